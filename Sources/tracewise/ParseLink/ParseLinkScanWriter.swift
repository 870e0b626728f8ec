import DigitalLink
import Shared

/// The compact JSON record of one URI straight from the parser's `DigitalLinkScan` and the line's bytes:
/// `parse-link`'s hot path for json and ndjson, which builds no `ParseLinkRecord`, no String and no array
/// per URI. Each worker has one; it keeps the AIs' fragments in a `ParseLinkAIFragments` table, filled
/// from the record builder's memo the first time an AI is met. A link's members are written by
/// `ScannedLink`, which only `withLink` makes, after fetching the fragments of every element: no writer
/// depends on its caller having fetched them first.
///
/// The bytes are exactly those `ParseLinkJSONWriter` writes for the `ParseLinkRecord` of the same URI —
/// same members, order and escapes, built with its helpers — which the tests check on every link of the
/// GS1 case file and on the benchmark's generated links.
struct ParseLinkScanWriter {
    typealias Cursor = ParseLinkJSONWriter.Cursor
    typealias W = ParseLinkJSONWriter

    private var fragments = ParseLinkAIFragments()

    /// Lends `scan`'s link, once the fragments of every one of its elements are fetched: the only way to
    /// get a `ScannedLink`. Everything it reads is lent by pointer, so writing touches no reference count.
    mutating func withLink<Result>(
        _ scan: DigitalLinkScan, builder: inout ParseLinkRecordBuilder, _ body: (ScannedLink) -> Result
    ) -> Result {
        scan.withContents { elements, otherQuery, values in
            for element in elements { fragments.fetch(element.definition, of: scan, builder: &builder) }
            return fragments.entries.withUnsafeBufferPointer { entries in
                fragments.bytes.withUnsafeBufferPointer { bytes in
                    body(ScannedLink(elements: elements, otherQuery: otherQuery, values: values, entries: entries, fragmentBytes: bytes))
                }
            }
        }
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

    /// A valid link's members, each written as `ParseLinkJSONWriter` writes it for a record (the
    /// members themselves are in ParseLinkScanWriter+Members.swift).
    struct ScannedLink {
        typealias Entry = ParseLinkAIFragments.Entry
        let elements: UnsafeBufferPointer<DigitalLinkScan.Element>
        let otherQuery: UnsafeBufferPointer<DigitalLinkScan.Parameter>
        let values: UnsafeBufferPointer<UInt8>
        /// Indexed by definition; every element's is fetched (`withLink`).
        let entries: UnsafeBufferPointer<Entry>
        let fragmentBytes: UnsafeBufferPointer<UInt8>
        /// No value needs a JSON escape (nearly always): values are then copied, not scanned, each of the
        /// four times a record holds them.
        let valuesArePlain: Bool

        fileprivate init(
            elements: UnsafeBufferPointer<DigitalLinkScan.Element>, otherQuery: UnsafeBufferPointer<DigitalLinkScan.Parameter>,
            values: UnsafeBufferPointer<UInt8>, entries: UnsafeBufferPointer<Entry>, fragmentBytes: UnsafeBufferPointer<UInt8>
        ) {
            self.elements = elements
            self.otherQuery = otherQuery
            self.values = values
            self.entries = entries
            self.fragmentBytes = fragmentBytes
            valuesArePlain = values.baseAddress.map { JSONStringEscaping.isPlain($0, count: values.count) } ?? true
        }

        @inline(__always)
        func entry(_ element: DigitalLinkScan.Element) -> Entry { entries[element.definition] }

        /// The primary key's entry.
        var primaryKey: Entry { entries[elements[0].definition] }

        /// The bytes of a fragment.
        @inline(__always)
        func bytes(_ span: ParseLinkAIFragments.Span) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: fragmentBytes[Int(span.start)..<Int(span.start + span.count)])
        }

        @inline(__always)
        func fragment(_ span: ParseLinkAIFragments.Span, at cursor: inout Cursor) {
            W.fragment(bytes(span), at: &cursor)
        }

        /// The record of the valid link.
        func appendValid(uri: UnsafeBufferPointer<UInt8>, currentYear: Int, into buffer: OutputByteBuffer) {
            append(uri: uri, into: buffer) { link, cursor in
                W.literal("{\"uri\":\"", at: &cursor)
                // Copied, not escaped: the parser accepted it, so it holds only URI characters (RFC 3986),
                // none of which JSON escapes (no quote, backslash, control character or DEL).
                W.fragment(uri, at: &cursor)
                W.byte(UInt8(ascii: "\""), at: &cursor)
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
            for element in elements {
                let entry = entry(element)
                fragmentBytes += Int(entry.aisMemberName.count + entry.elementHead.count + entry.bracketedAI.count + entry.namedMemberName.count)
            }
            // Punctuation and keys, the fragments, and six bytes for each byte of a string (`\u00XX`): the
            // URI, each value four times (its name, ais, elements, elementString), dates and other parameters.
            let maximum = extra + 200 + 64 * elements.count + fragmentBytes + 6 * (uri.count + 4 * values.count)
            buffer.append(atMost: maximum) { start in
                var cursor = start
                write(self, &cursor)
                return cursor
            }
        }

        /// `"01"`.
        func writePrimaryKey(at cursor: inout Cursor) {
            fragment(primaryKey.quotedAI, at: &cursor)
        }

        /// The value of `ais.NAME` (the element of that AI, `name` as UTF-8), or nil.
        func aiValue(named name: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
            elements.last { Self.equal(bytes(entry($0).aiBytes), name) }?.value
        }

        /// The value of `otherQuery.NAME` (the last parameter of that name, as the whole object keeps it).
        func parameterValue(named name: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
            otherQuery.last { Self.equal(UnsafeBufferPointer(rebasing: values[$0.name]), name) }?.value
        }

        /// Byte for byte, without the generic `elementsEqual` (a call per byte): names are a few bytes.
        @inline(__always)
        private static func equal(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
            guard left.count == right.count else { return false }
            for index in 0..<left.count where left[index] != right[index] { return false }
            return true
        }

        /// A value of `values` as a JSON string.
        @inline(__always)
        func writeString(_ range: Range<Int>, at cursor: inout Cursor) {
            W.byte(UInt8(ascii: "\""), at: &cursor)
            writeBody(range, at: &cursor)
            W.byte(UInt8(ascii: "\""), at: &cursor)
        }

        /// A value's bytes, escaped unless no value needs it.
        @inline(__always)
        func writeBody(_ range: Range<Int>, at cursor: inout Cursor) {
            guard let base = values.baseAddress else { return }
            if valuesArePlain {
                W.copy(base + range.lowerBound, count: range.count, at: &cursor)
            } else {
                JSONStringEscaping.write(base + range.lowerBound, count: range.count, at: &cursor)
            }
        }
    }

    @inline(__always)
    static func writeString(_ bytes: UnsafeBufferPointer<UInt8>, at cursor: inout Cursor) {
        W.byte(UInt8(ascii: "\""), at: &cursor)
        if let base = bytes.baseAddress { JSONStringEscaping.write(base, count: bytes.count, at: &cursor) }
        W.byte(UInt8(ascii: "\""), at: &cursor)
    }
}
