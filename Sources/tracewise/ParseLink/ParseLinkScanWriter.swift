import DigitalLink
import Shared

/// The compact JSON record of one URI straight from the parser's `DigitalLinkScan` and the line's bytes:
/// `parse-link`'s hot path for json and ndjson, which builds no `ParseLinkRecord`, no String and no array
/// per URI. Each worker has one; it keeps the AIs' fragments in a `ParseLinkAIFragments` table, filled
/// from the record builder's memo the first time an AI is met. A link's members are written by
/// `ScannedLink`, which only `withLink` makes, after fetching the fragments of every element: no writer
/// depends on its caller having fetched them first.
///
/// The bytes are exactly those of `JSONWriter.compact(record.jsonValue)` for the same URI's
/// `ParseLinkRecord` (same members, order and escapes), which the tests check on every link of the GS1
/// case file and on the benchmark's generated links.
struct ParseLinkScanWriter {
    typealias Cursor = OutputCursor

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
        buffer.write { cursor in
            cursor.literal("{\"uri\":")
            cursor.string(uri)
            cursor.literal(",\"valid\":false,\"error\":")
            cursor.string(reason)
            cursor.byte(UInt8(ascii: "}"))
        }
    }

    /// A valid link's members, each written as `ParseLinkRecord.jsonValue` has it (the
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
            cursor.fragment(bytes(span))
        }

        /// The record of the valid link.
        func appendValid(uri: UnsafeBufferPointer<UInt8>, currentYear: Int, into buffer: OutputByteBuffer) {
            append(uri: uri, into: buffer) { link, cursor in
                cursor.literal("{\"uri\":\"")
                // Copied, not escaped: the parser accepted it, so it holds only URI characters (RFC 3986),
                // none of which JSON escapes (no quote, backslash, control character or DEL).
                cursor.fragment(uri)
                cursor.byte(UInt8(ascii: "\""))
                cursor.literal(",\"valid\":true,\"primaryKey\":")
                link.writePrimaryKey(at: &cursor)
                link.writeNames(at: &cursor)
                cursor.literal(",\"ais\":")
                link.writeAIs(at: &cursor)
                cursor.literal(",\"elements\":")
                link.writeElements(currentYear: currentYear, at: &cursor)
                cursor.literal(",\"otherQuery\":")
                link.writeOtherQuery(at: &cursor)
                cursor.literal(",\"elementString\":")
                link.writeElementString(at: &cursor)
                cursor.byte(UInt8(ascii: "}"))
            }
        }

        /// Lets `write` fill the link's record through the buffer's cursor with the members below
        /// (`appendValid`, or `--fields`' plan).
        @inline(__always)
        func append(uri: UnsafeBufferPointer<UInt8>, into buffer: OutputByteBuffer, _ write: (ScannedLink, inout Cursor) -> Void) {
            buffer.write { cursor in write(self, &cursor) }
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
            cursor.byte(UInt8(ascii: "\""))
            writeBody(range, at: &cursor)
            cursor.byte(UInt8(ascii: "\""))
        }

        /// A value's bytes, escaped unless no value needs it.
        @inline(__always)
        func writeBody(_ range: Range<Int>, at cursor: inout Cursor) {
            guard let base = values.baseAddress else { return }
            if valuesArePlain {
                cursor.copy(base + range.lowerBound, count: range.count)
            } else {
                cursor.escaped(UnsafeBufferPointer(rebasing: values[range]))
            }
        }
    }
}
