/// Recognises a *compressed* GS1 Digital Link URI (DL Compression standard 1.0.0) by its last segment, for
/// `GS1DataForm`, which sends such a line to the decoder (`CompressedDigitalLink`) rather than the URI
/// parser: before the parser for a line that ends like a blob (`evidentBlobStart`), and after the parser
/// found no primary key, so that its error names a compressed link it cannot read.
///
/// Heuristic, where the segment before the last is no AI: the last path segment is one base64url blob
/// (`A-Z a-z 0-9 - _`), at least 10 characters long (the smallest compressed link, a lone GTIN, is 56 bits
/// = 10 characters), and it mixes character classes the way binary data does: it has an upper-case letter
/// and also a lower-case letter or a digit. That keeps out plain words and slugs such as `products`,
/// `summer-sale` or `2024-catalog`, and all-digit segments (an uncompressed value), while every realistic
/// blob passes (a 10-character random base64url string lacks upper case with probability about 1e-3).
/// A false positive only changes the wording of an error: such a URI is invalid either way.
enum CompressedLinkDetector {
    static let minimumLength = 10

    /// What one pass over a last segment finds: whether it is base64url at all, digits alone, and a blob
    /// by the heuristic above. `GS1DataForm.uriForm` asks all three.
    struct Segment {
        var isBase64URL: Bool
        var isDigits: Bool
        var looksCompressed: Bool
    }

    /// Where the blob `line` ends in starts: its last bytes back to a `/`, when they look like one; nil
    /// when they do not. Asked of every line that starts like a URI, before the parser: a URI's last
    /// value stops it within a few bytes (at the `=` of a query, or as digits alone).
    static func evidentBlobStart(_ line: UnsafeBufferPointer<UInt8>) -> Int? {
        classes.withUnsafeBufferPointer { classes in
            var start = line.count, seen: UInt8 = 0
            while start > 0 {
                let found = classes[Int(line[start - 1])]
                if found == 0 { break }
                seen |= found
                start -= 1
            }
            return start > 0 && line[start - 1] == UInt8(ascii: "/") && looksCompressed(line.count - start, classes: seen) ? start : nil
        }
    }

    /// One pass, each byte's classes looked up in a table (base64url is digits, letters, `-` and `_`).
    static func classify(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Segment {
        classes.withUnsafeBufferPointer { classes in
            var seen: UInt8 = 0
            for byte in UnsafeBufferPointer(rebasing: bytes) {
                let found = classes[Int(byte)]
                if found == 0 { return Segment(isBase64URL: false, isDigits: false, looksCompressed: false) }
                seen |= found
            }
            return Segment(
                isBase64URL: !bytes.isEmpty, isDigits: seen == digit,
                looksCompressed: looksCompressed(bytes.count, classes: seen))
        }
    }

    /// The heuristic above, for a segment of `count` bytes in which the `classes` were seen.
    private static func looksCompressed(_ count: Int, classes seen: UInt8) -> Bool {
        count >= minimumLength && seen & upper != 0 && seen & (lower | digit) != 0
    }

    private static let digit: UInt8 = 1, upper: UInt8 = 2, lower: UInt8 = 4, punctuation: UInt8 = 8

    /// Each byte's class in base64url (0 for a byte that is not in it), from its value in the alphabet
    /// (`GS1CompressionTables.base64Values`: A–Z, a–z, 0–9, then `-` and `_`).
    private static let classes: [UInt8] = GS1CompressionTables.base64Values.map { value in
        switch value {
        case 0..<26: upper
        case 26..<52: lower
        case 52..<62: digit
        case 62, 63: punctuation
        default: 0
        }
    }
}
