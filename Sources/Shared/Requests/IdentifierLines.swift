/// `-` in place of a single-identifier command's identifier (`orders get -`, `lookup barcode -`): the
/// identifiers come from standard input, one a line, xargs-style, or typed at a prompt on a terminal (a
/// barcode scanner types a code and Enter). Each line gives one record, written as soon as it is answered;
/// a line that fails gives `{"input": LINE, "error": {"code", "message"}}` and the run goes on; blank lines
/// are skipped; exit 1 when any line failed. A failure every line would meet alike (not signed in,
/// unreachable, a setting missing) ends the run with its own code.
///
/// Any other identifier is the one command it always was: one answer, printed as a card on a terminal.
public enum IdentifierLines {
    /// Exit codes that end the run instead of failing one line: the next lines would fail the same way.
    static let endsTheRun: Set<ExitCode> = [.notPermitted, .unavailable, .configuration, .interrupted, .outputFailed]

    /// Prints `fetch(identifier)`, or with `-` the answer for every line of standard input. `columns`
    /// are the rows' (the list command's, the identity first); `label` names what is asked for at the
    /// prompt (`Order ID`, `Barcode`); `cardColumns`, when given, are what one answer prints.
    public static func run(
        _ context: CommandContext, identifier: String, label: String, columns: [TableColumn],
        cardColumns: [TableColumn]? = nil, fetch: (String) async throws -> JSONValue
    ) async throws -> ExitCode {
        guard identifier == "-" else {
            try context.output().print(try await fetch(identifier), columns: cardColumns)
            return .success
        }
        let io = context.environment.io
        var lines = LineReader(source: io.stdin)
        let reporter = ErrorReporter(tool: context.tool.name, redactor: context.redactor)
        // Rows, not cards, even on a terminal: the identity first (the input for a line that failed), the
        // error last.
        var shown = columns
        if var first = shown.first {
            first.alternatives.append("input")
            shown[0] = first.essential()
        }
        shown.append(TableColumn("ERROR", "error.message").wrapping())
        let stream = try context.output().stream(columns: shown, streamsOnTerminal: true)
        var failed = false
        try await stream.finishing {
            while let line = try await next(&lines, io: io, prompt: "\(label): ", blockingIO: context.environment.blockingIO) {
                let input = line.trimmedWhitespace
                if input.isEmpty { continue }
                do {
                    try stream.write(try await fetch(input))
                } catch is DryRunStopped {
                    // The line's request was printed instead of sent: on to the next line.
                } catch {
                    let described = reporter.describe(error)
                    if endsTheRun.contains(described.exitCode) { throw error }
                    failed = true
                    try stream.write(.object([
                        "input": .string(input),
                        "error": .object(["code": .string(described.code), "message": .string(described.message)]),
                    ]))
                }
                // The answer is out before the next line is read: a scanner's code is on the screen
                // before the next scan.
                try await stream.waitUntilWritten()
            }
        }
        return failed ? .failure : .success
    }

    /// The next line: asked for at a prompt on a terminal, read from standard input otherwise (moved off
    /// the network's thread when it is not buffered yet). Nil at the end.
    static func next(_ lines: inout LineReader, io: TerminalIO, prompt: String, blockingIO: BlockingIO) async throws -> String? {
        if io.stdinIsTerminal { return await io.readLine(prompt) }
        let line = try await blockingIO.run(if: !lines.hasBufferedLine) { () throws(FileSystemError) in try lines.next() }
        return line.map { String(decoding: $0.bytes, as: UTF8.self) }
    }
}
