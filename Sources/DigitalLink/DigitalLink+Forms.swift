/// A parsed Digital Link's other forms: its stem, its canonical link and its compressed link.
extension DigitalLink {
    /// The scheme, host and path before the first AI (`https://example.com/shop`), as written.
    public var stem: String {
        Self.stem(of: uri, pathPairs: elements.prefix { $0.place == .path }.count)
    }

    /// The stem of `uri`, whose path ends in `pathPairs` pairs `/AI/value`. On the UTF-8 view: a
    /// Character walk over the URI cost several times the parse.
    static func stem(of uri: String, pathPairs: Int) -> String {
        let bytes = uri.utf8
        var end = bytes.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? bytes.endIndex
        var segments = pathPairs * 2
        while segments > 0, let slash = bytes[..<end].lastIndex(of: UInt8(ascii: "/")) {
            end = slash
            segments -= 1
        }
        return String(uri[..<end])
    }

    /// The same AIs as GS1's Barcode Syntax Engine writes their Digital Link, on `stem` (default
    /// `https://id.gs1.org`): the path as it is, the query attributes in order with the predefined-length
    /// ones first, values percent-encoded the engine's way (`GS1CanonicalLink`).
    public func canonicalURI(stem: String? = nil) -> String? {
        GS1ElementData(link: self).canonicalURI(stem: stem)
    }

    /// The compressed form as GS1's toolkit writes it without optimisations, on `stem` (default: the
    /// link's own), the other query parameters after it as they were.
    public func compressedURI(stem: String? = nil) -> String? {
        GS1ElementData(link: self).compressedURI(stem: stem)
    }
}
