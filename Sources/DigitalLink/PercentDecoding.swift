import ToolkitFloor

/// Percent-decoding of one path segment or query value (R7). It runs only after the URI has been cut into
/// segments and parameters, so a decoded `/`, `?`, `&` or `=` is plain data.
///
/// Decisions: `%XX` takes hex digits in either case; `%00` is refused in GS1 data because a NUL can never
/// be part of an AI value and is a classic truncation trick, but allowed (`allowNul`) in the other query
/// parameters, which the standard leaves to the application (GS1's engine accepts them too; the JSON
/// writer escapes the NUL as `\u0000`); a `%` not followed by two hex digits is refused as
/// malformed (RFC 3986 §2.1, as BWIPP does; GS1's engine keeps it literally, so that case is disputed);
/// `+` is a space only in the query (HTML form encoding), a literal plus in the path.
enum PercentDecoding {
    enum Failure: Error, Equatable {
        /// A `%` without two hex digits after it; the text is the `%` and what follows (up to 2 bytes).
        case malformedEscape(String)
        /// `%00`.
        case encodedNul
        /// The decoded bytes are not UTF-8 (e.g. a lone `%FF`).
        case invalidUTF8
    }

    /// The decoded text of `bytes`. The common case, a value with nothing to decode, costs one scan and
    /// one String built straight from the bytes.
    static func decode(
        _ bytes: Slice<UnsafeBufferPointer<UInt8>>, plusIsSpace: Bool, allowNul: Bool = false
    ) throws(Failure) -> String {
        var needsWork = false
        for byte in bytes where byte == UInt8(ascii: "%") || (plusIsSpace && byte == UInt8(ascii: "+")) {
            needsWork = true
            break
        }
        // The URI's characters were checked to be ASCII, so the bytes are valid UTF-8 as they are.
        guard needsWork else { return String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self) }

        var decoded = [UInt8]()
        decoded.reserveCapacity(bytes.count)
        var offset = bytes.startIndex
        while offset < bytes.endIndex {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "%") {
                guard offset + 2 < bytes.endIndex,
                      let high = Hex.value(of: bytes[offset + 1]), let low = Hex.value(of: bytes[offset + 2])
                else {
                    let end = min(offset + 3, bytes.endIndex)
                    throw .malformedEscape(String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self))
                }
                let value = high << 4 | low
                if value == 0, !allowNul { throw .encodedNul }
                decoded.append(value)
                offset += 3
            } else {
                decoded.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                offset += 1
            }
        }
        guard let text = String(validating: decoded, as: UTF8.self) else { throw .invalidUTF8 }
        return text
    }
}
