import Shared

/// The byte primitives of parse-link's hand-written JSON (`ParseLinkScanWriter`, `ParseLinkFieldPlan`):
/// the hot path of `parse-link` (a million URIs a run is normal), so no `JSONValue` tree, no
/// `JSONEncoder`, no Foundation.
///
/// A writer computes a record's upper bound first (every string byte could become a 6-byte `\u00XX`),
/// makes room once, and then writes through a raw cursor with these. Each AI's fragments (`"01":`,
/// `{"ai":"01","title":"GTIN","value":`, `(01)`) are escaped once per run, values are scanned eight
/// bytes at a time and copied in runs between the bytes that need escaping (`JSONStringEscaping`).
///
/// The bytes are exactly those of Shared's `JSONWriter.compact(record.jsonValue)`: same key order, same
/// escapes (`\n \r \t \b \f`, `\u00XX` for other control characters and DEL, `/` never escaped,
/// non-ASCII as raw UTF-8), which `ParseLinkScanWriterTests` checks on every link of GS1's case file.
enum ParseLinkJSONWriter {
    typealias Cursor = UnsafeMutablePointer<UInt8>

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
            copy(base, count: source.count, at: &cursor)
        }
    }

    /// Bytes escaped in advance, lent by pointer (`ParseLinkAIFragments`).
    @inline(__always)
    static func fragment(_ bytes: UnsafeBufferPointer<UInt8>, at cursor: inout Cursor) {
        guard let base = bytes.baseAddress else { return }
        copy(base, count: bytes.count, at: &cursor)
    }

    /// Copies `count` bytes and moves the cursor past them. A record is a dozen or more short copies
    /// (fragments of 4 to 40 bytes, values, literals): up to 16 bytes are moved with two overlapping
    /// unaligned words each way, reading and writing only those bytes, instead of calling memcpy (a
    /// call and its size dispatch cost more than the copy).
    @inline(__always)
    static func copy(_ source: UnsafePointer<UInt8>, count: Int, at cursor: inout Cursor) {
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(cursor)
        if count >= 8 && count <= 16 {
            let head = from.loadUnaligned(as: UInt64.self), tail = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4 && count < 8 {
            let head = from.loadUnaligned(as: UInt32.self), tail = from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
        } else if count < 4 {
            for offset in 0..<count { cursor[offset] = source[offset] }
        } else {
            cursor.initialize(from: source, count: count)
        }
        cursor += count
    }

    @inline(__always)
    static func byte(_ value: UInt8, at cursor: inout Cursor) {
        cursor.initialize(to: value)
        cursor += 1
    }

    /// ASCII text known to need no escaping (keys and punctuation); `StaticString` keeps it allocation-free.
    @inline(__always)
    static func literal(_ text: StaticString, at cursor: inout Cursor) {
        copy(text.utf8Start, count: text.utf8CodeUnitCount, at: &cursor)
    }
}
