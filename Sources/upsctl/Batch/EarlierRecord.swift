import Shared

/// How `--resume` reads a record an earlier run wrote: whether it belongs to its input row, and whether
/// it is one to send again, an error a later run may pass (`ErrorRecord.mayPass(code:)`).
struct EarlierRecord: Sendable {
    /// Output column → the input column it repeats (CSV), for checking a record against its row.
    let compared: [(column: Int, position: Int, name: String)]
    /// The result columns `status` and `error_code` in a CSV record (the last of each name: an input
    /// column may be called `status` too); nil when `--fields` left them out.
    let statusColumn: Int?
    let codeColumn: Int?

    init(csvHeader: [String], inputHeader: [String]) {
        compared = csvHeader.enumerated().compactMap { column, name in
            inputHeader.firstIndex(of: name).map { (column: column, position: $0, name: name) }
        }
        statusColumn = csvHeader.lastIndex(of: "status")
        codeColumn = csvHeader.lastIndex(of: "error_code")
    }

    /// An NDJSON record to send again: its error code says so, or it is an error whose code `--fields`
    /// left out (sending it again can only write the same record or a better one).
    func redoes(ndjson bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        // Most records are no error: no parse for them.
        guard text.contains(#""error":{"#) || text.contains(#""status":"error""#),
              let record = try? JSONParser.parse(text)
        else { return false }
        if let code = record.value(at: "error.code")?.stringValue { return ErrorRecord.mayPass(code: code) }
        return record["status"]?.stringValue == "error"
    }

    func redoes(csv fields: [String]) -> Bool {
        func field(_ column: Int?) -> String? { column.flatMap { $0 < fields.count ? fields[$0] : nil } }
        if let code = field(codeColumn), !code.isEmpty { return ErrorRecord.mayPass(code: code) }
        return codeColumn == nil && field(statusColumn) == "error"
    }

    /// Why a CSV record is not that of the input row at `line` with `inputFields`, or nil when it is.
    func csvMismatch(_ fields: [String], inputFields: [String], line: Int) -> String? {
        for (column, position, name) in compared {
            let expected = position < inputFields.count ? inputFields[position] : ""
            let found = column < fields.count ? fields[column] : ""
            if expected != found { return "line \(line) of the input has \(name) '\(expected)', its record has '\(found)'" }
        }
        return nil
    }

    /// Why an NDJSON record's `line` and `id` are not those of the input row, or nil when they are.
    static func keyMismatch(record: (line: Int, id: String?), row: (line: Int, id: String?)) -> String? {
        guard record.line != row.line || record.id != row.id else { return nil }
        return "the input's row at line \(row.line) (id \(row.id ?? "none")) has the record of line \(record.line) "
            + "(id \(record.id ?? "none"))"
    }

    /// Exit 65: the file does not belong to this input.
    func mismatch(_ name: String, _ detail: String) -> ToolError {
        ToolError(
            .dataError, "--resume: \(name) does not match the input: \(detail)",
            hints: ["Resume with the same input and options, or start afresh without --resume."])
    }
}
