import DigitalLink
import Shared

/// The bytes of one `parse-link` record in the chosen format. Holds no state between records, so several
/// threads can each encode their batch into their own buffer (`ParseLinkWorker`), and the
/// pieces, joined in input order, are exactly what one thread would have written.
/// - `ndjson`: one compact object per line.
/// - `json`: one record alone when the command was given one URI argument; otherwise an element of the
///   streamed array (`[` before the first, `,` before the others; `closing` ends it). Pretty (2 spaces)
///   on a terminal, compact otherwise.
/// - `table`: per URI, its line, then AI, TITLE and VALUE rows (or the error), then a blank line.
/// - `csv`: the header before the first record, then one row per element.
/// `--fields` picks the keys of json and ndjson records (through `ParseLinkFieldPlan` when it covers the
/// names, else through `JSONValue`) and the columns of csv and of each table block; a name the format
/// does not have is exit 64 (`checkFields`).
struct ParseLinkRecordEncoder: Sendable {
    let format: OutputFormat
    /// `json` of a single result: the object alone, not an array.
    let isSingle: Bool
    let isPretty: Bool
    let fields: FieldSelection?
    let table: TableRenderer
    /// The CSV or table columns `--fields` chose, as indexes into `ParseLinkTextRenderer.csvColumns`.
    private let csvColumns: [Int]?
    /// `--fields` for compact JSON written by the fast writer; nil without `--fields` or when the names
    /// need the general path.
    private let fieldPlan: ParseLinkFieldPlan?
    /// The cells of csv, and of a table without a width or colours (to a pipe), which `appendScanned`
    /// writes from the scan through `ParseLinkCells`; nil for a table on a terminal.
    private let textColumns: [ParseLinkCells.Column]?
    /// The table's headers (ASCII), back to back, and each one's width.
    private let tableHeaders: [UInt8]
    private let tableHeaderWidths: [Int]

    init(format: OutputFormat, isSingle: Bool, isPretty: Bool, fields: FieldSelection?, table: TableRenderer) {
        self.format = format
        self.isSingle = isSingle
        self.isPretty = isPretty
        self.fields = fields
        self.table = table
        csvColumns = format == .csv || format == .table
            ? fields?.paths.compactMap { ParseLinkTextRenderer.csvColumns.firstIndex(of: $0) } : nil
        fieldPlan = fields.flatMap(ParseLinkFieldPlan.init)
        let chosen = csvColumns?.compactMap { ParseLinkCells.Column(rawValue: $0) }
        var headers: [String] = []
        switch format {
        // (No columns at all, which `checkFields` refuses first, would be left to the record path.)
        case .csv where chosen?.isEmpty != true:
            textColumns = chosen ?? ParseLinkTextRenderer.csvColumns.indices.compactMap { ParseLinkCells.Column(rawValue: $0) }
        case .table where table.maxWidth == nil && !table.style.enabled && chosen?.isEmpty != true:
            textColumns = chosen ?? ParseLinkCells.Column.table
            headers = csvColumns?.map { ParseLinkTextRenderer.csvColumnHeaders[$0] } ?? ParseLinkTextRenderer.tableColumns.map(\.header)
        default:
            textColumns = nil
        }
        writesScans = (format == .ndjson || (format == .json && !isPretty)) && (fields == nil || fieldPlan != nil)
            || textColumns != nil
        tableHeaders = Array(headers.joined().utf8)
        tableHeaderWidths = headers.map(\.utf8.count)
    }

    /// Exit 64 for a `--fields` name this format does not have, with the closest one. A table takes the
    /// CSV's column names: each link's block shows those columns instead of AI, TITLE and VALUE.
    func checkFields(commandPath: [String]) throws {
        guard let fields else { return }
        switch format {
        case .json, .ndjson:
            // The declared keys; inside `ais`, `elements` and `otherQuery` any name may follow.
            try fields.requireKnown(in: ParseLinkRecord.shape, commandPath: commandPath)
        case .csv, .table:
            try fields.requireKnown(ParseLinkTextRenderer.csvColumns, commandPath: commandPath)
        }
    }

    /// Whether `appendScanned` writes records straight from the parser's scan: compact JSON of the whole
    /// record or of fields `ParseLinkFieldPlan` covers, csv, and a table without width or colours (to a
    /// pipe); otherwise, and for a link `appendScanned` declines, `append(_:isFirst:into:)` takes a
    /// `ParseLinkRecord`. Stored: it is asked for every URI, and working it out copied the plan.
    let writesScans: Bool

    /// Appends the record of one link from the parser's scan (`writesScans` must be true): `link` for a
    /// valid link (`ParseLinkScanWriter.withLink`), or nil and `rejection` for an invalid one.
    /// False, with nothing written, for a link the text formats leave to the record (`ParseLinkCells`).
    func appendScanned(
        uri: UnsafeBufferPointer<UInt8>, link: ParseLinkScanWriter.ScannedLink?, rejection: String?,
        cells: ParseLinkCells, currentYear: Int, isFirst: Bool, into buffer: OutputByteBuffer
    ) -> Bool {
        if let textColumns {
            guard var reason = rejection else {
                return appendText(uri: uri, rejection: nil, link: link, columns: textColumns, cells: cells, currentYear: currentYear,
                    isFirst: isFirst, into: buffer)
            }
            return reason.withUTF8 { reason in
                appendText(uri: uri, rejection: reason, link: nil, columns: textColumns, cells: cells, currentYear: currentYear,
                    isFirst: isFirst, into: buffer)
            }
        }
        // `JSONWriter.beginArrayElement` of a compact array, as one byte: this runs for every link.
        if format == .json && !isSingle { buffer.append(byte: isFirst ? UInt8(ascii: "[") : UInt8(ascii: ",")) }
        if let fieldPlan {
            fieldPlan.append(uri: uri, link: link, rejection: rejection, currentYear: currentYear, into: buffer)
        } else if let link {
            link.appendValid(uri: uri, currentYear: currentYear, into: buffer)
        } else {
            ParseLinkScanWriter.appendInvalid(uri: uri, reason: rejection ?? "", into: buffer)
        }
        if format == .ndjson || isSingle { buffer.append(byte: 0x0A) }
        return true
    }

    /// csv rows or a table block through `ParseLinkCells`; false when `fill` declines the link.
    private func appendText(
        uri: UnsafeBufferPointer<UInt8>, rejection: UnsafeBufferPointer<UInt8>?, link: ParseLinkScanWriter.ScannedLink?,
        columns: [ParseLinkCells.Column], cells: ParseLinkCells, currentYear: Int, isFirst: Bool, into buffer: OutputByteBuffer
    ) -> Bool {
        guard let sheet = cells.fill(uri: uri, rejection: rejection, link: link, currentYear: currentYear) else { return false }
        columns.withUnsafeBufferPointer { columns in
            if format == .table {
                cells.reserveWidths(columns.count)
                tableHeaders.withUnsafeBufferPointer { headers in
                    tableHeaderWidths.withUnsafeBufferPointer { headerWidths in
                        ParseLinkTextScanWriter.appendTable(
                            sheet, columns: columns, headers: headers, headerWidths: headerWidths, widths: cells.widths, into: buffer)
                    }
                }
            } else {
                if isFirst { buffer.append(ParseLinkTextRenderer.csvHeader(columns: csvColumns)) }
                ParseLinkTextScanWriter.appendCSV(sheet, columns: columns, into: buffer)
            }
        }
        return true
    }

    /// Appends `record`; `isFirst` when nothing was written before it (the array's `[`, the CSV header).
    func append(_ record: ParseLinkRecord, isFirst: Bool, into buffer: OutputByteBuffer) {
        switch format {
        case .ndjson:
            appendJSON(record, pretty: false, depth: 0, into: buffer)
            buffer.append(byte: 0x0A)
        case .json:
            if isSingle {
                appendJSON(record, pretty: isPretty, depth: 0, into: buffer)
                buffer.append(byte: 0x0A)
            } else {
                var start: [UInt8] = []
                JSONWriter.beginArrayElement(isFirst: isFirst, indent: isPretty ? 2 : nil, into: &start)
                buffer.append(start)
                appendJSON(record, pretty: isPretty, depth: 1, into: buffer)
            }
        case .table:
            buffer.append(ParseLinkTextRenderer.tableBlock(record, renderer: table, columns: csvColumns))
        case .csv:
            if isFirst { buffer.append(ParseLinkTextRenderer.csvHeader(columns: csvColumns)) }
            buffer.append(ParseLinkTextRenderer.csvRows(record, columns: csvColumns))
        }
    }

    /// What ends the output after `count` records: the end of a streamed JSON array, nothing otherwise.
    func closing(afterCount count: Int) -> [UInt8] {
        guard format == .json && !isSingle else { return [] }
        return JSONWriter.endArray(count: count, indent: isPretty ? 2 : nil)
    }

    /// Pretty JSON, and `--fields` that `ParseLinkFieldPlan` does not cover: through a `JSONValue`. Compact
    /// JSON of the whole record or of planned fields never gets here (`writesScans`, `appendScanned`).
    private func appendJSON(_ record: ParseLinkRecord, pretty: Bool, depth: Int, into buffer: OutputByteBuffer) {
        let value = fields.map { $0.apply(to: record.jsonValue) } ?? record.jsonValue
        var bytes: [UInt8] = []
        JSONWriter.write(value, into: &bytes, indent: pretty ? 2 : nil, depth: depth)
        buffer.append(bytes)
    }
}
