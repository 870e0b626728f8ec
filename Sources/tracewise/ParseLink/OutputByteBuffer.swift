/// A growable block of output bytes that a writer fills through a raw cursor, for the hot path of
/// `parse-link`.
///
/// Why not `[UInt8]`: a record is some forty small appends (keys, punctuation, escaped strings), and each
/// `Array.append(contentsOf:)` checks uniqueness and capacity before it copies; at a million records a
/// second those checks cost as much as the copying. Here the writer asks once per record for room for
/// the most that record can take (`append(atMost:_:)`), then writes without checks.
final class OutputByteBuffer {
    private(set) var start: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private(set) var capacity: Int

    init(capacity: Int = 64 * 1024) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    /// Makes room for `maximum` more bytes, then lets `write` fill them from a cursor at the end; `write`
    /// returns where it stopped, which must be at most `maximum` bytes on.
    @inline(__always)
    func append(atMost maximum: Int, _ write: (UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8>) {
        if count + maximum > capacity { grow(toHold: count + maximum) }
        let end = write(start + count)
        let written = start.distance(to: end)
        precondition(written >= count && written <= count + maximum, "a writer overran the room it asked for")
        count = written
    }

    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        append(atMost: bytes.count) { cursor in
            cursor.initialize(from: source, count: bytes.count)
            return cursor + bytes.count
        }
    }

    func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    @inline(__always)
    func append(byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        (start + count).initialize(to: byte)
        count += 1
    }

    /// Everything written so far, for delivery.
    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: start, count: count))
    }

    /// Empties the buffer, keeping its memory.
    func removeAll() {
        count = 0
    }

    /// The bytes as an array (tests and small outputs).
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: start, count: count)) }

    private func grow(toHold needed: Int) {
        var newCapacity = capacity
        while newCapacity < needed { newCapacity *= 2 }
        let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStart.initialize(from: start, count: count)
        start.deallocate()
        start = newStart
        capacity = newCapacity
    }
}
