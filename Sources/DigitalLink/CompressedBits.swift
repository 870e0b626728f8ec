/// The bit stream of a compressed Digital Link: written most significant bit first and packed six bits
/// to a base64url character (the toolkit's alphabet, `GS1CompressionTables.base64Alphabet`), the last
/// character padded with zero bits; read back the same way.
struct CompressedBitWriter {
    private(set) var characters: [UInt8] = []
    private var pending: UInt64 = 0
    private var pendingCount = 0

    /// Writes the low `count` bits of `value` (count at most 57).
    mutating func write(_ value: UInt64, bits count: Int) {
        guard count > 0 else { return }
        pending = pending << UInt64(count) | (value & ((1 << UInt64(count)) - 1))
        pendingCount += count
        while pendingCount >= 6 {
            pendingCount -= 6
            characters.append(GS1CompressionTables.base64Alphabet[Int((pending >> UInt64(pendingCount)) & 63)])
        }
        pending &= (1 << UInt64(pendingCount)) - 1
    }

    /// The characters, the last padded with zeros.
    mutating func finish() -> [UInt8] {
        if pendingCount > 0 { write(0, bits: 6 - pendingCount) }
        return characters
    }
}

/// Reads the bits of a blob as a stream straight from its characters (checked to be base64url when the
/// reader is made): a read takes as many more characters' six bits into a 64-bit word as it needs, then
/// shifts and masks. No memory is lent or allocated for it and no closure holds the caller's state, so
/// reading a blob a line costs no allocation and no reference counting.
struct CompressedBitReader {
    private let characters: UnsafeBufferPointer<UInt8>
    /// The next of `characters` not yet taken into `buffer`.
    private var next = 0
    /// The low `buffered` bits of `buffer` are the next bits to read, most significant first; its higher
    /// bits are spent ones, shifted out as more come in.
    private var buffer: UInt64 = 0
    private var buffered = 0

    /// A reader of the bits of `blob`, or nil when a character is not base64url (every character is
    /// checked before any bit is read, so that fault is the one reported).
    init?(_ blob: UnsafeBufferPointer<UInt8>) {
        let isBase64URL = GS1CompressionTables.base64Values.withUnsafeBufferPointer { values in
            blob.reduce(true) { isBase64URL, character in isBase64URL && values[Int(character)] != 0xFF }
        }
        guard isBase64URL else { return nil }
        characters = blob
    }

    var remaining: Int { buffered + (characters.count - next) * 6 }

    /// The next `count` bits (at most 64) as a number, or nil when fewer are left. Inlined: most reads
    /// are of a few bits known where they are made (an AI's digits, an encoding, a character).
    @inline(__always)
    mutating func read(_ count: Int) -> UInt64? {
        guard count <= remaining else { return nil }
        // The word holds 57 bits and six more: a wider read is two.
        if count > 57 { return readWide(count) }
        if buffered < count { refill(count) }
        buffered -= count
        return buffer >> UInt64(buffered) & ((1 << UInt64(count)) &- 1)
    }

    /// 58 to 64 bits, known to be there, in two reads.
    private mutating func readWide(_ count: Int) -> UInt64 {
        read(count - 32)! << 32 | read(32)!
    }

    /// Takes characters into `buffer` until it holds `count` bits. Only `read` calls it, after checking
    /// that `remaining` holds them: so `next` stays inside `characters`.
    private mutating func refill(_ count: Int) {
        GS1CompressionTables.base64Values.withUnsafeBufferPointer { values in
            while buffered < count {
                buffer = buffer << 6 | UInt64(values[Int(characters[next])])
                next += 1
                buffered += 6
            }
        }
    }

    /// The next `count` bits, most significant first, into `words` as 32-bit words of a big number (least
    /// significant word first; `words` has room for them), or false when fewer are left.
    mutating func readWords(_ count: Int, into words: UnsafeMutableBufferPointer<UInt32>) -> Bool {
        guard count <= remaining else { return false }
        var left = count
        while left > 0 {
            let chunk = left % 32 == 0 ? 32 : left % 32
            words[(left - 1) / 32] = UInt32(read(chunk)!)
            left -= chunk
        }
        return true
    }
}
