/// `-` in place of a single-identifier command's identifier (`orders get -`, `lookup barcode -`): the
/// identifiers come from standard input, one a line, xargs-style, or typed at a prompt on a terminal (a
/// barcode scanner types a code and Enter). Each line gives one record, written as soon as it is answered;
/// a line that fails gives `{"input": LINE, "error": {"code", "message"}}` and the run goes on; blank lines
/// are skipped; exit 1 when any line failed. A failure every line would meet alike (not signed in,
/// unreachable, a setting missing) ends the run with its own code. End of input ends the run, Ctrl-D at
/// the prompt as much as the end of a pipe.
///
/// Any other identifier is the one command it always was: one answer, printed as a card on a terminal.
public enum IdentifierLines {
    /// The fields of a line's error record, which `--fields` may name besides the command's own.
    static let errorRecordFields = ["input", "error", "error.code", "error.message"]

    /// The longest line read, a little over the longest identifier: the spaces around one are skipped. A
    /// longer line is that line's error record; only its start is kept in memory (`LineReader`).
    static let maximumLineLength = PathSegment.maximumLength + 256

    /// Prints the record of every line of standard input, read with `-` in place of `resource`'s
    /// identifier: `fetch` answers one line. The rows are the resource's columns (the identity first), its
    /// `label` names what is asked for at the prompt (`Order ID`, `Barcode`) and its `lineArgument` a
    /// line in a refusal (`ID`, `CODE`); `--fields` may name what its shape declares.
    public static func run(
        _ context: CommandContext, resource: Resource, fetch: (String) async throws -> JSONValue
    ) async throws -> ExitCode {
        let columns = resource.shape.columns
        let label = resource.identifier?.label ?? "ID"
        let argument = resource.identifier?.lineArgument ?? "ID"
        let io = context.environment.io
        var lines = LineReader(source: io.stdin, maximumLineLength: maximumLineLength)
        let reporter = ErrorReporter(tool: context.tool.name, redactor: context.redactor)
        let printer = try context.output()
        let echoes = resource.identifier?.echoesInput == true, isTable = printer.format(isStream: true) == .table
        // Rows, not cards, even on a terminal: the identity first (the input for a line that failed, unless
        // a column of its own leads with it: another field than the identity, so a CSV column of its own),
        // the error last.
        var shown = columns
        if var first = shown.first {
            if !echoes || isTable { first.shownInstead.append("input") }
            shown[0] = first.essential()
        }
        if echoes {
            // First for scripts (csv); in a table, where there is room, after the columns it answers.
            let column = TableColumn("INPUT", "input").keepingEnd()
            if isTable { shown.append(column) } else { shown.insert(column, at: 0) }
        }
        shown.append(TableColumn("ERROR", "error.message").reason())
        try checkFields(printer, shape: resource.shape)
        let stream = printer.stream(columns: shown, checksFields: false, streamsOnTerminal: true)
        var failed = false
        var printedRequests = false, wroteRecords = false
        try await stream.finishing {
            while let line = try await next(&lines, io: io, prompt: "\(label): ") {
                let input = line.text.trimmedWhitespace
                if input.isEmpty && !line.isTooLong { continue }
                do {
                    if line.isTooLong {
                        throw UsageError("the line is longer than \(maximumLineLength) bytes; an identifier may be at most \(PathSegment.maximumLength) bytes")
                    }
                    if let problem = PathSegment.problem(with: input) { throw UsageError("\(argument) \(problem)") }
                    let answer = try await fetch(input)
                    try stream.write(echoes ? answered(answer, input: input) : answer)
                    wroteRecords = true
                } catch is DryRunStopped {
                    // The line's request was printed instead of sent: on to the next line.
                    printedRequests = true
                } catch {
                    let record = reporter.record(error)
                    if endsTheRun(error, exitCode: record.exitCode) { throw error }
                    failed = true
                    try stream.write(failedLine(input: line.isTooLong ? preview(input) : input, record))
                    wroteRecords = true
                }
            }
            // A dry run that printed every line's request and wrote no record ends as a dry run that stopped
            // does: no `[]` or CSV header after the requests, which would read as an answer.
            if printedRequests && !wroteRecords { throw DryRunStopped() }
        }
        return failed ? .failure : .success
    }

    /// A line's answer with the line first, as `input`, as a failed line's record has it: a script matches
    /// answers to lines without counting. A member of that name the service sent is kept as sent.
    static func answered(_ record: JSONValue, input: String) -> JSONValue {
        guard case .object(let object) = record, object["input"] == nil else { return record }
        return .object(JSONObject([("input", .string(input))] + object.pairs.map { ($0.key, $0.value) }))
    }

    /// The record of a line that failed: `{"input": LINE, "error": {"code","message"}}`.
    static func failedLine(input: String, _ error: ErrorRecord) -> JSONValue {
        .object(["input": .string(input), "error": error.json])
    }

    /// Whether `error` ends the run instead of failing one line: the next lines would fail the same way
    /// (not signed in, refused, unreachable, a setting, an interruption, a write that failed). An answer
    /// the service gave about this identifier (404, 5xx after the retries) is that line's alone.
    static func endsTheRun(_ error: any Error, exitCode: ExitCode) -> Bool {
        if let answer = error as? APIError, answer.status != 401, answer.status != 403 { return false }
        return FailureKind.of(error).isTemporary
            || [.notPermitted, .unavailable, .configuration, .interrupted, .outputFailed].contains(exitCode)
    }

    /// `--fields`, checked once before the first line, as a single answer checks it, but against what
    /// is known before any answer: the paths the shape declares (and its columns' fallbacks: the names
    /// older answers use, the fields shown in their place), and those of a line's error record. Below a
    /// declared field any dotted path is taken: a real answer's objects may carry members the declaration
    /// does not name (the records the tool writes itself are checked exactly:
    /// `FieldSelection.requireKnown(in:commandPath:)`). Exit 64 with nothing written.
    static func checkFields(_ printer: OutputPrinter, shape: RecordShape) throws(UsageError) {
        guard let selection = printer.fields else { return }
        var known: [String] = []
        for name in shape.paths + shape.columns.flatMap({ [$0.path] + $0.fallbacks }) + errorRecordFields
            where !known.contains(name)
        {
            known.append(name)
        }
        let tops = known.map { String($0.split(separator: ".").first ?? Substring($0)) }
        try selection.requireKnown(known, open: tops, commandPath: printer.commandPath)
    }

    /// The start of a line too long to show whole, so its record still says which line it was.
    static func preview(_ text: String) -> String {
        var kept = ""
        for character in text {
            if kept.utf8.count + character.utf8.count > 64 { break }
            kept.append(character)
        }
        return kept + "…"
    }

    /// One line read: its text, and whether it was longer than `maximumLineLength` (its start kept).
    struct Line {
        var text: String
        var isTooLong = false
    }

    /// The next line: asked for at a prompt on a terminal, read from standard input otherwise. Nil at the
    /// end of input, at a prompt too.
    static func next(_ lines: inout LineReader, io: TerminalIO, prompt: String) async throws -> Line? {
        if io.stdinIsTerminal {
            guard let typed = await io.ask(prompt) else { return nil }
            let bytes = Array(typed.utf8)
            return bytes.count > maximumLineLength
                ? Line(text: String(decoding: bytes.prefix(maximumLineLength), as: UTF8.self), isTooLong: true)
                : Line(text: typed)
        }
        let line = try lines.next()
        return line.map { Line(text: String(decoding: $0.bytes, as: UTF8.self), isTooLong: $0.isTooLong) }
    }
}
