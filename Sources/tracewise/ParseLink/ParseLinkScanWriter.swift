import DigitalLink
import Shared

/// The compact JSON record of one URI straight from the parser's `DigitalLinkScan` and the line's bytes:
/// `parse-link`'s hot path for json and ndjson, which builds no `ParseLinkRecord`, no String and no array
/// per URI. Each worker has one (it keeps the AIs' fragments in an array indexed by the parser's
/// definition index, filled from the record builder's memo the first time an AI is met). A link's
/// members are written by `ScannedLink`, which only `withLink` makes, after fetching the infos of every
/// element: no writer depends on its caller having fetched them first.
///
/// The bytes are exactly those `ParseLinkJSONWriter` writes for the `ParseLinkRecord` of the same URI —
/// same members, order and escapes, built with its helpers — which the tests check on every link of the
/// GS1 case file and on the benchmark's generated links.
struct ParseLinkScanWriter {
    typealias Cursor = ParseLinkJSONWriter.Cursor
    typealias W = ParseLinkJSONWriter

    /// Per definition index, the AI's title and fragments once met, `unmet` before.
    private var infos: [ParseLinkRecordBuilder.AIInfo] = []
    /// What `infos` holds for an AI not met yet (compared by identity, never written out); an instance's,
    /// not a static, so the loop does not check a global's lazy initialisation.
    private let unmet = ParseLinkRecordBuilder.AIInfo(ai: "", title: "", isDate: false)

    /// Lends `scan`'s link, once every one of its elements' infos is fetched (from `builder`'s memo the
    /// first time an AI is met): the only way to get a `ScannedLink`, so its writers can read infos
    /// without asking whether they are there.
    mutating func withLink<Result>(
        _ scan: DigitalLinkScan, builder: inout ParseLinkRecordBuilder, _ body: (ScannedLink) -> Result
    ) -> Result {
        if infos.count < scan.definitionCount {
            infos += repeatElement(unmet, count: scan.definitionCount - infos.count)
        }
        for element in scan.elements where infos[element.definition] === unmet {
            infos[element.definition] = builder.info(for: scan.ai(element.definition))
        }
        return scan.bytes.withUnsafeBufferPointer { body(ScannedLink(scan: scan, values: $0, infos: infos)) }
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

    /// A valid link's members, each written as `ParseLinkJSONWriter` writes it for a record.
    struct ScannedLink {
        let scan: DigitalLinkScan
        let values: UnsafeBufferPointer<UInt8>
        /// Indexed by definition; every element's is fetched (`withLink`).
        fileprivate let infos: [ParseLinkRecordBuilder.AIInfo]

        fileprivate init(scan: DigitalLinkScan, values: UnsafeBufferPointer<UInt8>, infos: [ParseLinkRecordBuilder.AIInfo]) {
            self.scan = scan
            self.values = values
            self.infos = infos
        }

        func info(_ element: DigitalLinkScan.Element) -> ParseLinkRecordBuilder.AIInfo {
            infos[element.definition]
        }

        /// The primary key's info.
        var primaryKeyInfo: ParseLinkRecordBuilder.AIInfo { infos[scan.primaryKey] }

        /// The record of the valid link.
        func appendValid(uri: UnsafeBufferPointer<UInt8>, currentYear: Int, into buffer: OutputByteBuffer) {
            append(uri: uri, into: buffer) { link, cursor in
                W.literal("{\"uri\":", at: &cursor)
                ParseLinkScanWriter.writeString(uri, at: &cursor)
                W.literal(",\"valid\":true,\"primaryKey\":", at: &cursor)
                link.writePrimaryKey(at: &cursor)
                link.writeNames(at: &cursor)
                W.literal(",\"ais\":", at: &cursor)
                link.writeAIs(at: &cursor)
                W.literal(",\"elements\":", at: &cursor)
                link.writeElements(currentYear: currentYear, at: &cursor)
                W.literal(",\"otherQuery\":", at: &cursor)
                link.writeOtherQuery(at: &cursor)
                W.literal(",\"elementString\":", at: &cursor)
                link.writeElementString(at: &cursor)
                W.byte(UInt8(ascii: "}"), at: &cursor)
            }
        }

        /// Makes room for the most the link's record can take (plus `extra`), then lets `write` fill it
        /// through one cursor with the members below (`appendValid`, or `--fields`' plan).
        func append(
            uri: UnsafeBufferPointer<UInt8>, extra: Int = 0, into buffer: OutputByteBuffer, _ write: (ScannedLink, inout Cursor) -> Void
        ) {
            var fragmentBytes = 0
            for element in scan.elements {
                let info = info(element)
                fragmentBytes += info.aisMemberName.count + info.elementHead.count + info.bracketedAI.count
            }
            // Punctuation and keys, the fragments, and six bytes for each byte of a string (`\u00XX`): the
            // URI, each value four times (its name, ais, elements, elementString), dates and other parameters.
            let maximum = extra + 200 + 64 * scan.elements.count + fragmentBytes + 6 * (uri.count + 4 * scan.bytes.count)
            buffer.append(atMost: maximum) { start in
                var cursor = start
                write(self, &cursor)
                return cursor
            }
        }

        /// `"01"`.
        func writePrimaryKey(at cursor: inout Cursor) {
            W.fragment(primaryKeyInfo.quotedAI, at: &cursor)
        }

        /// `,"gtin":"…","serial":"…"`: the SDK's names the link has values for, in
        /// `ParseLinkRecord.namedIdentifiers` order (a valid link has each AI once).
        func writeNames(at cursor: inout Cursor) {
            var slots = (-1, -1, -1, -1)
            for (index, element) in scan.elements.enumerated() {
                switch info(element).nameSlot {
                case 0: slots.0 = index
                case 1: slots.1 = index
                case 2: slots.2 = index
                case 3: slots.3 = index
                default: continue
                }
            }
            // Four calls, not a loop over an array of the slots: that array would be allocated per link.
            if slots.0 >= 0 { writeName(of: scan.elements[slots.0], at: &cursor) }
            if slots.1 >= 0 { writeName(of: scan.elements[slots.1], at: &cursor) }
            if slots.2 >= 0 { writeName(of: scan.elements[slots.2], at: &cursor) }
            if slots.3 >= 0 { writeName(of: scan.elements[slots.3], at: &cursor) }
        }

        @inline(__always)
        private func writeName(of element: DigitalLinkScan.Element, at cursor: inout Cursor) {
            W.byte(UInt8(ascii: ","), at: &cursor)
            W.fragment(info(element).namedMemberName, at: &cursor)
            writeString(element.value, at: &cursor)
        }

        /// The value of the named identifier at `slot` of `ParseLinkRecord.namedIdentifiers`, or nil.
        func namedValue(_ slot: Int) -> Range<Int>? {
            scan.elements.first { info($0).nameSlot == slot }?.value
        }

        /// `{"01":"…","10":"…"}`.
        func writeAIs(at cursor: inout Cursor) {
            W.byte(UInt8(ascii: "{"), at: &cursor)
            for (index, element) in scan.elements.enumerated() {
                if index > 0 { W.byte(UInt8(ascii: ","), at: &cursor) }
                W.fragment(info(element).aisMemberName, at: &cursor)
                writeString(element.value, at: &cursor)
            }
            W.byte(UInt8(ascii: "}"), at: &cursor)
        }

        /// `[{"ai":…,"title":…,"value":…,"in":…,"date"?:…},…]`.
        func writeElements(currentYear: Int, at cursor: inout Cursor) {
            W.byte(UInt8(ascii: "["), at: &cursor)
            for (index, element) in scan.elements.enumerated() {
                let info = info(element)
                if index > 0 { W.byte(UInt8(ascii: ","), at: &cursor) }
                W.fragment(info.elementHead, at: &cursor)
                writeString(element.value, at: &cursor)
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
            W.byte(UInt8(ascii: "]"), at: &cursor)
        }

        /// `{"name":"value",…}`: each name once, where it first appears, with its last value
        /// (`ParseLinkRecord.uniqueOtherQuery`).
        func writeOtherQuery(at cursor: inout Cursor) {
            W.byte(UInt8(ascii: "{"), at: &cursor)
            let parameters = scan.otherQuery
            var isFirst = true
            for (index, parameter) in parameters.enumerated() {
                let name = values[parameter.name]
                if parameters[..<index].contains(where: { values[$0.name].elementsEqual(name) }) { continue }
                let last = parameters[index...].last { values[$0.name].elementsEqual(name) } ?? parameter
                if !isFirst { W.byte(UInt8(ascii: ","), at: &cursor) }
                isFirst = false
                writeString(parameter.name, at: &cursor)
                W.byte(UInt8(ascii: ":"), at: &cursor)
                writeString(last.value, at: &cursor)
            }
            W.byte(UInt8(ascii: "}"), at: &cursor)
        }

        /// `"(01)…(10)…"`.
        func writeElementString(at cursor: inout Cursor) {
            W.byte(UInt8(ascii: "\""), at: &cursor)
            for element in scan.elements {
                W.fragment(info(element).bracketedAI, at: &cursor)
                JSONStringEscaping.write(values.baseAddress! + element.value.lowerBound, count: element.value.count, at: &cursor)
            }
            W.byte(UInt8(ascii: "\""), at: &cursor)
        }

        /// The value of `ais.NAME` (the element of that AI), or nil.
        func aiValue(_ name: String) -> Range<Int>? {
            scan.elements.last { scan.ai($0.definition) == name }?.value
        }

        /// The value of `otherQuery.NAME` (the last parameter of that name, as the whole object keeps it).
        func parameterValue(_ name: String) -> Range<Int>? {
            scan.otherQuery.last { values[$0.name].elementsEqual(name.utf8) }?.value
        }

        @inline(__always)
        func writeString(_ range: Range<Int>, at cursor: inout Cursor) {
            ParseLinkScanWriter.writeString(UnsafeBufferPointer(rebasing: values[range]), at: &cursor)
        }
    }

    @inline(__always)
    static func writeString(_ bytes: UnsafeBufferPointer<UInt8>, at cursor: inout Cursor) {
        W.byte(UInt8(ascii: "\""), at: &cursor)
        if let base = bytes.baseAddress { JSONStringEscaping.write(base, count: bytes.count, at: &cursor) }
        W.byte(UInt8(ascii: "\""), at: &cursor)
    }
}
