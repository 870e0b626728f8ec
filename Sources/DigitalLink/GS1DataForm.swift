/// The form a line of GS1 data comes in, told apart by its text alone (`GS1DataForm.of`): the value is
/// the name `parse-link` prints as `form`.
public enum GS1DataForm: String, Sendable, CaseIterable {
    /// A GS1 Digital Link URI: `https://id.gs1.org/01/09506000134352/10/ABC?17=271231`.
    case uri
    /// A compressed Digital Link (GS1 Digital Link compression): `https://id.gs1.org/ARFKk4XBoA`, or with
    /// the primary key left uncompressed, `https://id.gs1.org/01/09506000134352/BRQQQjCE`.
    case compressed
    /// A bracketed element string: `(01)09506000134352(10)ABC`.
    case elementString = "element-string"
    /// Scanner data: a GS1 symbology identifier (`]d2`, `]Q3`, `]C1`, `]e0`, `]J1`) and the AIs with GS
    /// separators, or the same data with `^` for FNC1.
    case scan

    /// The form of `text`, or nil when it is none of them. Only the first bytes, and for a URI its last
    /// two path segments, are read: a URI whose last pair is `/AI/value` (its second-last segment a
    /// known AI) is uncompressed; one whose last segment is base64url and could be a blob is compressed
    /// (after an uncompressed primary key, any base64url segment; otherwise one that
    /// `CompressedLinkDetector` takes for a blob, or that decodes as one, so `https://example.com/invalid`
    /// stays a URI whose error says it has no primary key).
    public static func of(_ text: String) -> GS1DataForm? {
        var text = text
        return text.withUTF8 { of(bytes: $0) }
    }

    /// The form of `bytes` (see `of(_:)`).
    public static func of(bytes: UnsafeBufferPointer<UInt8>) -> GS1DataForm? {
        guard let first = bytes.first else { return nil }
        switch first {
        case UInt8(ascii: "("): return .elementString
        case UInt8(ascii: "^"): return .scan
        case UInt8(ascii: "]"): return bytes.count >= 3 ? .scan : nil
        case UInt8(ascii: "h"), UInt8(ascii: "H"): return isEvidentlyCompressed(bytes: bytes) ? .compressed : uriForm(bytes)
        default: return nil
        }
    }

    /// Whether `bytes` is a compressed link whose blob looks like one (`CompressedLinkDetector`): `of(bytes:)`
    /// says `compressed` of these and of a few more (a blob of capitals or digits alone, which only
    /// decoding tells from a word or a value). Cheap enough to ask before the parser: a URI's last value
    /// (digits, or a query's) stops the test within a few bytes from the end, and a blob is walked once.
    public static func isEvidentlyCompressed(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let blob = CompressedLinkDetector.evidentBlobStart(bytes), let host = afterScheme(bytes), host < blob else { return false }
        // What `uriForm` finds, known of a line that ends in a segment that looks like a blob: it is
        // compressed unless the segment before it is an AI in the path (asked first: a URI ending in a
        // long serial stops here), or a `?` or `#` before it makes it part of a query or fragment (the
        // blob holds neither). The segment before it may be the host, whose name is no AI (one that is
        // only sends the line the parser's way, where `of` tells it).
        if GS1AILookup.standard.index(of: bytes[segmentStart(bytes, endingAt: blob - 1)..<(blob - 1)]) != nil { return false }
        return !bytes[host..<(blob - 1)].contains { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
    }

    /// Where the segment ending at `end` starts: after the `/` before it (a caller knows there is one).
    private static func segmentStart(_ bytes: UnsafeBufferPointer<UInt8>, endingAt end: Int) -> Int {
        var start = end
        while bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
        return start
    }

    /// Where the host starts: after `http://` or `https://`, all lower or all upper case (the parser
    /// refuses mixed case later); nil for a line that does not start so.
    private static func afterScheme(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var at = 4
        let http: StaticString = "http"
        guard bytes.count > 8, (0..<4).allSatisfy({ bytes[$0] | 0x20 == http.utf8Start[$0] }) else { return nil }
        if bytes[at] | 0x20 == UInt8(ascii: "s") { at += 1 }
        guard bytes[at] == UInt8(ascii: ":"), bytes[at + 1] == UInt8(ascii: "/"), bytes[at + 2] == UInt8(ascii: "/") else { return nil }
        return at + 3
    }

    /// The form of a line that starts like a URI, by the whole rule of `of(_:)` (which asks
    /// `isEvidentlyCompressed` first, the quicker answer for most blobs).
    static func uriForm(_ bytes: UnsafeBufferPointer<UInt8>) -> GS1DataForm? {
        guard let host = afterScheme(bytes) else { return nil }
        // One walk finds the path's start (the host's end) and its end (a query or fragment).
        var end = host, pathStart = -1
        while end < bytes.count, bytes[end] != UInt8(ascii: "?"), bytes[end] != UInt8(ascii: "#") {
            if pathStart < 0, bytes[end] == UInt8(ascii: "/") { pathStart = end }
            end += 1
        }
        guard pathStart >= 0 else { return .uri }
        // The last three segments, found from the right: `starts[n]` is where the nth from the end starts
        // (after its `/`), `found` how many the path has, up to three.
        var starts = (end, end, end), found = 0
        var cursor = end
        while found < 3, cursor > pathStart {
            let start = segmentStart(bytes, endingAt: cursor)
            switch found {
            case 0: starts.0 = start
            case 1: starts.1 = start
            default: starts.2 = start
            }
            found += 1
            cursor = start - 1
        }
        let last = bytes[starts.0..<end]
        let segment = CompressedLinkDetector.classify(last)
        guard segment.isBase64URL else { return .uri }
        let lookup = GS1AILookup.standard
        if found >= 2, lookup.index(of: bytes[starts.1..<(starts.0 - 1)]) != nil { return .uri }
        // `/01/…/10`: a key qualifier with its value missing is a URI (whose error says so), not a blob.
        if found == 3, lookup.index(of: last) == nil, let key = lookup.index(of: bytes[starts.2..<(starts.1 - 1)]), lookup.isPrimaryKey(key) {
            // Digits alone are more likely a value than a blob (`/414/gtin/9506000134352`, a convenience
            // alpha the parser names): a blob only if they decode as one.
            return !segment.isDigits || decodes(bytes) ? .compressed : .uri
        }
        if segment.looksCompressed { return .compressed }
        return last.count >= CompressedLinkDetector.minimumLength && !segment.isDigits && decodes(bytes) ? .compressed : .uri
    }

    /// Whether `bytes`, a URI whose last segment is base64url but neither follows an uncompressed key
    /// nor looks like a blob (`CompressedLinkDetector`: no mix of upper case with lower case or digits),
    /// decodes as a compressed link all the same: about one blob in two thousand that `--compress` writes
    /// is all upper case and `_` (`AAEFWP_DZEVA`, an SSCC), and such a link is compressed, not a URI
    /// without a key. A valid URI never gets here (its second-last segment is an AI), so the scan this
    /// allocates is spent on few lines.
    private static func decodes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let list = GS1AIList(scan: DigitalLinkScan(), lookup: .standard)
        return (try? CompressedDigitalLink.decode(bytes, into: list)) != nil
    }
}
