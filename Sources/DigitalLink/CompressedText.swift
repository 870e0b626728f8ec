/// The alphanumeric values of Digital Link compression: a three-bit encoding chosen by the characters
/// (the toolkit's `determineEncoding`: all digits 0, else upper-case hex 2, else lower-case hex 1, else
/// base64url 3, else seven-bit ASCII 4), then the characters in it.
enum CompressedText {
    static let digits = 0, lowerHex = 1, upperHex = 2, base64URL = 3, ascii = 4

    /// The encoding the toolkit picks for `value`.
    static func encoding(of value: some Collection<UInt8>) -> Int {
        if value.isEmpty { return ascii }
        if value.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }) { return digits }
        if value.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 || $0 &- UInt8(ascii: "A") < 6 }) { return upperHex }
        if value.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 || $0 &- UInt8(ascii: "a") < 6 }) { return lowerHex }
        if value.allSatisfy(URICharacters.isBase64URL) { return base64URL }
        return ascii
    }

    /// Writes `value` in `encoding` (its characters fit it: `encoding(of:)` chose it).
    static func write(_ value: some Collection<UInt8>, encoding: Int, to writer: inout CompressedBitWriter) {
        switch encoding {
        case digits:
            CompressedNumber.write(value, bits: Int(GS1CompressionTables.valueBits[value.count]), to: &writer)
        case lowerHex, upperHex:
            for character in value {
                let digit = character &- UInt8(ascii: "0") < 10 ? character &- UInt8(ascii: "0") : (character | 0x20) &- UInt8(ascii: "a") &+ 10
                writer.write(UInt64(digit), bits: 4)
            }
        case base64URL:
            for character in value {
                writer.write(UInt64(GS1CompressionTables.base64Alphabet.firstIndex(of: character)!), bits: 6)
            }
        default:
            for character in value { writer.write(UInt64(character & 0x7F), bits: 7) }
        }
    }

    /// Appends `count` characters in `encoding` to `out`; false when the bits run out. An encoding the
    /// standard does not define (5 to 7), and digits holding a number wider than `count`, are refused,
    /// naming the value's `owner`.
    static func read(
        _ count: Int, encoding: Int, from reader: inout CompressedBitReader, owner: CompressedNumber.Owner,
        into out: inout ScanStorage<UInt8>
    ) throws(DigitalLinkRejection) -> Bool {
        switch encoding {
        case digits:
            return try CompressedNumber.readValue(count, from: &reader, into: &out, owner: owner)
        case lowerHex, upperHex:
            let letters = encoding == lowerHex ? UInt8(ascii: "a") : UInt8(ascii: "A")
            return characters(count, bits: 4, from: &reader, into: &out) { $0 < 10 ? UInt8(ascii: "0") + $0 : letters + $0 - 10 }
        case base64URL:
            return characters(count, bits: 6, from: &reader, into: &out) { GS1CompressionTables.base64Alphabet[Int($0)] }
        case ascii:
            return characters(count, bits: 7, from: &reader, into: &out) { $0 }
        default:
            throw DigitalLinkRejection("compressed data: unknown value encoding \(encoding) for \(owner.name(in: out))")
        }
    }

    private static func characters(
        _ count: Int, bits: Int, from reader: inout CompressedBitReader, into out: inout ScanStorage<UInt8>, _ character: (UInt8) -> UInt8
    ) -> Bool {
        guard count * bits <= reader.remaining else { return false }
        // As many characters as 56 bits hold come in one read (nine in base64url), then are cut apart.
        let perRead = 56 / bits, mask: UInt64 = (1 << UInt64(bits)) - 1
        var left = count
        while left > 0 {
            let taken = min(left, perRead)
            let chunk = reader.read(taken * bits)!
            for place in stride(from: (taken - 1) * bits, through: 0, by: -bits) {
                out.append(character(UInt8(chunk >> UInt64(place) & mask)))
            }
            left -= taken
        }
        return true
    }
}
