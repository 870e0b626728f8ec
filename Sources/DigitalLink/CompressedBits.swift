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
    private let bits: [UInt8]
    private(set) var position = 0

    /// The bits of `blob`, or nil when a character is not base64url.
    init?(_ blob: Slice<UnsafeBufferPointer<UInt8>>) {
        var bits: [UInt8] = []
        bits.reserveCapacity(blob.count * 6)
        for character in blob {
            guard let value = Self.values[Int(character)] else { return nil }
            for shift in stride(from: 5, through: 0, by: -1) { bits.append((value >> UInt8(shift)) & 1) }
        }
        self.bits = bits
    }

    private static let values: [UInt8?] = (0..<256).map { byte in
        GS1CompressionTables.base64Alphabet.firstIndex(of: UInt8(byte)).map(UInt8.init)
    }

    var remaining: Int { bits.count - position }

    /// The next `count` bits (at most 64) as a number, or nil when fewer are left.
    mutating func read(_ count: Int) -> UInt64? {
        guard count <= remaining else { return nil }
        var value: UInt64 = 0
        for offset in position..<(position + count) { value = value << 1 | UInt64(bits[offset]) }
        position += count
        return value
    }

    /// The next `count` bits, most significant first, as 32-bit words of a big number (least significant
    /// word first), or nil when fewer are left.
    mutating func readWords(_ count: Int) -> [UInt32]? {
        guard count <= remaining else { return nil }
        var words = [UInt32](repeating: 0, count: (count + 31) / 32)
        for bit in 0..<count where bits[position + count - 1 - bit] != 0 {
            words[bit / 32] |= 1 << UInt32(bit % 32)
        }
        position += count
        return words
    }
}
