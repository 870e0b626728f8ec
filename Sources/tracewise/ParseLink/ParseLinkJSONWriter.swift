import DigitalLink
import Shared

/// The compact JSON of a `ParseLinkRecord`, written by hand: the hot path of `parse-link` (a million URIs
/// a run is normal), so no `JSONValue` tree, no `JSONEncoder`, no Foundation.
///
/// The record's upper bound is computed first (every string byte could become a 6-byte `\u00XX`), room is
/// made once, and then bytes go through a raw cursor. Each AI's fragments (`"01":`, `{"ai":"01","title":
/// "GTIN","value":`, `(01)`) were escaped once per run (`ParseLinkRecordBuilder.AIInfo`); values are
/// scanned eight bytes at a time and copied in runs between the bytes that need escaping.
///
/// The bytes are exactly those of the Shared `JSONWriter.compact(record.jsonValue)` — same key order, same
/// escapes (`\n \r \t \b \f`, `\u00XX` for other control characters and DEL, `/` never escaped, non-ASCII
/// as raw UTF-8) — which the tests check.
enum ParseLinkJSONWriter {
    typealias Cursor = UnsafeMutablePointer<UInt8>

    /// Appends `record` without a trailing newline.
    static func appendRecord(_ record: ParseLinkRecord, into buffer: OutputByteBuffer) {
        buffer.append(atMost: maximumSize(of: record)) { start in
            var cursor = start
            write(record, at: &cursor)
            return cursor
        }
    }

    /// The same into an array (tests, and callers without a buffer of their own).
    static func appendRecord(_ record: ParseLinkRecord, into out: inout [UInt8]) {
        let buffer = OutputByteBuffer(capacity: maximumSize(of: record))
        appendRecord(record, into: buffer)
        out += buffer.bytes
    }

    /// The most bytes `record` can take: punctuation and keys, plus six per string byte.
    static func maximumSize(of record: ParseLinkRecord) -> Int {
        var stringBytes = record.uri.utf8.count
        var elementCount = 0, parameterCount = 0, fragmentBytes = 0
        switch record.outcome {
        case .invalid(let error):
            stringBytes += error.utf8.count
        case .valid(let primaryKey, let elements, let otherQuery):
            stringBytes += primaryKey.utf8.count
            elementCount = elements.count
            parameterCount = otherQuery.count
            for element in elements {
                let info = element.info
                fragmentBytes += info.aisMemberName.count + info.elementHead.count + info.bracketedAI.count
                stringBytes += 3 * element.value.utf8.count + (element.date?.utf8.count ?? 0)
            }
            for parameter in otherQuery { stringBytes += parameter.name.utf8.count + parameter.value.utf8.count }
        }
        return 160 + 48 * elementCount + 8 * parameterCount + fragmentBytes + 6 * stringBytes
    }

    private static func write(_ record: ParseLinkRecord, at cursor: inout Cursor) {
        literal("{\"uri\":", at: &cursor)
        writeString(record.uri, at: &cursor)
        switch record.outcome {
        case .invalid(let error):
            literal(",\"valid\":false,\"error\":", at: &cursor)
            writeString(error, at: &cursor)
        case .valid(let primaryKey, let elements, let otherQuery):
            literal(",\"valid\":true,\"primaryKey\":", at: &cursor)
            writeString(primaryKey, at: &cursor)
            literal(",\"ais\":", at: &cursor)
            writeAIs(elements, at: &cursor)
            literal(",\"elements\":", at: &cursor)
            writeElements(elements, at: &cursor)
            literal(",\"otherQuery\":", at: &cursor)
            writeOtherQuery(otherQuery, at: &cursor)
            literal(",\"elementString\":", at: &cursor)
            writeElementString(elements, at: &cursor)
        }
        byte(UInt8(ascii: "}"), at: &cursor)
    }

    /// `{"01":"…","10":"…"}`.
    static func writeAIs(_ elements: [ParseLinkRecord.Element], at cursor: inout Cursor) {
        byte(UInt8(ascii: "{"), at: &cursor)
        for index in elements.indices {
            if index > 0 { byte(UInt8(ascii: ","), at: &cursor) }
            fragment(elements[index].info.aisMemberName, at: &cursor)
            writeString(elements[index].value, at: &cursor)
        }
        byte(UInt8(ascii: "}"), at: &cursor)
    }

    /// `[{"ai":…,"title":…,"value":…,"in":…,"date"?:…},…]`.
    static func writeElements(_ elements: [ParseLinkRecord.Element], at cursor: inout Cursor) {
        byte(UInt8(ascii: "["), at: &cursor)
        for index in elements.indices {
            if index > 0 { byte(UInt8(ascii: ","), at: &cursor) }
            fragment(elements[index].info.elementHead, at: &cursor)
            writeString(elements[index].value, at: &cursor)
            switch elements[index].place {
            case .path: literal(",\"in\":\"path\"", at: &cursor)
            case .query: literal(",\"in\":\"query\"", at: &cursor)
            }
            if let date = elements[index].date {
                literal(",\"date\":", at: &cursor)
                writeString(date, at: &cursor)
            }
            byte(UInt8(ascii: "}"), at: &cursor)
        }
        byte(UInt8(ascii: "]"), at: &cursor)
    }

    /// `{"name":"value",…}`, each name once (`ParseLinkRecord.uniqueOtherQuery`).
    static func writeOtherQuery(_ otherQuery: [DigitalLinkQueryParameter], at cursor: inout Cursor) {
        byte(UInt8(ascii: "{"), at: &cursor)
        let parameters = ParseLinkRecord.uniqueOtherQuery(otherQuery)
        for index in parameters.indices {
            if index > 0 { byte(UInt8(ascii: ","), at: &cursor) }
            writeString(parameters[index].name, at: &cursor)
            byte(UInt8(ascii: ":"), at: &cursor)
            writeString(parameters[index].value, at: &cursor)
        }
        byte(UInt8(ascii: "}"), at: &cursor)
    }

    /// `"(01)…(10)…"`.
    static func writeElementString(_ elements: [ParseLinkRecord.Element], at cursor: inout Cursor) {
        byte(UInt8(ascii: "\""), at: &cursor)
        for index in elements.indices {
            fragment(elements[index].info.bracketedAI, at: &cursor)
            JSONStringEscaping.write(elements[index].value, at: &cursor)
        }
        byte(UInt8(ascii: "\""), at: &cursor)
    }

    @inline(__always)
    static func writeString(_ text: String, at cursor: inout Cursor) {
        byte(UInt8(ascii: "\""), at: &cursor)
        JSONStringEscaping.write(text, at: &cursor)
        byte(UInt8(ascii: "\""), at: &cursor)
    }

    /// Bytes escaped in advance (`ParseLinkRecordBuilder.AIInfo`'s fragments).
    @inline(__always)
    static func fragment(_ bytes: [UInt8], at cursor: inout Cursor) {
        bytes.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress else { return }
            cursor.initialize(from: base, count: source.count)
            cursor += source.count
        }
    }

    @inline(__always)
    static func byte(_ value: UInt8, at cursor: inout Cursor) {
        cursor.initialize(to: value)
        cursor += 1
    }

    /// ASCII text known to need no escaping (keys and punctuation); `StaticString` keeps it allocation-free.
    @inline(__always)
    static func literal(_ text: StaticString, at cursor: inout Cursor) {
        cursor.initialize(from: text.utf8Start, count: text.utf8CodeUnitCount)
        cursor += text.utf8CodeUnitCount
    }
}
