import Shared
import DigitalLink

/// The end of an `OutputByteBuffer`'s bytes, where parse-link's writers append a record: every write
/// checks its room first and grows the memory when it would pass it, so no writer computes a bound and no
/// bound can be wrong. A record is some forty small writes; each costs one comparison before its copy,
/// where `Array.append` would check uniqueness and capacity and call memcpy.
///
/// Not copyable: a copy would keep the old memory's address after the original grew. It owns its memory,
/// and only `OutputByteBuffer` makes one.
struct OutputCursor: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    /// Makes room for `needed` more bytes; called before every write.
    @inline(__always)
    private mutating func makeRoom(_ needed: Int) {
        if needed > capacity &- count { grow(toHold: count + needed) }
    }

    @inline(never)
    private mutating func grow(toHold needed: Int) {
        var newCapacity = capacity
        while newCapacity < needed { newCapacity *= 2 }
        let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStart.initialize(from: start, count: count)
        start.deallocate()
        start = newStart
        capacity = newCapacity
    }

    /// Copies `length` bytes, once the room is made: a short run in words (`copyShortRun`), reading and
    /// writing only those bytes, since a call to memcpy and its size dispatch cost more than such a copy.
    @inline(__always)
    mutating func copy(_ source: UnsafePointer<UInt8>, count length: Int) {
        makeRoom(length)
        UnsafeMutableRawPointer(start + count).copyShortRun(from: UnsafeRawPointer(source), count: length)
        count += length
    }

    @inline(__always)
    mutating func byte(_ value: UInt8) {
        makeRoom(1)
        start[count] = value
        count += 1
    }

    /// Bytes escaped in advance, or known to need no escape.
    @inline(__always)
    mutating func fragment(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        copy(base, count: bytes.count)
    }

    @inline(__always)
    mutating func fragment(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { fragment($0) }
    }

    /// ASCII text known to need no escaping (keys and punctuation); `StaticString` keeps it allocation-free.
    @inline(__always)
    mutating func literal(_ text: StaticString) {
        copy(text.utf8Start, count: text.utf8CodeUnitCount)
    }

    /// The body of a JSON string: copied when nothing in it needs an escape (nearly always), else escaped
    /// by Shared's `JSONWriter` into an array first, so that this cursor still checks its room.
    mutating func escaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        if JSONStringEscaping.isPlain(base, count: bytes.count) { return copy(base, count: bytes.count) }
        var quoted: [UInt8] = []
        JSONWriter.writeString(String(decoding: bytes, as: UTF8.self), into: &quoted)
        quoted.withUnsafeBufferPointer { fragment(UnsafeBufferPointer(rebasing: $0.dropFirst().dropLast())) }
    }

    /// A JSON string of `text`, with its quotes.
    mutating func string(_ text: String) {
        var text = text
        byte(UInt8(ascii: "\""))
        text.withUTF8 { escaped($0) }
        byte(UInt8(ascii: "\""))
    }

    /// A JSON string of `bytes`, with its quotes.
    @inline(__always)
    mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) {
        byte(UInt8(ascii: "\""))
        escaped(bytes)
        byte(UInt8(ascii: "\""))
    }

    /// `YYYY-MM-DD` (its year is 0...9999): room for the ten bytes made once, then written in place.
    @inline(__always)
    mutating func isoDate(_ date: (year: Int, month: Int, day: Int)) {
        makeRoom(10)
        GS1Date.writeISO(date, at: start + count)
        count += 10
    }

    /// `length` spaces (none when it is not positive), eight at a time.
    @inline(__always)
    mutating func spaces(_ length: Int) {
        guard length > 0 else { return }
        makeRoom(length)
        var offset = 0
        while offset + 8 <= length {
            UnsafeMutableRawPointer(start + count + offset).storeBytes(of: 0x2020_2020_2020_2020 as UInt64, as: UInt64.self)
            offset += 8
        }
        while offset < length {
            start[count + offset] = 0x20
            offset += 1
        }
        count += length
    }

    /// Drops the spaces written since `mark` (an earlier `count`) at the end.
    @inline(__always)
    mutating func dropTrailingSpaces(since mark: Int) {
        while count > mark && start[count - 1] == 0x20 { count -= 1 }
    }

    /// Makes the last byte written `value` (a CSV row's last comma its line end); nothing when none was.
    @inline(__always)
    mutating func replaceLast(with value: UInt8) {
        guard count > 0 else { return }
        start[count - 1] = value
    }

    /// Everything written so far.
    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: start, count: count))
    }

    /// Empties it, keeping its memory.
    mutating func removeAll() {
        count = 0
    }
}
