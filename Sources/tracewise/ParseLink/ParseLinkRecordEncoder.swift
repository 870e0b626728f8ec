import DigitalLink
import Shared

/// The bytes of one `parse-link` record in the chosen format, from its view (`ParsedLink`): one writer
/// per format, chosen by one `switch`. Holds no state between records, so several threads can each
/// encode their batch into their own buffer (`ParseLinkWorker`), and the pieces, joined in input order,
/// are exactly what one thread would have written.
/// - `json`, `ndjson`: `ParseLinkJSONWriter`;
/// - `csv`: `ParseLinkCSVWriter`, the header before the first record, then one row per element;
/// - `table`: `ParseLinkTableWriter`, per input its line, then AI, TITLE and VALUE rows (or the error),
///   then a blank line.
/// `--fields` picks the keys of json and ndjson records and the columns of csv and of each table block; a
/// name the format does not have is exit 64 (`checkFields`).
struct ParseLinkRecordEncoder: Sendable {
    enum Writer: Sendable {
        case json(ParseLinkJSONWriter)
        case csv(ParseLinkCSVWriter)
        case table(ParseLinkTableWriter)
    }

    let format: OutputFormat
    let fields: FieldSelection?
    let writer: Writer

    init(format: OutputFormat, isSingle: Bool, isPretty: Bool, fields: FieldSelection?, table: TableRenderer) {
        self.format = format
        self.fields = fields
        // The CSV columns `--fields` chose, as indexes into `ParseLinkRecordShape.csvColumns`.
        let chosen = fields?.paths.compactMap { ParseLinkRecordShape.csvColumns.firstIndex(of: $0) }
        writer = switch format {
        case .json, .ndjson: .json(ParseLinkJSONWriter(format: format, isSingle: isSingle, isPretty: isPretty, fields: fields))
        case .csv: .csv(ParseLinkCSVWriter(chosen: chosen))
        case .table: .table(ParseLinkTableWriter(chosen: chosen, renderer: table))
        }
    }

    /// Exit 64 for a `--fields` name this format does not have, with the closest one. A table takes the
    /// CSV's column names: each link's block shows those columns instead of AI, TITLE and VALUE.
    func checkFields(commandPath: [String]) throws {
        guard let fields else { return }
        switch format {
        case .json, .ndjson:
            // The declared keys; inside `ais`, `elements` and `otherQuery` any name may follow.
            try fields.requireKnown(in: ParseLinkRecordShape.shape, commandPath: commandPath)
        case .csv, .table:
            try fields.requireKnown(ParseLinkRecordShape.csvColumns, commandPath: commandPath)
        }
    }

    /// Appends one link's record: the link, the current year (for dates), whether nothing was written
    /// before it (the array's `[`, the CSV header), and the buffer.
    typealias Append = (ParsedLink, _ currentYear: Int, _ isFirst: Bool, OutputByteBuffer) -> Void

    /// Runs `body` with the format's writer, taken out of the `switch` once for a batch. Taken out per
    /// link, the writer (a class every worker shares) was retained and released for each: two atomic
    /// operations on a cache line the threads contend for. `cells` are the worker's, refilled for csv and
    /// table.
    func withAppender<Result>(cells: ParseLinkCells, _ body: (Append) -> Result) -> Result {
        switch writer {
        case .json(let json):
            body { link, currentYear, isFirst, buffer in json.append(link, currentYear: currentYear, isFirst: isFirst, into: buffer) }
        case .csv(let csv):
            body { link, currentYear, isFirst, buffer in
                cells.fill(link, currentYear: currentYear) { csv.append($0, isFirst: isFirst, into: buffer) }
            }
        case .table(let table):
            body { link, currentYear, _, buffer in
                cells.fill(link, currentYear: currentYear) { table.append($0, cells: cells, into: buffer) }
            }
        }
    }

    /// What ends the output after `count` records: the end of a streamed JSON array, nothing otherwise.
    func closing(afterCount count: Int) -> [UInt8] {
        guard case .json(let json) = writer else { return [] }
        return json.closing(afterCount: count)
    }
}
