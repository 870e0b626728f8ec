/// Reads one line of GS1 data in whichever form it comes (`GS1DataForm`) into its AIs, checked as a Digital
/// Link's values are: a URI through `DigitalLinkParser`, a compressed link through `CompressedDigitalLink`,
/// an element string or scanner data through `GS1ElementStringReader`; all of them then through the same
/// value and association checks (`GS1AIList.checked`).
public struct GS1DataReader: Sendable {
    /// The parser for the URI form (strict or lenient; the other forms have no lenient reading).
    public var parser: DigitalLinkParser
    let lookup: GS1AILookup

    public init(parser: DigitalLinkParser = DigitalLinkParser()) {
        self.parser = parser
        lookup = parser.lookup
    }

    /// The symbology identifiers of the GS1 symbologies: GS1-128, GS1 DataBar and composites, Data Matrix,
    /// QR Code, DotCode.
    static let gs1Symbologies: Set<String> = ["]C1", "]e0", "]d2", "]Q3", "]J1"]

    /// The AIs of `text`, or why it is not valid GS1 data of any form.
    public func read(_ text: String) -> GS1DataResult {
        var contiguous = text
        return contiguous.withUTF8 { bytes in
            guard let form = GS1DataForm.of(bytes: bytes) else {
                return .invalid(form: nil, reason: "not GS1 data: neither a Digital Link URI, an element string '(01)…' nor scanner data ']d2…' or '^01…'")
            }
            do throws(DigitalLinkRejection) {
                return .valid(try read(bytes, form: form, text: text))
            } catch {
                return .invalid(form: form, reason: error.reason)
            }
        }
    }

    /// The AIs of `bytes`, known to be in `form`.
    public func read(_ bytes: UnsafeBufferPointer<UInt8>, form: GS1DataForm, text: String) throws(DigitalLinkRejection) -> GS1ElementData {
        var list = GS1AIList(lookup: lookup)
        switch form {
        case .uri:
            return try fromURI(text)
        case .compressed:
            let decoded = try CompressedDigitalLink.decode(bytes, into: &list)
            return try data(of: list, form: form, text: text, otherQuery: decoded.otherQuery, stemLength: decoded.stemLength)
        case .elementString:
            try GS1ElementStringReader.readBracketed(bytes, into: &list)
        case .scan:
            if bytes[0] == UInt8(ascii: "^") {
                try GS1ElementStringReader.readUnbracketed(bytes[1...], separator: UInt8(ascii: "^"), into: &list)
            } else {
                let identifier = String(decoding: bytes.prefix(3), as: UTF8.self)
                guard Self.gs1Symbologies.contains(identifier) else {
                    throw DigitalLinkRejection(
                        "symbology identifier '\(identifier)' does not announce GS1 data (]C1, ]e0, ]d2, ]Q3 or ]J1 do)")
                }
                try GS1ElementStringReader.readUnbracketed(bytes[3...], separator: 0x1D, into: &list)
            }
        }
        return try data(of: list, form: form, text: text, otherQuery: [], stemLength: nil)
    }

    /// The checked AIs of `list` as data of `form`, laid out for the canonical link.
    private func data(
        of list: GS1AIList, form: GS1DataForm, text: String, otherQuery: [DigitalLinkQueryParameter], stemLength: Int?
    ) throws(DigitalLinkRejection) -> GS1ElementData {
        let checked = try list.checked()
        let definitions = checked.items.map(\.definition)
        let layout = GS1CanonicalLink.layout(definitions, lookup: lookup)
        if form == .compressed, layout == nil, !definitions.contains(where: lookup.isPrimaryKey) {
            throw DigitalLinkRejection("the compressed link holds no primary key")
        }
        return GS1ElementData(
            form: form, input: text, elements: checked.elements { layout?.path.contains($0) ?? true },
            otherQuery: otherQuery, primaryKey: definitions.first(where: lookup.isPrimaryKey).map(lookup.ai),
            stemLength: stemLength, layout: layout)
    }

    /// A Digital Link URI as data: its path kept as the canonical link's path.
    private func fromURI(_ text: String) throws(DigitalLinkRejection) -> GS1ElementData {
        switch parser.parse(text) {
        case .valid(let link):
            return GS1ElementData(link: link, lookup: lookup)
        case .invalid(let reason):
            throw DigitalLinkRejection(reason)
        case .faulty(_, let problems):
            throw DigitalLinkRejection(problems.first ?? "not a valid Digital Link")
        }
    }
}

extension GS1ElementData {
    /// A parsed Digital Link as data of the URI form: its path AIs stay the canonical link's path.
    init(link: DigitalLink, lookup: GS1AILookup = .standard) {
        let pathCount = link.elements.prefix { $0.place == .path }.count
        let definitions = link.elements.map { lookup.index(ofAI: $0.ai)! }
        self.init(
            form: .uri, input: link.uri, elements: link.elements, otherQuery: link.otherQuery,
            primaryKey: link.primaryKey, stemLength: nil,
            layout: GS1CanonicalLink.layout(definitions, pathCount: pathCount, lookup: lookup))
    }
}
