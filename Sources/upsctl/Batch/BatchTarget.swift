import Shared

/// Where a batch writes, opened once the input's header is known: stdout, or `--output-file` (emptied,
/// or with `--resume` checked against the input, cut to its whole records and appended to).
struct BatchTarget {
    var output: BatchOutput
    /// Rows a resumed file already had; the input stands at the first row after them.
    var rowsDone = 0
    /// The records after the first one a resumed batch sends again, moved aside (`ResumeTail`).
    var tail: ResumeTail?

    static func open(context: CommandContext, options: BatchOptions, input: inout BatchInput) throws -> BatchTarget {
        guard let name = options.outputFile else {
            let output = try BatchOutput(context: context, header: input.header)
            output.writeHeader()
            return BatchTarget(output: output)
        }
        let fileSystem = context.environment.fileSystem
        let path = context.environment.absolutePath(name)
        var resume = BatchResume()
        var tail: ResumeTail?
        let output = try BatchOutput(context: context, header: input.header) { format, csvHeader in
            if options.resume {
                let judge = EarlierRecord(csvHeader: csvHeader, inputHeader: input.header)
                resume = try BatchResume.check(
                    path: path, shownAs: name, fileSystem: fileSystem, format: format, csvHeader: csvHeader, judge: judge,
                    input: &input)
                // Moved aside before the file is cut where they begin.
                if let range = resume.tail {
                    tail = try ResumeTail(
                        path: path, shownAs: name, range: range, fileSystem: fileSystem, format: format, judge: judge)
                }
            }
            let kept = resume.keep
            do throws(FileSystemError) {
                let file = try fileSystem.openForAppending(at: path, keeping: kept, mode: 0o644)
                return RecordFile(file, cut: { fileSystem.cutFile(at: path, to: kept + $0) })
            } catch {
                tail?.remove()
                throw ToolError(.outputFailed, "cannot write output to \(name): \(error.reason)")
            }
        }
        if resume.keep == 0 { output.writeHeader() }
        return BatchTarget(output: output, rowsDone: resume.rowsDone, tail: tail)
    }
}
