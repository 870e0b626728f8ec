import Shared

/// What `parse-link` prints for one input, declared once: the record's fields (for the schema, `--fields`
/// and `--fields help`), the SDK's names beside `ais`, the columns of the table and the CSV, and the one
/// rule for outside text in a table cell.
enum ParseLinkRecordShape {
    /// The SDK's names for the common keys, each beside `ais` when the link has its AI: `gtin` (01),
    /// `serial` (21), `batch` (10), `expiry` (17, as written).
    static let namedIdentifiers: [(name: String, ai: String)] = [("gtin", "01"), ("serial", "21"), ("batch", "10"), ("expiry", "17")]

    /// What one record is, in JSON and NDJSON: a valid link's, or an invalid input's (`valid: false` with
    /// `error`, and under `--lenient` what could be read and its `problems`), in one open shape. The keys of
    /// `ais` and `otherQuery` are the link's own, so they are declared without members; `--fields` accepts
    /// any name inside them and inside `elements`.
    static let shape = RecordShape(
        kind: "parsed link", identity: ["uri"],
        fields: [
            FieldSpec("uri", .text, nullable: false, help: "The input, as given, when it is a URI (plain or compressed)."),
            FieldSpec("input", .text, nullable: false, help: "The input, as given, when it is an element string or scanner data."),
            FieldSpec(
                "form", .text, nullable: false,
                help: "The form the input is in: uri, compressed, element-string or scan (absent when none is recognised)."),
            FieldSpec("valid", .boolean, nullable: false, help: "Valid GS1 data: a conformant Digital Link, or AIs that pass every check."),
            FieldSpec("error", .text, nullable: false, help: "Why the input is not valid."),
            FieldSpec("primaryKey", .text, nullable: true, help: "The primary key's AI (01, 00, 414, …); null when the AIs have none."),
            FieldSpec("gtin", .text, nullable: false, help: "AI 01, when the link has it."),
            FieldSpec("serial", .text, nullable: false, help: "AI 21, when the link has it."),
            FieldSpec("batch", .text, nullable: false, help: "AI 10, when the link has it."),
            FieldSpec("expiry", .text, nullable: false, help: "AI 17 as written (YYMMDD), when the link has it."),
            FieldSpec("ais", .object([]), nullable: false, help: "Each AI's value, by AI."),
            FieldSpec("elements", .array(of: .object([
                FieldSpec("ai", .text, nullable: false), FieldSpec("title", .text, nullable: false),
                FieldSpec("value", .text, nullable: false),
                FieldSpec("in", .text, nullable: false, help: "Where the link carries it: path or query."),
                FieldSpec("date", .text, nullable: false, help: "A date AI's ISO date (YYYY-MM-DD)."),
            ])), nullable: false, help: "The AIs in link order, with their titles."),
            FieldSpec("otherQuery", .object([]), nullable: false, help: "Query parameters that are not AIs."),
            FieldSpec("elementString", .text, nullable: false, help: "The bracketed element string (a ( in a value written \\()."),
            FieldSpec(
                "canonicalUri", .text, nullable: true,
                help: "The Digital Link of the same AIs on https://id.gs1.org (or --stem), as GS1's Barcode Syntax Engine writes it; "
                    + "null when they have none."),
            FieldSpec(
                "compressedUri", .text, nullable: true,
                help: "With --compress: the compressed Digital Link, as GS1's toolkit writes it; null when the AIs have none."),
            FieldSpec("problems", .array(of: .text), nullable: false, help: "Under --lenient, each fault of a link read in spite of it."),
        ],
        columns: [])

    // The columns of the table and the CSV (`ParseLinkTableWriter`, `ParseLinkCSVWriter`).

    static let tableColumns = [TableColumn("AI", "ai"), TableColumn("TITLE", "title"), TableColumn("VALUE", "value")]

    /// The CSV's columns, a row an element, which a table block also takes under `--fields`: what
    /// `--fields help` lists for csv and table.
    static let csvFields = [
        FieldSpec("uri", .text, nullable: false, help: "The input, as given, on each of its rows."),
        FieldSpec("valid", .boolean, nullable: false, help: "Valid GS1 data: a conformant Digital Link, or AIs that pass every check."),
        FieldSpec("primaryKey", .text, help: "The primary key's AI (01, 00, 414, …)."),
        FieldSpec("ai", .text, help: "The row's AI, in link order (? for a query parameter that is not one)."),
        FieldSpec("title", .text, help: "The AI's title, from GS1's Barcode Syntax Dictionary."),
        FieldSpec("value", .text, help: "The AI's value."),
        FieldSpec("in", .text, help: "Where the link carries it: path or query."),
        FieldSpec("date", .text, help: "A date AI's ISO date (YYYY-MM-DD)."),
        FieldSpec("error", .text, help: "Why the input is not valid (under --lenient, its problems joined by '; ')."),
        FieldSpec("form", .text, help: "The form the input is in: uri, compressed, element-string or scan."),
        FieldSpec("canonicalUri", .text, help: "The Digital Link of the same AIs on https://id.gs1.org (or --stem)."),
    ]

    static let csvColumns = csvFields.map(\.name)
    static let csvHeader = CSVWriter.row(csvColumns)

    /// The header for `--fields`: the chosen columns, by their indexes in `csvColumns`.
    static func csvHeader(columns: [Int]?) -> String {
        columns.map { CSVWriter.row($0.map { csvColumns[$0] }) } ?? csvHeader
    }

    /// The table headers of `csvColumns` under `--fields`.
    static let csvColumnHeaders = [
        "URI", "VALID", "PRIMARY KEY", "AI", "TITLE", "VALUE", "IN", "DATE", "ERROR", "FORM", "CANONICAL URI",
    ]

    /// Line breaks and tabs as spaces and every other control character made visible (`VisibleText`),
    /// so a hostile URI can neither break a table row nor send escape sequences to the terminal.
    static func singleLine(_ text: String) -> String {
        VisibleText.line(text)
    }
}
