/// A parsed Digital Link's other forms: its stem, its canonical link and its compressed link.
extension DigitalLink {
    /// The scheme, host and path before the first AI (`https://example.com/shop`), as written.
    public var stem: String {
        var text = Substring(uri)
        if let end = text.firstIndex(where: { $0 == "?" || $0 == "#" }) { text = text[..<end] }
        var pairs = elements.prefix { $0.place == .path }.count * 2
        while pairs > 0, let slash = text.lastIndex(of: "/") {
            text = text[..<slash]
            pairs -= 1
        }
        return String(text)
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
