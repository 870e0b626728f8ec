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

struct CompressedBitReader {
    /// The bits, 64 to a word, the first bit the most significant of the first word.
    private var words: [UInt64] = []
    private let count: Int
    private(set) var position = 0

    /// The bits of `blob`, or nil when a character is not base64url.
    init?(_ blob: Slice<UnsafeBufferPointer<UInt8>>) {
        count = blob.count * 6
        words.reserveCapacity((count + 63) / 64)
        var word: UInt64 = 0, filled = 0
        for character in blob {
            let value = Self.values[Int(character)]
            guard value != 0xFF else { return nil }
            let room = 64 - filled
            if room >= 6 {
                word |= UInt64(value) << UInt64(room - 6)
                filled += 6
            } else {
                word |= UInt64(value) >> UInt64(6 - room)
                words.append(word)
                word = UInt64(value) << UInt64(58 + room)
                filled = 6 - room
            }
            if filled == 64 {
                words.append(word)
                word = 0
                filled = 0
            }
        }
        if filled > 0 { words.append(word) }
    }

    /// Each byte's value in the alphabet, 0xFF for a byte that is not in it.
    private static let values: [UInt8] = (0..<256).map { byte in
        GS1CompressionTables.base64Alphabet.firstIndex(of: UInt8(byte)).map(UInt8.init) ?? 0xFF
    }

    var remaining: Int { count - position }

    /// The next `count` bits (at most 64) as a number, or nil when fewer are left.
    mutating func read(_ count: Int) -> UInt64? {
        guard count <= remaining else { return nil }
        guard count > 0 else { return 0 }
        let word = position >> 6, offset = position & 63
        var value = words[word] << UInt64(offset)
        if offset + count > 64 { value |= words[word + 1] >> UInt64(64 - offset) }
        position += count
        return value >> UInt64(64 - count)
    }

    /// The next `count` bits, most significant first, as 32-bit words of a big number (least significant
    /// word first), or nil when fewer are left.
    mutating func readWords(_ count: Int) -> [UInt32]? {
        guard count <= remaining else { return nil }
        var result = [UInt32](repeating: 0, count: (count + 31) / 32)
        var left = count
        while left > 0 {
            let chunk = left % 32 == 0 ? 32 : left % 32
            result[(left - 1) / 32] = UInt32(read(chunk)!)
            left -= chunk
        }
        return result
    }
}
