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

    /// The decoded text of `bytes` (tests and cold paths; the parser decodes into its scan instead).
    static func decode(
        _ bytes: Slice<UnsafeBufferPointer<UInt8>>, plusIsSpace: Bool, allowNul: Bool = false
    ) throws(Failure) -> String {
        var decoded: [UInt8] = []
        try decode(bytes, plusIsSpace: plusIsSpace, allowNul: allowNul, into: &decoded)
        return String(decoding: decoded, as: UTF8.self)
    }

    /// Where decoded bytes go: an Array (`decode(_:plusIsSpace:allowNul:)`, tests) or the parser's scan.
    protocol Output {
        var count: Int { get }
        mutating func append(_ byte: UInt8)
        mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>)
        /// Whether the bytes from `start` on are UTF-8.
        func isUTF8(from start: Int) -> Bool
    }

    /// Appends the decoded bytes of `bytes` to `out`; on failure `out` may hold part of them. The common
    /// case, a value with nothing to decode, is one scan and one copy.
    static func decode(
        _ bytes: Slice<UnsafeBufferPointer<UInt8>>, plusIsSpace: Bool, allowNul: Bool = false, into out: inout some Output
    ) throws(Failure) {
        var needsWork = false
        for byte in bytes where byte == UInt8(ascii: "%") || (plusIsSpace && byte == UInt8(ascii: "+")) {
            needsWork = true
            break
        }
        // The URI's characters were checked to be ASCII, so the bytes are valid UTF-8 as they are.
        guard needsWork else { return out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes)) }

        let start = out.count
        var isASCII = true
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
                if value >= 0x80 { isASCII = false }
                out.append(value)
                offset += 3
            } else {
                out.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                offset += 1
            }
        }
        if !isASCII, !out.isUTF8(from: start) { throw .invalidUTF8 }
    }
}

extension PercentDecoding {
    /// The first `%` of `bytes` not followed by two hex digits, with what follows it (up to 2 bytes), or
    /// nil: for the parts of a URI that are not decoded (the path before the AIs, the fragment), where a
    /// malformed escape is as much a fault of the URI as in a value (RFC 3986 §2.1).
    static func malformedEscape(in bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
        var offset = bytes.startIndex
        while let percent = bytes[offset...].firstIndex(of: UInt8(ascii: "%")) {
            let end = min(percent + 3, bytes.endIndex)
            guard end - percent == 3, Hex.value(of: bytes[percent + 1]) != nil, Hex.value(of: bytes[percent + 2]) != nil else {
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[percent..<end]), as: UTF8.self)
            }
            offset = end
        }
        return nil
    }
}

extension [UInt8]: PercentDecoding.Output {
    func isUTF8(from start: Int) -> Bool { String(validating: self[start...], as: UTF8.self) != nil }
}

extension ScanStorage<UInt8>: PercentDecoding.Output {
    func isUTF8(from start: Int) -> Bool { String(validating: buffer[start...], as: UTF8.self) != nil }
}
