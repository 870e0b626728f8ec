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
            let output = try BatchOutput(context: context, header: input.header, file: nil)
            output.writeHeader()
            return BatchTarget(output: output)
        }
        let environment = context.environment
        let path = environment.absolutePath(name)
        // The shape first (format, --fields), with a sink that takes nothing: a usage error must not
        // empty the file of a run that is to be resumed.
        let shape = try BatchOutput(context: context, header: input.header, file: DiscardingSink())
        var resume = BatchResume()
        var tail: ResumeTail?
        if options.resume {
            let judge = EarlierRecord(csvHeader: shape.csvHeader, inputHeader: input.header)
            resume = try BatchResume.check(
                path: path, shownAs: name, fileSystem: environment.fileSystem, format: shape.format,
                csvHeader: shape.csvHeader, judge: judge, input: &input)
            // Moved aside before the file is cut where they begin.
            if let range = resume.tail {
                tail = try ResumeTail(
                    path: path, shownAs: name, range: range, fileSystem: environment.fileSystem, format: shape.format,
                    judge: judge)
            }
        }
        let file: any OutputSink
        do {
            file = try environment.fileSystem.openForAppending(at: path, keeping: resume.keep, mode: 0o644)
        } catch {
            tail?.remove()
            throw ToolError(.outputFailed, "cannot write output to \(name): \(error.reason)")
        }
        let output = try BatchOutput(context: context, header: input.header, file: file)
        if resume.keep == 0 { output.writeHeader() }
        return BatchTarget(output: output, rowsDone: resume.rowsDone, tail: tail)
    }
}

/// Output that goes nowhere.
private struct DiscardingSink: OutputSink {
    func write(_ text: String) {}
    func write(bytes: [UInt8]) {}
    func flush() {}
}
