/// Base 16 text for bytes (RFC 4648 section 8): two digits per byte, written lowercase as digests and
/// request IDs usually are.
public enum Hex {
    private static let digits = Array("0123456789abcdef".utf8)

    /// Lowercase hex, two digits per byte; `[0xde, 0xad]` becomes `"dead"`.
    public static func encode(_ bytes: [UInt8]) -> String {
        var out = [UInt8](repeating: 0, count: bytes.count * 2)
        digits.withUnsafeBufferPointer { digits in
            for (index, byte) in bytes.enumerated() {
                out[2 * index] = digits[Int(byte >> 4)]
                out[2 * index + 1] = digits[Int(byte & 0x0F)]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes of hex text in either case, or nil when the length is odd or any character is not a
    /// hex digit. Nothing is skipped: no `0x` prefix, spaces or separators.
    public static func decode(_ text: String) -> [UInt8]? {
        let utf8 = text.utf8
        guard utf8.count % 2 == 0 else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count / 2)
        var high: UInt8? = nil
        for character in utf8 {
            guard let nibble = value(of: character) else { return nil }
            if let first = high {
                out.append(first << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
        return out
    }

    /// The value of one hex digit, either case. Inlinable: percent-decoding calls it per escaped byte.
    @inlinable
    public static func value(of character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
