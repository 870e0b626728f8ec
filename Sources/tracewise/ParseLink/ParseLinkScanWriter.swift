import DigitalLink
import Shared

/// The compact JSON record of one URI straight from the parser's `DigitalLinkScan` and the line's bytes:
/// `parse-link`'s hot path for json and ndjson, which builds no `ParseLinkRecord`, no String and no array
/// per URI. Each worker has one (it keeps the AIs' fragments in an array indexed by the parser's
/// definition index, filled from the record builder's memo the first time an AI is met).
///
/// The bytes are exactly those `ParseLinkJSONWriter` writes for the `ParseLinkRecord` of the same URI —
/// same members, order and escapes, built with its helpers — which the tests check on every link of the
/// GS1 case file and on the benchmark's generated links.
struct ParseLinkScanWriter {
    typealias Cursor = ParseLinkJSONWriter.Cursor
    typealias W = ParseLinkJSONWriter

    /// Per definition index, the AI's title and fragments once met.
    private var infos: [ParseLinkRecordBuilder.AIInfo?] = []

    /// The info of the definition at `index`, from `builder`'s memo the first time.
    mutating func info(_ index: Int, in scan: DigitalLinkScan, builder: inout ParseLinkRecordBuilder) -> ParseLinkRecordBuilder.AIInfo {
        if index < infos.count, let info = infos[index] { return info }
        if infos.count < scan.definitionCount { infos += repeatElement(nil, count: scan.definitionCount - infos.count) }
        let info = builder.info(for: scan.ai(index))
        infos[index] = info
        return info
    }

    /// `{"uri":…,"valid":false,"error":…}`.
    static func appendInvalid(uri: UnsafeBufferPointer<UInt8>, reason: String, into buffer: OutputByteBuffer) {
        buffer.append(atMost: 64 + 6 * (uri.count + reason.utf8.count)) { start in
            var cursor = start
            W.literal("{\"uri\":", at: &cursor)
            writeString(uri, at: &cursor)
            W.literal(",\"valid\":false,\"error\":", at: &cursor)
            W.writeString(reason, at: &cursor)
            W.byte(UInt8(ascii: "}"), at: &cursor)
            return cursor
        }
    }

    /// The record of a valid link. Every element's info must have been fetched with `info(_:in:builder:)`
    /// first (`appendValid` only reads them, so that it can write through one raw cursor). That is why
    /// `unsafelyUnwrapped` is sound here: the worker fetches them just before, for exactly these elements
    /// (a debug build still checks).
    func appendValid(
        uri: UnsafeBufferPointer<UInt8>, scan: DigitalLinkScan, currentYear: Int, into buffer: OutputByteBuffer
    ) {
        var fragmentBytes = 0
        for element in scan.elements {
            let info = infos[element.definition].unsafelyUnwrapped
            fragmentBytes += info.aisMemberName.count + info.elementHead.count + info.bracketedAI.count
        }
        // Punctuation and keys, the fragments, and six bytes for each byte of a string (`\u00XX`): the
        // URI, each value three times (ais, elements, elementString), dates and other parameters.
        let maximum = 200 + 64 * scan.elements.count + fragmentBytes + 6 * (uri.count + 3 * scan.bytes.count)
        scan.bytes.withUnsafeBufferPointer { values in
            buffer.append(atMost: maximum) { start in
                var cursor = start
                write(uri: uri, scan: scan, values: values, currentYear: currentYear, at: &cursor)
                return cursor
            }
        }
    }

    private func write(
        uri: UnsafeBufferPointer<UInt8>, scan: DigitalLinkScan, values: UnsafeBufferPointer<UInt8>, currentYear: Int,
        at cursor: inout Cursor
    ) {
        let elements = scan.elements
        W.literal("{\"uri\":", at: &cursor)
        Self.writeString(uri, at: &cursor)
        W.literal(",\"valid\":true,\"primaryKey\":", at: &cursor)
        W.fragment(infos[scan.primaryKey].unsafelyUnwrapped.quotedAI, at: &cursor)
        W.literal(",\"ais\":{", at: &cursor)
        for index in elements.indices {
            if index > 0 { W.byte(UInt8(ascii: ","), at: &cursor) }
            W.fragment(infos[elements[index].definition].unsafelyUnwrapped.aisMemberName, at: &cursor)
            Self.writeString(values, elements[index].value, at: &cursor)
        }
        W.literal("},\"elements\":[", at: &cursor)
        for index in elements.indices {
            let element = elements[index], info = infos[element.definition].unsafelyUnwrapped
            if index > 0 { W.byte(UInt8(ascii: ","), at: &cursor) }
            W.fragment(info.elementHead, at: &cursor)
            Self.writeString(values, element.value, at: &cursor)
            switch element.place {
            case .path: W.literal(",\"in\":\"path\"", at: &cursor)
            case .query: W.literal(",\"in\":\"query\"", at: &cursor)
            }
            if info.isDate,
               let date = GS1Date.date(UnsafeBufferPointer(rebasing: values[element.value]), currentYear: currentYear) {
                W.literal(",\"date\":\"", at: &cursor)
                GS1Date.writeISO(date, at: cursor)
                cursor += 10
                W.byte(UInt8(ascii: "\""), at: &cursor)
            }
            W.byte(UInt8(ascii: "}"), at: &cursor)
        }
        W.literal("],\"otherQuery\":{", at: &cursor)
        writeOtherQuery(scan.otherQuery, values: values, at: &cursor)
        W.literal("},\"elementString\":\"", at: &cursor)
        for element in elements {
            W.fragment(infos[element.definition].unsafelyUnwrapped.bracketedAI, at: &cursor)
            JSONStringEscaping.write(values.baseAddress! + element.value.lowerBound, count: element.value.count, at: &cursor)
        }
        W.literal("\"}", at: &cursor)
    }

    /// Each name once, where it first appears, with its last value (`ParseLinkRecord.uniqueOtherQuery`).
    private func writeOtherQuery(
        _ parameters: [DigitalLinkScan.Parameter], values: UnsafeBufferPointer<UInt8>, at cursor: inout Cursor
    ) {
        var isFirst = true
        for (index, parameter) in parameters.enumerated() {
            let name = values[parameter.name]
            if parameters[..<index].contains(where: { values[$0.name].elementsEqual(name) }) { continue }
            let last = parameters[index...].last { values[$0.name].elementsEqual(name) } ?? parameter
            if !isFirst { W.byte(UInt8(ascii: ","), at: &cursor) }
            isFirst = false
            Self.writeString(values, parameter.name, at: &cursor)
            W.byte(UInt8(ascii: ":"), at: &cursor)
            Self.writeString(values, last.value, at: &cursor)
        }
    }

    @inline(__always)
    private static func writeString(_ values: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, at cursor: inout Cursor) {
        writeString(UnsafeBufferPointer(rebasing: values[range]), at: &cursor)
    }

    @inline(__always)
    static func writeString(_ bytes: UnsafeBufferPointer<UInt8>, at cursor: inout Cursor) {
        W.byte(UInt8(ascii: "\""), at: &cursor)
        if let base = bytes.baseAddress { JSONStringEscaping.write(base, count: bytes.count, at: &cursor) }
        W.byte(UInt8(ascii: "\""), at: &cursor)
    }
}
