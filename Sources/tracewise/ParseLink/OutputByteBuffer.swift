/// A growable block of output bytes for the hot path of `parse-link`: a writer appends a record through
/// the buffer's `OutputCursor`, which checks the room before every write and grows the memory when a
/// write would pass it. No writer says beforehand how much it will write, so no such figure can be wrong.
///
/// A class, so that the worker, the encoder and the output can lend it; the cursor inside is not
/// copyable, so its memory has one owner and no stale address survives a growth.
final class OutputByteBuffer {
    /// Not checked for exclusive access at run time (a check per record, twice, with its inlining lost:
    /// 3.7 % more instructions per URI under callgrind, 30,000 varied links): a buffer belongs to one
    /// worker's batch or to the output, on one thread at a time, and a writer given the cursor by `write`
    /// writes through it alone, never through the buffer.
    @exclusivity(unchecked) private var cursor: OutputCursor

    init(capacity: Int = 64 * 1024) {
        cursor = OutputCursor(capacity: capacity)
    }

    var count: Int { cursor.count }
    var isEmpty: Bool { cursor.count == 0 }

    /// Lets `write` append through the cursor.
    @inline(__always)
    func write<Result>(_ write: (inout OutputCursor) -> Result) -> Result {
        write(&cursor)
    }

    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        cursor.fragment(bytes)
    }

    func append(_ bytes: [UInt8]) {
        cursor.fragment(bytes)
    }

    func append(_ text: String) {
        var text = text
        text.withUTF8 { cursor.fragment($0) }
    }

    @inline(__always)
    func append(byte: UInt8) {
        cursor.byte(byte)
    }

    /// Everything written so far, for delivery.
    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try cursor.withBytes(body)
    }

    /// Empties the buffer, keeping its memory.
    func removeAll() {
        cursor.removeAll()
    }

    /// The bytes as an array (tests and small outputs).
    var bytes: [UInt8] { cursor.withBytes { Array($0) } }
}
