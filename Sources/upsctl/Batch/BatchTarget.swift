import Shared

/// Where a batch writes, opened once the input's header is known: stdout, or `--output-file` (emptied,
/// or with `--resume` checked against the input, cut to its whole records and appended to). The layout
/// comes first, then the resume's plan, then the file.
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
        let layout = try BatchLayout(context: context, header: input.header, toFile: true)
        // The resume is planned before the file is opened: what to keep, what to send again, and the input
        // read past the rows done.
        var resume = BatchResume()
        var tail: ResumeTail?
        if options.resume {
            let judge = EarlierRecord(csvHeader: layout.columns, inputHeader: input.header)
            resume = try BatchResume.check(
                path: path, shownAs: name, fileSystem: fileSystem, format: layout.format, csvHeader: layout.columns,
                judge: judge, input: &input)
            // Moved aside before the file is cut where they begin.
            if let range = resume.tail {
                tail = try ResumeTail(
                    path: path, shownAs: name, range: range, fileSystem: fileSystem, format: layout.format, judge: judge)
            }
        }
        let kept = resume.keep
        let file: RecordFile
        do throws(FileSystemError) {
            let opened = try fileSystem.openForAppending(at: path, keeping: kept, mode: 0o644)
            file = RecordFile(opened, cut: { fileSystem.cutFile(at: path, to: kept + $0) })
        } catch {
            tail?.remove()
            throw ToolError(.outputFailed, "cannot write output to \(name): \(error.reason)")
        }
        let output = BatchOutput(context: context, header: input.header, layout: layout, file: file)
        if resume.keep == 0 { output.writeHeader() }
        return BatchTarget(output: output, rowsDone: resume.rowsDone, tail: tail)
    }
}
