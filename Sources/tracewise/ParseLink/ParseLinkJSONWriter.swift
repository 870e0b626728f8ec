import Shared

/// parse-link's `-o json` and `-o ndjson`: each record written from the view (`ParsedLink+JSON`), whole
/// or with the members `--fields` picks (`ParseLinkFieldPlan`), compact.
/// - `ndjson`: one compact object per line.
/// - `json`: one record alone when the command was given one URI argument; otherwise an element of the
///   streamed array (`[` before the first, `,` before the others; `closing` ends it). Pretty (2 spaces)
///   on a terminal, compact otherwise.
///
/// Pretty output, and `--fields` the plan does not cover (`elements.0.value`, a key named twice), are the
/// same compact JSON read back into a `JSONValue`, picked by `FieldSelection.apply` and written by Shared's
/// `JSONWriter`: a person's terminal, or a rare selection, where speed does not matter, and no second
/// account of the record to keep in step with the first.
///
/// A class, as the CSV and table writers are: the encoder's `switch` lends it to each link, where a
/// struct holding the selection and the plan was copied out of the enum and destroyed again per link.
final class ParseLinkJSONWriter: Sendable {
    /// An element of a streamed array, not a line of its own.
    let isArrayElement: Bool
    let isPretty: Bool
    let fields: FieldSelection?
    private let plan: ParseLinkFieldPlan?
    /// The record is read back (pretty output, or `--fields` without a plan).
    private let readsBack: Bool

    init(format: OutputFormat, isSingle: Bool, isPretty: Bool, fields: FieldSelection?) {
        isArrayElement = format == .json && !isSingle
        self.isPretty = format == .json && isPretty
        self.fields = fields
        plan = fields.flatMap(ParseLinkFieldPlan.init)
        readsBack = self.isPretty || (fields != nil && plan == nil)
    }

    /// Appends `link`'s record; `isFirst` when nothing was written before it (the array's `[`).
    func append(_ link: ParsedLink, currentYear: Int, isFirst: Bool, into buffer: OutputByteBuffer) {
        guard !readsBack else { return appendReadBack(link, currentYear: currentYear, isFirst: isFirst, into: buffer) }
        // `JSONWriter.beginArrayElement` of a compact array, as one byte: this runs for every link.
        if isArrayElement { buffer.append(byte: isFirst ? UInt8(ascii: "[") : UInt8(ascii: ",")) }
        buffer.write { cursor in
            if let plan {
                plan.write(link, currentYear: currentYear, at: &cursor)
            } else {
                link.writeRecord(currentYear: currentYear, at: &cursor)
            }
        }
        if !isArrayElement { buffer.append(byte: 0x0A) }
    }

    private func appendReadBack(_ link: ParsedLink, currentYear: Int, isFirst: Bool, into buffer: OutputByteBuffer) {
        let compact = OutputByteBuffer(capacity: 1024)
        compact.write { link.writeRecord(currentYear: currentYear, at: &$0) }
        // The writer's own JSON always reads back; were it ever not to, the record is still one value.
        let record = (try? JSONParser.parse(bytes: compact.bytes)) ?? .string(String(decoding: compact.bytes, as: UTF8.self))
        let shown = fields.map { $0.apply(to: record) } ?? record
        let indent = isPretty ? 2 : nil
        var bytes: [UInt8] = []
        if isArrayElement {
            JSONWriter.beginArrayElement(isFirst: isFirst, indent: indent, into: &bytes)
            JSONWriter.write(shown, into: &bytes, indent: indent, depth: 1)
        } else {
            JSONWriter.write(shown, into: &bytes, indent: indent, depth: 0)
            bytes.append(0x0A)
        }
        buffer.append(bytes)
    }

    /// What ends the output after `count` records: the end of a streamed JSON array, nothing otherwise.
    func closing(afterCount count: Int) -> [UInt8] {
        guard isArrayElement else { return [] }
        return JSONWriter.endArray(count: count, indent: isPretty ? 2 : nil)
    }
}
