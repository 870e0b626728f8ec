/// Recognises a *compressed* GS1 Digital Link URI (DL Compression standard 1.0.0) by its last segment, for
/// `GS1DataForm`, which sends such a line to the decoder (`CompressedDigitalLink`) rather than the URI
/// parser; the parser asks `GS1DataForm` too, so its error names a compressed link it cannot read.
///
/// Heuristic, applied only after no primary key was found: the last path segment is one base64url blob
/// (`A-Z a-z 0-9 - _`), at least 10 characters long (the smallest compressed link, a lone GTIN, is 56 bits
/// = 10 characters), and it mixes character classes the way binary data does: it has an upper-case letter
/// and also a lower-case letter or a digit. That keeps out plain words and slugs such as `products`,
/// `summer-sale` or `2024-catalog`, and all-digit segments (an uncompressed value), while every realistic
/// blob passes (a 10-character random base64url string lacks upper case with probability about 1e-3).
/// A false positive only changes the wording of an error: such a URI is invalid either way.
enum CompressedLinkDetector {
    static let minimumLength = 10

    /// What one pass over a last segment finds: whether it is base64url at all, digits alone, and a blob
    /// by the heuristic above. `GS1DataForm` asks all three of every link the parser refuses.
    struct Segment {
        var isBase64URL = true
        var isDigits = true
        var looksCompressed = false
    }

    static func looksCompressed(lastSegment bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        classify(bytes).looksCompressed
    }

    /// One pass, each byte's classes found by subtraction rather than a branch each (base64url is
    /// digits, letters, `-` and `_`), over a buffer rather than a slice (no index check a byte): every
    /// link the parser refuses is asked, every compressed link among them.
    static func classify(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Segment {
        var hasUpper = false, hasLowerOrDigit = false, isDigits = !bytes.isEmpty
        for byte in UnsafeBufferPointer(rebasing: bytes) {
            let digit = byte &- UInt8(ascii: "0") < 10, upper = byte &- UInt8(ascii: "A") < 26
            let lower = byte &- UInt8(ascii: "a") < 26
            guard digit || upper || lower || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") else {
                return Segment(isBase64URL: false, isDigits: false, looksCompressed: false)
            }
            hasUpper = hasUpper || upper
            hasLowerOrDigit = hasLowerOrDigit || digit || lower
            isDigits = isDigits && digit
        }
        return Segment(
            isBase64URL: !bytes.isEmpty, isDigits: isDigits,
            looksCompressed: bytes.count >= minimumLength && hasUpper && hasLowerOrDigit)
    }
}
