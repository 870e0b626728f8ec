/// The compact JSON of a `ParseLinkRecord`, written by hand into a caller's reusable byte buffer.
///
/// This is the hot path of `parse-link` (a million URIs a run is normal): no `JSONValue` tree, no
/// `JSONEncoder`, no Foundation, and each string copied in runs between the bytes that need escaping.
/// The bytes are exactly those of the Shared `JSONWriter.compact(record.jsonValue)` — same key order,
/// same escapes (`\n \r \t \b \f`, `\u00XX` for other control characters and DEL, `/` never escaped,
/// non-ASCII as raw UTF-8) — which the tests check, so every output path prints the same record alike.
enum ParseLinkJSONWriter {
    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    /// Appends `record` without a trailing newline.
    static func appendRecord(_ record: ParseLinkRecord, into out: inout [UInt8]) {
        appendLiteral("{\"uri\":", into: &out)
        appendString(record.uri, into: &out)
        switch record.outcome {
        case .invalid(let error):
            appendLiteral(",\"valid\":false,\"error\":", into: &out)
            appendString(error, into: &out)
        case .valid(let primaryKey, let elements, let otherQuery):
            appendLiteral(",\"valid\":true,\"primaryKey\":", into: &out)
            appendString(primaryKey, into: &out)
            appendLiteral(",\"ais\":{", into: &out)
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                appendString(element.ai, into: &out)
                out.append(UInt8(ascii: ":"))
                appendString(element.value, into: &out)
            }
            appendLiteral("},\"elements\":[", into: &out)
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                appendLiteral("{\"ai\":", into: &out)
                appendString(element.ai, into: &out)
                appendLiteral(",\"title\":", into: &out)
                appendString(element.title, into: &out)
                appendLiteral(",\"value\":", into: &out)
                appendString(element.value, into: &out)
                appendLiteral(",\"in\":", into: &out)
                appendString(element.place, into: &out)
                if let date = element.date {
                    appendLiteral(",\"date\":", into: &out)
                    appendString(date, into: &out)
                }
                out.append(UInt8(ascii: "}"))
            }
            appendLiteral("],\"otherQuery\":{", into: &out)
            for (index, parameter) in ParseLinkRecord.uniqueOtherQuery(otherQuery).enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                appendString(parameter.name, into: &out)
                out.append(UInt8(ascii: ":"))
                appendString(parameter.value, into: &out)
            }
            appendLiteral("},\"elementString\":\"", into: &out)
            for element in elements {
                out.append(UInt8(ascii: "("))
                appendEscaped(element.ai, into: &out)
                out.append(UInt8(ascii: ")"))
                appendEscaped(element.value, into: &out)
            }
            out.append(UInt8(ascii: "\""))
        }
        out.append(UInt8(ascii: "}"))
    }

    /// `text` as a JSON string, quotes included.
    static func appendString(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        appendEscaped(text, into: &out)
        out.append(UInt8(ascii: "\""))
    }

    /// The escaped body of a JSON string, without quotes. Native strings are scanned in place; runs of
    /// bytes that need no escape are appended in one copy.
    static func appendEscaped(_ text: String, into out: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            for index in 0..<bytes.count {
                let byte = bytes[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F else {
                    continue
                }
                if runStart < index { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
                appendEscape(for: byte, into: &out)
                runStart = index + 1
            }
            if runStart < bytes.count { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...])) }
        }
    }

    private static func appendEscape(for byte: UInt8, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
        case 0x0A: out.append(UInt8(ascii: "n"))
        case 0x0D: out.append(UInt8(ascii: "r"))
        case 0x09: out.append(UInt8(ascii: "t"))
        case 0x08: out.append(UInt8(ascii: "b"))
        case 0x0C: out.append(UInt8(ascii: "f"))
        default:
            out.append(UInt8(ascii: "u"))
            out.append(UInt8(ascii: "0"))
            out.append(UInt8(ascii: "0"))
            out.append(hex[Int(byte >> 4)])
            out.append(hex[Int(byte & 0xF)])
        }
    }

    /// ASCII text known to need no escaping (keys and punctuation); `StaticString` keeps it allocation-free.
    @inline(__always)
    private static func appendLiteral(_ literal: StaticString, into out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }
}
