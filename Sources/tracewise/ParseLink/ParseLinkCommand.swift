import DigitalLink
import Shared

/// `tracewise parse-link [URI …]`: GS1 Digital Link URIs in, their Application Identifiers out, offline.
/// URIs come from the arguments, or one per line from stdin (none given, or `-`). Exit 65 when any
/// input was not a valid Digital Link, so a script can tell; every record is printed either way.
enum ParseLinkCommand {
    static let lenient = OptionKey<Bool>.flag(
        "lenient",
        help: "Also accept GTIN-8/12/13 (padded to 14 digits) and the deprecated convenience alphas, and read "
            + "the values of a link with faults (valid: false, each fault in problems); a note on stderr for each "
            + "URI that needed it.")

    static let stem = OptionKey<String?>.value(
        "stem", valueName: "URL",
        help: "Write canonicalUri (and, for an element string or scanner data, compressedUri) on this stem, e.g. "
            + "https://example.com/shop.",
        default: "https://id.gs1.org")
    static let compress = OptionKey<Bool>.flag(
        "compress", help: "Add compressedUri: the compressed Digital Link, as GS1's Digital Link toolkit writes it.")

    static let spec = CommandSpec(
        "parse-link", abstract: "Parse GS1 Digital Links, element strings and scanner data offline into their AIs.",
        discussion: """
            Needs no settings, credentials or network. Each input is read in whichever form it comes, told \
            apart by its text: a Digital Link URI (form uri), a compressed Digital Link (compressed), a \
            bracketed element string such as (01)09506000134352(10)ABC (element-string), or scanner data: \
            a symbology identifier (]d2, ]Q3, ]C1, ]e0, ]J1) and the AIs with a GS character after each \
            variable-length value but the last, or the same data with ^ for FNC1 (scan). Each input gives \
            one record: {uri (input for an element string or scanner data), form, valid: true, \
            primaryKey, gtin?, serial?, batch?, expiry?, ais, elements: [{ai, title, value, in, date?}], \
            otherQuery, elementString, canonicalUri}, or {uri, form?, valid: false, error}. canonicalUri \
            is the Digital Link of the same AIs on https://id.gs1.org (or --stem) as GS1's Barcode Syntax \
            Engine writes it, null where the AIs have none; --compress adds compressedUri, the compressed \
            link as GS1's Digital Link toolkit writes it. gtin, serial, batch and expiry (as \
            written) are the values of AIs 01, 21, 10 and 17, each there when the link has it. The parser follows the GS1 Digital Link URI Syntax standard and, \
            like it and GS1's own reference code, is strict by default: a GTIN is written with 14 digits, \
            the deprecated convenience alphas (/gtin/, /lot/, /ser/ ...) are rejected, key qualifiers must \
            sit in the path in their fixed order, and check digits, formats and AI associations are \
            verified. --lenient also accepts what older links carry: GTIN-8, -12 and -13 (padded to 14 \
            digits) and the convenience alphas (mapped to their AIs), with one note per URI on stderr \
            ("tracewise: note: URI: ..."); it also reads the values out of a link the standard refuses (a \
            wrong check digit, key qualifiers out of order, a data attribute in the path): the record keeps \
            valid: false and error, holds what was read, and lists every fault in "problems", with one note \
            per URI; such a link does not make the run exit 65, only an input that yields nothing at all \
            does. Cases the references disagree on (a mixed-case scheme such as \
            HtTpS://, a '%' not followed by two hex digits, /8006/.../22/...) are rejected, and the error \
            says why. Titles are the GS1 Barcode Syntax Dictionary's, verbatim (AI 17 is "USE BY or \
            EXPIRY", not the upper-case "USE BY OR EXPIRY" of older tables). Date AIs also get "date", an \
            ISO YYYY-MM-DD from the value's YYMMDD: the century follows the GS1 General Specifications \
            (section 7.12: a year more than 50 years ahead of the current one is in the previous century, \
            one 50 or more years behind in the next), and day 00, which means no day was given, is shown \
            as the last day of the month. From stdin, blank lines are skipped and CRLF line ends \
            accepted; records come out in input order, and are delivered whenever the command is about to \
            wait for more input (so a person typing sees each answer at once, and a file streams through \
            in large writes); a long input is parsed on every processor. Output: a table on a \
            terminal (each input, its form and canonical link, then AI, TITLE and VALUE rows; a query \
            parameter that is not an AI shows as '?'), otherwise json for one URI argument and \
            ndjson for several or for stdin; -o json with several prints one array, written as it goes; -o csv gives one row per element; --fields picks keys \
            of the json and ndjson records (uri,valid,ais.01, …) or, for csv and each table block, columns of \
            the csv (uri, valid, primaryKey, ai, title, value, in, date, error, form, canonicalUri). \
            Exit 0 when every input is valid (with --lenient, when every input yielded values), 65 when any is not (with "tracewise: 3 of 1,000 inputs \
            are invalid" on stderr unless -q), 74 when the output cannot be written, 64 when run on a terminal with neither \
            arguments nor piped input, 130 on Ctrl-C (the records parsed so far are written first and a \
            JSON array is closed).
            """,
        options: [
            lenient.spec, stem.spec, compress.spec,
        ],
        positionals: [
            PositionalSpec(
                "URI", help: "GS1 Digital Links, element strings or scanner data; none, or -, reads them from stdin, one per line.",
                optional: true, repeating: true),
        ],
        examples: [
            Example(
                "tracewise parse-link 'https://id.gs1.org/01/09506000134352/10/ABC?17=271231' | jq .ais",
                "The AIs of one link: {\"01\":\"09506000134352\",\"10\":\"ABC\",\"17\":\"271231\"}."),
            Example(
                "tracewise parse-link < links.txt | jq -c 'select(.valid==false)'",
                "Check a file of links, one per line, and show only the invalid ones with the reason."),
            Example(
                "tracewise parse-link -o table 'https://example.com/shop/01/09506000134352/10/ABC/21/XYZ?17=271200'",
                "One link as a table; the expiry date's day 00 shows as the last day of the month (2027-12-31)."),
            Example(
                "tracewise parse-link '^010950600013435210ABC' | jq -r .canonicalUri",
                "Scanner data (^ for FNC1) as its Digital Link: https://id.gs1.org/01/09506000134352/10/ABC."),
            Example(
                "tracewise parse-link --compress 'https://id.gs1.org/01/09506000134352/10/ABC' | jq -r .compressedUri",
                "The compressed form of a link, for a smaller QR code."),
            Example(
                "tracewise parse-link --lenient 'https://example.com/gtin/9506000134352'",
                "Accept a legacy link (GTIN-13, /gtin/ alpha); a note on stderr says what was accepted."),
            Example(
                "tracewise parse-link --lenient 'https://id.gs1.org/01/04012345678905/21/SN123456' | jq '{gtin, serial, problems}'",
                "Read a label's values in spite of a wrong check digit; problems says what is wrong (exit 0)."),
        ],
        action: run)
        // Not a resource: offline, no request; it streams one record a link through its own fast writer,
        // so only its record is declared (for the schema, `--fields` and `--fields help`), not a runner mode.
        .showing(.stream, ParseLinkRecordShape.shape, flatColumns: ParseLinkRecordShape.csvFields)

    static func run(_ context: CommandContext) async throws -> ExitCode {
        let arguments = context.command.positionals
        let io = context.environment.io
        if arguments.isEmpty && io.stdinIsTerminal {
            throw UsageError(
                "no URIs given: pass them as arguments, or pipe them in one per line "
                    + "(usage: tracewise parse-link [--lenient] [URI ...])",
                commandPath: context.command.path)
        }
        // Only input that can take long (or wait on a person) needs a Ctrl-C handler. URIs given as
        // arguments are done within microseconds of start-up, and the signal source costs a thread and
        // about a tenth of this command's cold start; without it Ctrl-C keeps its default action.
        guard readsInput(arguments) else { return try await parse(arguments, context: context) }
        // The work runs as a task the signal cancels: the loop stops before the next line, and a read
        // waiting for input gives up (`FileDescriptorInput` polls for cancellation), so everything parsed
        // is written and the output closed (a JSON array gets its `]`) before the exit with 130.
        return try await InterruptibleWork(context.environment) { try await parse(arguments, context: context) }.value
    }

    static func parse(_ arguments: [String], context: CommandContext) async throws -> ExitCode {
        let seconds = context.environment.now().timeIntervalSince1970
        let parser = DigitalLinkParser(lenient: context.command[lenient])
        let stem = context.command[stem]
        // The AIs' path follows the stem, so a query or fragment in it would swallow them.
        if let stem, !(stem.hasPrefix("https://") || stem.hasPrefix("http://"))
            || stem.utf8.contains(where: { $0 <= 0x20 || $0 >= 0x7F || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) {
            throw UsageError(
                "--stem must be an http or https URL without spaces, query or fragment, such as https://example.com/shop",
                commandPath: context.command.path)
        }
        var session = ParseLinkSession(
            parser: parser,
            builder: ParseLinkRecordBuilder(
                currentYear: GS1Date.utcYear(secondsSince1970: seconds), stem: stem, compresses: context.command[compress]),
            output: try ParseLinkOutput.make(context, isSingle: arguments.count == 1 && arguments[0] != "-"),
            notes: context.isQuiet ? nil : context.stderr, tool: context.tool.name,
            // URIs given as arguments are parsed one at a time, on this thread.
            threads: readsInput(arguments) ? ParseLinkWorker.usefulThreadCount() : 1)
        do {
            for argument in arguments.isEmpty ? ["-"] : arguments where !Task.isCancelled {
                if argument == "-" {
                    try await readLines(from: context.environment.io.stdin, into: &session)
                } else {
                    session.handle(argument)
                }
            }
        } catch {
            session.finish()
            throw error
        }
        session.finish()
        try session.checkWritten()
        if Task.isCancelled { throw CancellationError() }
        guard session.invalidCount > 0 else { return .success }
        // Exit 65 says it in words too: a script's log shows why the step failed without reading stdout.
        context.note(invalidSummary(invalid: session.invalidCount, of: session.count))
        return .dataError
    }

    /// URIs come from stdin too (none given, or `-`), not only from the arguments.
    static func readsInput(_ arguments: [String]) -> Bool {
        arguments.isEmpty || arguments.contains("-")
    }

    /// `3 of 1,000 inputs are invalid`, `the input is invalid`: inputs, since an element string or scanner
    /// data is no link.
    static func invalidSummary(invalid: Int, of total: Int) -> String {
        if total == 1 { return "the input is invalid" }
        return "\(Plural.grouped(invalid)) of \(Plural.grouped(total)) inputs \(invalid == 1 ? "is" : "are") invalid"
    }

    /// Every non-blank line of `input`, until its end or Ctrl-C (the task's cancellation, looked at once
    /// a batch: a look is an atomic load, and a batch is a third of a millisecond). Whenever the next read
    /// may wait (nothing buffered, and nothing to read at once: a person typing, a slow pipe), what was
    /// read so far goes as a batch of its own, and the session writes everything before the read; a file
    /// or a fast pipe streams through in full batches, parsed side by side.
    static func readLines(from input: any InputSource, into session: inout ParseLinkSession) async throws {
        var reader = URILineReader(source: input)
        let batchBytes = session.batchBytes
        try await session.run(
            next: { batch in
                while true {
                    if !batch.isEmpty && reader.hasNoBufferedInput && !input.hasInputNow() { return true }
                    let hasLine: Bool
                    do {
                        hasLine = try reader.next(into: &batch)
                    } catch let error as FileSystemError {
                        // The read gave up because of Ctrl-C; the caller closes the output.
                        if case .interrupted = error { return false }
                        throw error
                    }
                    guard hasLine else { return !batch.isEmpty }
                    if batch.byteCount >= batchBytes { return true }
                }
            },
            hasBatchNow: { !reader.hasNoBufferedInput || input.hasInputNow() })
        // Output that cannot be written stops the reading; the run then ends with its failure.
        try session.checkWritten()
    }
}
