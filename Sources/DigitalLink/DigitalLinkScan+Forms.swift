/// A scan's other forms: the canonical Digital Link of a URI's AIs, written from the scan without a
/// String (parse-link writes it for every link), and a scan loaded from the data of another form
/// (`GS1DataReader`), so that every form reaches parse-link's writers through the same scan.
extension DigitalLinkScan {
    /// Works out the canonical link of the URI just scanned on `stem` (its trailing `/` dropped), as
    /// `GS1ElementData(link:).canonicalURI(stem:)` writes it: the path as parsed, then the query's
    /// attributes, the predefined-length ones first, each group in link order; none when an AI of the
    /// query is not a data attribute (`GS1CanonicalLink`).
    public func makeCanonicalURI(stem: UnsafeBufferPointer<UInt8>) {
        canonicalBytes.removeAll()
        hasCanonical = false
        let elements = elementStore.buffer
        for element in elements where element.place == .query {
            guard lookup.isDataAttribute(element.definition) else { return }
        }
        canonicalBytes.append(contentsOf: stem.last == UInt8(ascii: "/") ? UnsafeBufferPointer(rebasing: stem.dropLast()) : stem)
        for element in elements where element.place == .path {
            canonicalBytes.append(UInt8(ascii: "/"))
            appendAI(element.definition)
            canonicalBytes.append(UInt8(ascii: "/"))
            GS1CanonicalLink.escape(valueBytes.buffer[element.value], query: false) { canonicalBytes.append($0) }
        }
        var separator = UInt8(ascii: "?")
        for predefined in 0..<2 {
            for element in elements
            where element.place == .query && (GS1CompressionTables.predefinedLength[element.definition] > 0) == (predefined == 0) {
                canonicalBytes.append(separator)
                separator = UInt8(ascii: "&")
                appendAI(element.definition)
                canonicalBytes.append(UInt8(ascii: "="))
                GS1CanonicalLink.escape(valueBytes.buffer[element.value], query: true) { canonicalBytes.append($0) }
            }
        }
        hasCanonical = true
    }

    private func appendAI(_ definition: Int) {
        for byte in lookup.ai(definition).utf8 { canonicalBytes.append(byte) }
    }

    /// Lends the canonical link's bytes, or nil when the AIs have none (or it was not worked out).
    @inline(__always)
    public func withCanonicalURI<Result>(_ body: (UnsafeBufferPointer<UInt8>?) -> Result) -> Result {
        body(hasCanonical ? canonicalBytes.buffer : nil)
    }

    /// Fills the scan with `data` (an element string, scanner data or a compressed link, read by
    /// `GS1DataReader`), its canonical link on `stem` (default `https://id.gs1.org`).
    public func load(_ data: GS1ElementData, stem: String?) {
        reset(lookup: lookup)
        canonicalBytes.removeAll()
        form = data.form
        primaryKeyElement = -1
        for element in data.elements {
            guard let definition = lookup.index(ofAI: element.ai) else { continue }
            if primaryKeyElement < 0 && element.ai == data.primaryKey { primaryKeyElement = elementStore.count }
            var value = element.value
            let range = value.withUTF8 { append($0) }
            elementStore.append(Element(definition: definition, value: range, place: element.place))
        }
        for parameter in data.otherQuery {
            var name = parameter.name, value = parameter.value
            let nameRange = name.withUTF8 { append($0) }
            let valueRange = value.withUTF8 { append($0) }
            parameterStore.append(Parameter(name: nameRange, value: valueRange))
        }
        if var canonical = data.canonicalURI(stem: stem) {
            canonical.withUTF8 { canonicalBytes.append(contentsOf: $0) }
            hasCanonical = true
        }
    }
}
