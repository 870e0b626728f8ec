/// Base 64 text for bytes (RFC 4648): the standard alphabet (section 4) and the URL- and filename-safe
/// alphabet (section 5) that JWTs and many tokens use.
///
/// Decoding is strict: a character outside the alphabet (including whitespace and line breaks), `=`
/// anywhere but the end, padding of the wrong length, or non-zero leftover bits in the last character
/// (RFC 4648 section 3.5) all give nil. The one leniency is that padding may be left out.
public enum Base64 {
    private static let standardAlphabet =
        Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    private static let urlAlphabet =
        Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
    private static let standardValues = reverse(standardAlphabet)
    private static let urlValues = reverse(urlAlphabet)

    /// The marker in a value table for a byte that is not in the alphabet.
    private static let invalid: UInt8 = 0xFF
    private static let pad = UInt8(ascii: "=")

    /// Standard base 64 with `=` padding: `"foob"` becomes `"Zm9vYg=="`.
    public static func encode(_ bytes: [UInt8]) -> String {
        encode(bytes, alphabet: standardAlphabet, padding: true)
    }

    /// The bytes of standard base 64 text, padded or not; nil for anything malformed.
    public static func decode(_ text: String) -> [UInt8]? {
        decode(text, values: standardValues)
    }

    /// Base64url (`-` and `_` for `+` and `/`) without padding, as in JWTs: `"foob"` becomes `"Zm9vYg"`.
    public static func encodeURL(_ bytes: [UInt8]) -> String {
        encode(bytes, alphabet: urlAlphabet, padding: false)
    }

    /// The bytes of base64url text, with or without padding; nil for anything malformed.
    public static func decodeURL(_ text: String) -> [UInt8]? {
        decode(text, values: urlValues)
    }

    private static func reverse(_ alphabet: [UInt8]) -> [UInt8] {
        var values = [UInt8](repeating: invalid, count: 256)
        for (value, character) in alphabet.enumerated() { values[Int(character)] = UInt8(value) }
        return values
    }

    private static func encode(_ bytes: [UInt8], alphabet: [UInt8], padding: Bool) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        alphabet.withUnsafeBufferPointer { alphabet in
            func character(_ group: UInt32, _ shift: UInt32) -> UInt8 { alphabet[Int(group >> shift & 0x3F)] }
            var index = 0
            while index + 3 <= bytes.count {
                let group = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8
                    | UInt32(bytes[index + 2])
                out.append(character(group, 18))
                out.append(character(group, 12))
                out.append(character(group, 6))
                out.append(character(group, 0))
                index += 3
            }
            let remaining = bytes.count - index
            guard remaining > 0 else { return }
            // One or two trailing bytes give two or three characters, zero-filled on the right.
            var group = UInt32(bytes[index]) << 16
            if remaining == 2 { group |= UInt32(bytes[index + 1]) << 8 }
            out.append(character(group, 18))
            out.append(character(group, 12))
            if remaining == 2 { out.append(character(group, 6)) }
            if padding { out.append(contentsOf: repeatElement(pad, count: 3 - remaining)) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func decode(_ text: String, values: [UInt8]) -> [UInt8]? {
        var text = text
        // Native strings are contiguous UTF-8 already; this only copies bridged or lazy ones.
        return text.withUTF8 { input in
            values.withUnsafeBufferPointer { values in decode(input, values: values) }
        }
    }

    private static func decode(
        _ input: UnsafeBufferPointer<UInt8>, values: UnsafeBufferPointer<UInt8>
    ) -> [UInt8]? {
        var count = input.count
        var padding = 0
        while padding < 2, count > 0, input[count - 1] == pad { count -= 1; padding += 1 }
        // Padded text comes in whole groups of four; unpadded text can't end in a lone character.
        if padding > 0, input.count % 4 != 0 { return nil }
        if count % 4 == 1 { return nil }

        var out: [UInt8] = []
        out.reserveCapacity(count / 4 * 3 + 2)
        var group: UInt32 = 0
        var filled = 0
        for index in 0..<count {
            let value = values[Int(input[index])]
            if value == invalid { return nil }
            group = group << 6 | UInt32(value)
            filled += 1
            if filled == 4 {
                out.append(UInt8(truncatingIfNeeded: group >> 16))
                out.append(UInt8(truncatingIfNeeded: group >> 8))
                out.append(UInt8(truncatingIfNeeded: group))
                group = 0
                filled = 0
            }
        }
        switch filled {
        case 2:
            // 12 bits: one byte and four bits that a canonical encoder leaves zero.
            guard group & 0xF == 0 else { return nil }
            out.append(UInt8(truncatingIfNeeded: group >> 4))
        case 3:
            // 18 bits: two bytes and two zero bits.
            guard group & 0x3 == 0 else { return nil }
            out.append(UInt8(truncatingIfNeeded: group >> 10))
            out.append(UInt8(truncatingIfNeeded: group >> 2))
        default:
            break
        }
        return out
    }
}
