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

/// Reads the bits of a blob, packed 64 to a word in memory its caller lends (on the stack: `withBits`),
/// so that reading a blob a line allocates nothing.
struct CompressedBitReader {
    /// The bits, 64 to a word, the first bit the most significant of the first word.
    private let words: UnsafeMutableBufferPointer<UInt64>
    private let count: Int
    private(set) var position = 0

    /// Lends `body` a reader of the bits of `blob`, or nil when a character is not base64url.
    static func withBits<Result>(of blob: Slice<UnsafeBufferPointer<UInt8>>, _ body: (inout CompressedBitReader?) throws(DigitalLinkRejection) -> Result) throws(DigitalLinkRejection) -> Result {
        // One word more than the bits need: `read` may look at the word after the last.
        let wordCount = (blob.count * 6 + 63) / 64 + 1
        return try withUnsafeTemporaryAllocation(of: UInt64.self, capacity: wordCount) { (words) throws(DigitalLinkRejection) in
            words.initialize(repeating: 0)
            var reader = CompressedBitReader(blob, words: words)
            return try body(&reader)
        }
    }

    private init?(_ blob: Slice<UnsafeBufferPointer<UInt8>>, words: UnsafeMutableBufferPointer<UInt64>) {
        self.words = words
        count = blob.count * 6
        let values = Self.values
        var bit = 0
        for character in blob {
            let value = values[Int(character)]
            guard value != 0xFF else { return nil }
            // Six bits at `bit`: in one word, or across two.
            let word = bit >> 6, offset = bit & 63
            if offset <= 58 {
                words[word] |= UInt64(value) << UInt64(58 - offset)
            } else {
                words[word] |= UInt64(value) >> UInt64(offset - 58)
                words[word + 1] |= UInt64(value) << UInt64(122 - offset)
            }
            bit += 6
        }
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
