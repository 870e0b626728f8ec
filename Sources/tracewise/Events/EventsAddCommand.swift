import FoundationEssentials
import Shared

/// `tracewise events add`: one event from flags, or one per NDJSON line of `--input`.
enum EventsAddCommand {
    static let bizStep = OptionKey<String?>.value(
        "biz-step", valueName: "STEP", help: "The business step, e.g. shipping, receiving, repairing (required without --input).")
    static let type = OptionKey<String?>.value("type", valueName: "TYPE", help: "The EPCIS event type.", default: "ObjectEvent")
    static let action = OptionKey<String?>.value(
        "action", type: .choice(LifecycleEvent.actions), help: "The EPCIS action.", default: "OBSERVE")
    static let disposition = OptionKey<String?>.value(
        "disposition", valueName: "DISPOSITION", help: "The disposition.", default: "active")
    static let when = OptionKey<String?>.value(
        "when", valueName: "ISO8601", help: "When it happened, with a zone (e.g. 2026-05-14T09:30:00Z).", default: "now, UTC")
    static let readPoint = OptionKey<String?>.value("read-point", valueName: "R", help: "Where the event was observed.")
    static let bizLocation = OptionKey<String?>.value("biz-location", valueName: "L", help: "Where the item is afterwards.")
    static let detail = OptionKey<[String]>.repeated(
        "detail", valueName: "KEY=VALUE", help: "A detail (typed like --field; dotted keys nest).")
    static let input = OptionKey<String?>.value(
        "input", short: "i", type: .file,
        help: "Post every event of this NDJSON file (- for stdin); flags fill what lines leave out.")

    /// The service's answer to one event, `{id, status, epcisUrn}`; with `--input`, the same after the input
    /// `line`, or for a line that failed the error record (`{line, status: "error", error}`).
    static let shape = RecordShape(
        kind: "recorded event", identity: ["id"],
        fields: [
            .integer("line", help: "The line of --input it came from."), FieldSpec("id", .text, nullable: false),
            .text("status", help: "recorded; error for a line that failed."), .text("epcisUrn"),
            .object("error", [.text("code"), .text("message")], help: "Why the line failed (the error record's)."),
            .text("correlationId", help: "The service's id of a refused line's request."),
            FieldSpec("answer", .any, help: "The service's answer, when it is not an object."),
        ],
        columns: [
            TableColumn("LINE", "line").essential(), TableColumn("STATUS", "status").essential(),
            TableColumn("ID", "id").wrapping(), TableColumn("ERROR", "error.message").reason(),
        ])

    static let optionSpecs: [OptionSpec] = [
        bizStep.spec, type.spec, action.spec, disposition.spec, when.spec, readPoint.spec, bizLocation.spec, detail.spec,
        input.spec,
    ]

    static func run(_ context: CommandContext) async throws -> ExitCode {
        let defaults = try flagFields(context.command)
        if context.command.has(input) { return try await runBatch(context, defaults: defaults) }
        let product = try ProductReference.from(context.command)
        guard defaults["bizStep"] != nil else {
            throw UsageError("missing option --biz-step STEP", commandPath: context.command.path)
        }
        var event = JSONObject()
        event["gtin"] = .string(product.gtin)
        if let serial = product.serial { event["serial"] = .string(serial) }
        for (key, value) in defaults.pairs { event[key] = value }
        let complete: JSONObject
        do {
            complete = try LifecycleEvent.complete(event, now: context.environment.now())
        } catch {
            throw UsageError("invalid event: \(error.reason)", commandPath: context.command.path)
        }
        let api = try TracewiseAPI.open(context)
        let varying: Set<String> = event["when"] == nil ? ["when"] : []
        try context.output().print(try await api.post(["v1", "events"], body: .object(complete), varying: varying))
        return .success
    }

    /// The event fields given as flags, under the API's names.
    static func flagFields(_ command: ParsedCommand) throws -> JSONObject {
        var fields = JSONObject()
        let names = [(type, "type"), (action, "action"), (bizStep, "bizStep"), (disposition, "disposition"),
                     (when, "when"), (readPoint, "readPoint"), (bizLocation, "bizLocation")]
        for (option, key) in names {
            if let value = command[option] { fields[key] = .string(value) }
        }
        let details = command[detail]
        if !details.isEmpty {
            do {
                fields["details"] = .object(try FieldAssignments.apply(details))
            } catch {
                throw UsageError("invalid detail '\(error.text)': expected KEY=VALUE", commandPath: command.path)
            }
        }
        return fields
    }

    static func runBatch(_ context: CommandContext, defaults: JSONObject) async throws -> ExitCode {
        let command = context.command
        if command.has(ProductReference.gtinOption) || command.has(ProductReference.serialOption) || !command.positionals.isEmpty {
            throw UsageError("with --input, each line names its product (gtin, serial); drop --gtin, --serial and the link", commandPath: command.path)
        }
        let environment = context.environment
        var reader = NDJSONReader(source: try context.openInput(command[input] ?? "-"))
        let api = try TracewiseAPI.open(context)
        let stream = try context.output().stream(columns: shape.columns)
        defer { stream.finish() }
        var tally = EventsBatchTally()
        let reporter = ErrorReporter(tool: context.tool.name, redactor: context.redactor)
        var written = 0
        // Sequential: a line is sent once the one before it is answered and written.
        while let item = try reader.next() {
            let outcome = await EventsBatchLine.post(item, defaults: defaults, api: api, now: environment.now())
            tally.count(outcome)
            // A dry run printed the line's request; only the lines that fail before a request get records.
            if case .shown = outcome { continue }
            if case .stopped(let error) = outcome {
                stream.finish()
                context.warn("stopped at line \(item.line): it and the lines after it were not sent")
                throw error
            }
            do {
                try stream.write(outcome.record(line: item.line, reporter: reporter))
            } catch let failure as WriteFailure {
                // Output lost: stop before the next line is sent, and say how far the records go.
                throw failure.counting(written, nextStep: "Line \(item.line) was sent; the lines after it were not.")
            }
            written += 1
        }
        stream.finish()
        if !context.isQuiet { context.note(tally.summary) }
        return tally.exitCode
    }
}
