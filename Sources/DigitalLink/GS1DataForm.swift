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
    /// `CompressedLinkDetector` takes for a blob, so `https://example.com/invalid` stays a URI whose
    /// error says it has no primary key).
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
        case UInt8(ascii: "h"), UInt8(ascii: "H"): return uriForm(bytes)
        default: return nil
        }
    }

    private static func uriForm(_ bytes: UnsafeBufferPointer<UInt8>) -> GS1DataForm? {
        let prefix = bytes.prefix(8).map { $0 | 0x20 }
        guard prefix.starts(with: "http://".utf8) || prefix.starts(with: "https://".utf8) else { return nil }
        var end = bytes.count
        if let stop = bytes.firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) { end = stop }
        let segments = lastSegments(bytes[..<end], count: 3)
        guard let last = segments.last, !last.isEmpty, last.allSatisfy(URICharacters.isBase64URL) else { return .uri }
        let lookup = GS1AILookup.standard
        if segments.count >= 2, lookup.index(of: segments[segments.count - 2]) != nil { return .uri }
        if segments.count == 3, let key = lookup.index(of: segments[0]), lookup.isPrimaryKey(key) { return .compressed }
        return CompressedLinkDetector.looksCompressed(lastSegment: last) ? .compressed : .uri
    }

    /// Up to `count` last path segments of `bytes` (after the authority), first to last.
    static func lastSegments(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, count: Int) -> [Slice<UnsafeBufferPointer<UInt8>>] {
        let slash = UInt8(ascii: "/")
        // The path starts at the first '/' after "://".
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")),
              let pathStart = bytes[(colon + 3)...].firstIndex(of: slash) else { return [] }
        var segments: [Slice<UnsafeBufferPointer<UInt8>>] = []
        var end = bytes.endIndex
        while segments.count < count, end > pathStart {
            let start = bytes[pathStart..<end].lastIndex(of: slash)! + 1
            segments.insert(bytes[start..<end], at: 0)
            end = start - 1
        }
        return segments
    }
}
