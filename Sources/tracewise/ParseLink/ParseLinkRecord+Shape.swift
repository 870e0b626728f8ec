import Shared

extension ParseLinkRecord {
    /// What one record is, in JSON and NDJSON: a valid link's, or an invalid input's (`valid: false` with
    /// `error`, and under `--lenient` what could be read and its `problems`), in one open shape. The keys of
    /// `ais` and `otherQuery` are the link's own, so they are declared without members; `--fields` accepts
    /// any name inside them and inside `elements`.
    static let shape = RecordShape(
        kind: "parsed link", identity: ["uri"],
        fields: [
            FieldSpec("uri", .text, nullable: false, help: "The input, as given."),
            FieldSpec("valid", .boolean, nullable: false, help: "A conformant Digital Link."),
            FieldSpec("error", .text, nullable: false, help: "Why the input is not a valid Digital Link."),
            FieldSpec("primaryKey", .text, nullable: false, help: "The primary key's AI (01, 00, 414, …)."),
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
            FieldSpec("elementString", .text, nullable: false, help: "The bracketed element string."),
            FieldSpec("problems", .array(of: .text), nullable: false, help: "Under --lenient, each fault of a link read in spite of it."),
        ],
        columns: [])
}
