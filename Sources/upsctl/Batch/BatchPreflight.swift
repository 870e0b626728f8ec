import FoundationEssentials
import Shared

/// `upsctl validate --input FILE --dry-run`: the whole input read offline — no token, no request, no
/// file written — to say whether a real run would start and what it would cost. stdout gets the records
/// of the rows a real run would fail before any request (the same records it would write); stderr a
/// report: which header became which field and which columns are ignored, the rows, those that would fail,
/// the unique addresses (the requests a real run sends: identical addresses are sent once), and the time
/// those take at `--rate`. `-o json` prints the report as one object instead, the failing rows under
/// `rows`. Exit 0 when a real run would start cleanly, 1 when rows would fail, 65/66 as a real run.
enum BatchPreflight {
    static func run(_ context: CommandContext) async throws -> ExitCode {
        let command = context.command
        let options = try BatchOptions(command)
        let template = try ValidateCommand.xavRequestTemplate(from: command)
        let rate = command[ValidateOptions.rate]
        if let rate, rate <= 0 { throw UsageError("--rate must be more than 0", commandPath: command.path) }
        var input = try BatchInput(source: try context.openInput(options.inputPath), format: options.format, layout: options.layout)
        // The plan opens no session, but the run it stands for would talk to the environment: it says what one would.
        let environment = try context.settings.value(GlobalSettings.environment) ?? context.tool.defaultEnvironment
        let isMock = try context.settings.value(GlobalSettings.mock) ?? false
        if let note = UPSService.definition.note(for: environment, isMock: isMock) { context.note(note) }
        let asJSON = try context.settings.value(GlobalSettings.output) == OutputFormat.json.rawValue
        let output = asJSON ? nil : try BatchOutput(context: context, header: input.header)
        output?.writeHeader()
        var rows = 0
        var failing: [JSONValue] = []
        var requests = Set<String>()
        let reporter = ErrorReporter(tool: context.tool.name, redactor: context.redactor)
        while let row = try input.next() {
            rows += 1
            guard let address = row.address else {
                let record = BatchRecord.unsendable(row, reporter: reporter)
                failing.append(record.json)
                output?.write(record)
                continue
            }
            // A real run sends one request per distinct body.
            requests.insert(BatchWork.request(template, for: address).body)
        }
        output?.finish()
        if let failure = output?.failure { throw failure }
        let report = Report(
            input: options.inputPath, mapping: input.fieldMapping, ignored: input.ignoredColumns, rows: rows,
            failing: failing, requests: requests.count, rate: rate)
        if asJSON {
            try context.output().print(report.json)
        } else {
            for line in report.lines { context.note(line) }
        }
        return failing.isEmpty ? .success : .failure
    }

    /// What the preflight found.
    struct Report {
        var input: String
        var mapping: [(header: String, field: String)]
        var ignored: [String]
        var rows: Int
        var failing: [JSONValue]
        var requests: Int
        var rate: Double?

        /// Seconds the requests take at `--rate`; nil without one (the service's pace decides).
        var seconds: Double? { rate.map { Double(requests) / $0 } }

        var lines: [String] {
            var lines = ["--dry-run: preflight of \(input == "-" ? "standard input" : input); nothing was sent"]
            if !mapping.isEmpty {
                lines.append("  columns: " + mapping.map { $0.header == $0.field ? $0.field : "\($0.header) → \($0.field)" }.joined(separator: ", "))
            }
            if !ignored.isEmpty { lines.append("  ignored: " + ignored.joined(separator: ", ")) }
            lines.append("  rows: \(rows), \(failing.count) of them would fail before any request")
            let repeats = rows - failing.count - requests
            lines.append("  requests: \(requests) (unique addresses\(repeats > 0 ? "; \(Plural.count(repeats, "repeated row")) \(repeats == 1 ? "reuses" : "reuse") an answer" : ""))")
            if let seconds, let rate {
                let time = seconds < 10 ? "\(Self.number((seconds * 10).rounded() / 10)) s" : BatchProgress.duration(seconds)
                lines.append("  time: about \(time) at --rate \(Self.number(rate)) a second")
            } else {
                lines.append("  time: depends on the service's pace (give --rate N to bound it)")
            }
            return lines
        }

        var json: JSONValue {
            .object([
                "input": .string(input),
                "columns": .object(JSONObject(mapping.map { ($0.header, JSONValue.string($0.field)) })),
                "ignored": .array(ignored.map(JSONValue.string)), "rowCount": .integer(rows),
                "failing": .integer(failing.count), "requests": .integer(requests),
                "seconds": seconds.map { .double(($0 * 10).rounded() / 10) } ?? .null, "rows": .array(failing),
            ])
        }

        static func number(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(value)
        }
    }
}
