import Shared

/// The output record for one input row (docs/upsctl.md).
struct BatchRecord: Sendable {
    var row: BatchRow
    var result: ValidationResult?
    /// The record's `error` (`ErrorRecord`), when the row failed.
    var error: ErrorRecord?
    /// Why the row's request failed, when it did.
    var failure: RowFailure?
    /// The record as an earlier run wrote it, kept by `--resume`: written again as it is, counted as
    /// done before this run.
    var earlier: String?

    /// The row's record from an earlier run, which `--resume` keeps.
    static func kept(_ row: BatchRow, text: String) -> BatchRecord {
        BatchRecord(row: row, result: nil, earlier: text)
    }

    /// The answer's verdict; nil for a row that failed.
    var verdict: ValidationResult.Status? { result?.status }
    /// The verdict as the record writes it: `error` for a row that failed.
    var status: String { verdict?.rawValue ?? "error" }
    var isError: Bool { result == nil }

    static func failed(_ row: BatchRow, _ error: ErrorRecord) -> BatchRecord {
        BatchRecord(row: row, result: nil, error: error)
    }

    /// The record of a row that fails before any request (no address, a field too long, a bad country):
    /// a real run and its preflight write the same one, an error of the input (`DATA`).
    static func unsendable(_ row: BatchRow, reporter: ErrorReporter) -> BatchRecord {
        failed(row, reporter.record(ToolError(.dataError, row.problem ?? "the row cannot be sent")))
    }

    /// The record of a row cut short by Ctrl-C (`INTERRUPTED`).
    static func interrupted(_ row: BatchRow, reporter: ErrorReporter) -> BatchRecord {
        failed(row, reporter.record(ToolError(.interrupted, "not finished: the batch was interrupted")))
    }

    /// `{"line","id","status","classification","candidate","candidateCount","error"}`.
    var json: JSONValue {
        var object = JSONObject()
        object["line"] = .integer(row.line)
        object["id"] = row.id.map(JSONValue.string) ?? .null
        object["status"] = .string(status)
        object["classification"] = result?.classification?.json ?? .null
        object["candidate"] = result?.candidates.first?.json ?? .null
        object["candidateCount"] = .integer(result?.candidates.count ?? 0)
        object["error"] = error?.json ?? .null
        return .object(object)
    }

    /// One row's record, as `-o json`/`ndjson` stream it (`json`); the table shows `tableColumns`. The
    /// candidate is UPS's first, whose keys vary with what UPS returns.
    static let shape = RecordShape(
        kind: "address batch record", identity: ["line"],
        fields: [
            FieldSpec("line", .integer, nullable: false, help: "the row's line in the input"),
            .text("id", help: "the input's id column"),
            FieldSpec("status", .text, nullable: false, help: "valid, ambiguous, no_candidates, unverified or error"),
            .object("classification", ValidationResult.classificationFields, help: "the input's class, when asked for"),
            .object("candidate", help: "UPS's first candidate, as validate prints one"),
            FieldSpec("candidateCount", .integer, nullable: false),
            .object("error", [FieldSpec("code", .text, nullable: false), FieldSpec("message", .text, nullable: false)],
                    help: "why the row failed: the one error record's code and message"),
        ],
        columns: tableColumns)

    static let resultColumns = [
        "status", "classification", "matched_address_lines", "matched_city", "matched_state",
        "matched_postal_code", "matched_postal_code_ext", "matched_country", "candidate_count", "error_code",
        "error_message",
    ]

    /// The table's columns by default, in order of importance: where the row is and what it is (line,
    /// id), how it went, the address (the match whole, else what was typed) with why it failed under it
    /// (`↳ …`), wrapped rather than cut; then the input's class and the candidates, which go first at a
    /// narrow width. One column for address and error leaves the address room at 80 columns.
    /// The widths are what a table streamed to a terminal starts from, before any row is seen.
    static let tableColumns = [
        TableColumn("LINE", "line").essential().width(4), TableColumn("ID", "id").wrapping().width(6),
        TableColumn("STATUS", "status", highlights: ["valid": .good, "ambiguous": .warning, "no_candidates": .warning, "error": .bad])
            .essential().width(13),
        TableColumn("ADDRESS", "result").wrapping().width(70), TableColumn("CLASS", "class").width(11),
        TableColumn("CANDIDATES", "candidate_count"),
    ]

    /// The default columns for a run: the input's class only when classification was asked for.
    static func tableColumns(classifies: Bool) -> [TableColumn] {
        classifies ? tableColumns : tableColumns.filter { $0.path != "class" }
    }

    /// The names a table or CSV row offers to `--fields`: those of the default table, the input columns,
    /// and the CSV output's result columns.
    static func rowFields(header: [String]) -> [String] {
        var seen = Set<String>()
        // An input column may share a name with a table column (`id`, `address`): offered once.
        return (["line", "id", "address", "error", "input", "matched", "class"] + header + resultColumns).filter { seen.insert($0).inserted }
    }

    /// The row for a table (or `--fields` on CSV): every name of `rowFields(header:)` with its text.
    /// `continuation` starts the line under the address that says why the row failed (`TextStyle`).
    func tableRow(header: [String], continuation: String = "↳") -> JSONValue {
        var object = JSONObject()
        object["line"] = .string(String(row.line))
        object["id"] = .string(row.id ?? "")
        object["input"] = .string(row.summary)
        // Only a valid row has a match; the first of an ambiguous row's candidates shown in its place would
        // read as one, so such a row shows what was typed and how many candidates there are.
        let best = verdict == .valid ? result?.candidates.first : nil
        let match = best.map {
            BatchRow.oneLine(streets: $0.addressLines ?? [], city: $0.city, state: $0.state, postalCode: $0.fullPostalCode)
        }
        object["matched"] = .string(match ?? (error?.message ?? ""))
        object["class"] = .string(result?.classification?.description ?? "")
        let address = match ?? row.summary
        object["address"] = .string(address)
        object["error"] = .string(error?.message ?? "")
        let candidates = result?.candidates.count ?? 0
        let why = error?.message ?? (match == nil && candidates > 1 ? Plural.count(candidates, "candidate") : nil)
        // The table's one column for both: the address, and under it why the row failed.
        object["result"] = .string(why.map { "\(address)\n\(continuation) \($0)" } ?? address)
        // An input column named as a table column above keeps the table's value.
        for (name, text) in zip(header, inputFields(width: header.count)) where object[name] == nil {
            object[name] = .string(text)
        }
        for (name, text) in zip(Self.resultColumns, resultFields) {
            object[name] = .string(text)
        }
        return .object(object)
    }

    /// The CSV row: the input columns as read, then the result columns.
    func csvFields(inputWidth: Int) -> [String] {
        inputFields(width: inputWidth) + resultFields
    }

    /// The row's fields as read, one for each of `width` input columns (empty where the row had fewer).
    private func inputFields(width: Int) -> [String] {
        (0..<width).map { $0 < row.fields.count ? row.fields[$0] : "" }
    }

    /// The values of `resultColumns`, in order.
    private var resultFields: [String] {
        let best = result?.candidates.first
        return [
            status, result?.classification?.code ?? "", best?.addressLines?.joined(separator: " | ") ?? "",
            best?.city ?? "", best?.state ?? "", best?.postalCode ?? "", best?.postalCodeExtended ?? "",
            best?.country ?? "", String(result?.candidates.count ?? 0), error?.code ?? "", error?.message ?? "",
        ]
    }
}
