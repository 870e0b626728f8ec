import Glibc

/// The byte tests of `ParseLinkCells`, run on every URI and on every link's values.
extension ParseLinkCells {
    /// Neither a CSV quote nor a table's replacement can touch `text`, and it is ASCII: no control
    /// character, space, quote, comma, DEL or byte of 0x80 and above. One pass, eight bytes at a time,
    /// decides for nearly every link what `needsQuotes`, a table's control characters and `isASCII`
    /// would each have scanned for; only text that fails it is looked at again, cell by cell.
    static func isPlain(_ text: Text) -> Bool {
        guard let base = text.baseAddress else { return true }
        let raw = UnsafeRawPointer(base), count = text.count
        if count < 8 {
            for index in 0..<count where !isPlain(byte: base[index]) { return false }
            return true
        }
        var offset = 0
        while true {
            // The last word overlaps the one before it rather than leave a tail of single bytes.
            if !isPlain(word: raw.loadUnaligned(fromByteOffset: min(offset, count - 8), as: UInt64.self)) { return false }
            offset += 8
            if offset >= count { return true }
        }
    }

    /// `isPlain` of a URI the parser accepted (`ParsedLink.inputIsCheckedURI`): of the characters RFC 3986
    /// allows in a URI, only the comma needs CSV quotes, so one search for it (memchr's, many bytes a
    /// step) decides, where `isPlain` tests each word for six things.
    static func checkedURIIsPlain(_ text: Text) -> Bool {
        guard let base = text.baseAddress else { return true }
        return memchr(base, 0x2C, text.count) == nil
    }

    @inline(__always)
    private static func isPlain(byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x2C
    }

    /// Whether no byte of the word is below 0x21, 0x7F or above, a quote or a comma (the classic tests for
    /// "some byte is zero" and "some byte is less than n", which are exact for the word as a whole).
    @inline(__always)
    private static func isPlain(word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let below = (word &- ones &* 0x21) & ~word
        let aboveOrDEL = word | (word &+ ones)
        let quote = word ^ (ones &* 0x22), comma = word ^ (ones &* 0x2C)
        let quoteOrComma = ((quote &- ones) & ~quote) | ((comma &- ones) & ~comma)
        return (below | aboveOrDEL | quoteOrComma) & highs == 0
    }

    /// `CSVWriter.escape`'s test on bytes: a comma, a quote or a line break, or a space first or last.
    static func needsQuotes(_ field: Text) -> Bool {
        field.first == 0x20 || field.last == 0x20 || field.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
    }

    /// ASCII with no control character but line feed and tab: what a table writes as it is, or with a
    /// space for those two (`ParseLinkTableWriter.writeSingleLine`). Asked only of text `isPlain` refused.
    static func isTextASCII(_ text: Text) -> Bool {
        guard isASCII(text) else { return false }
        return !text.contains { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || $0 == 0x7F }
    }

    /// Eight bytes at a time: a URI is checked on every line. The last word overlaps the one before it
    /// rather than leave a tail of single bytes (a third of the instructions on a line of 60 bytes).
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base), count = bytes.count
        var seen: UInt64 = 0
        if count < 8 {
            for index in 0..<count { seen |= UInt64(base[index]) }
        } else {
            var index = 0
            while index &+ 8 < count {
                seen |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                index &+= 8
            }
            seen |= raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
        }
        return seen & 0x8080_8080_8080_8080 == 0
    }
}
