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

    static func looksCompressed(lastSegment bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard bytes.count >= minimumLength else { return false }
        var hasUpper = false, hasLowerOrDigit = false
        // One switch a byte (base64url is these classes and `-`, `_`), over a buffer rather than a slice
        // (no index check a byte): every compressed link of a file is asked.
        for byte in UnsafeBufferPointer(rebasing: bytes) {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): hasUpper = true
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): hasLowerOrDigit = true
            case UInt8(ascii: "-"), UInt8(ascii: "_"): break
            default: return false
            }
        }
        return hasUpper && hasLowerOrDigit
    }
}
