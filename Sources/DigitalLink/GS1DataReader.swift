/// Reads one line of GS1 data in whichever form it comes (`GS1DataForm`) into its AIs, checked as a Digital
/// Link's values are: a URI through `DigitalLinkParser`, a compressed link through `CompressedDigitalLink`,
/// an element string or scanner data through `GS1ElementStringReader`; the forms that are no URI then
/// through the same value and association checks (`GS1AIList.check`) and the layout of their canonical
/// link (`DigitalLinkScan.layOut`), all of it in a `DigitalLinkScan`, as `parse-link` reads every line.
public struct GS1DataReader: Sendable {
    /// The parser for the URI form; its `lenient` is the other forms' too.
    public var parser: DigitalLinkParser
    /// The parser's table (not a copy of the reference: a reader is made for every line of parse-link's).
    var lookup: GS1AILookup { parser.lookup }

    public init(parser: DigitalLinkParser = DigitalLinkParser()) {
        self.parser = parser
    }

    /// The symbology identifiers of the GS1 symbologies: GS1-128, GS1 DataBar and composites, Data Matrix,
    /// QR Code, DotCode.
    static let gs1Symbologies: Set<String> = ["]C1", "]e0", "]d2", "]Q3", "]J1"]

    /// Why a line of no form at all is refused: what the forms look like.
    public static let notGS1Data = "not GS1 data: neither a Digital Link URI, an element string '(01)…' nor scanner data ']d2…' or '^01…'"

    /// What `read(_:form:into:stem:)` found beside the AIs it put in the scan.
    public struct Reading: Sendable, Equatable {
        /// Lenient mode read the AIs in spite of their faults (`DigitalLinkScan.problems` lists them).
        public let isFaulty: Bool
        /// A compressed link's stem (before the blob or the uncompressed key), as its length in bytes.
        public let stemLength: Int?
    }

    /// The AIs of `text`, or why it is not valid GS1 data of any form: the forms that are no URI read as
    /// `parse-link` reads them, into a scan, then copied out as Strings.
    public func read(_ text: String) -> GS1DataResult {
        var contiguous = text
        return contiguous.withUTF8 { bytes in
            guard let form = GS1DataForm.of(bytes: bytes) else {
                return .invalid(form: nil, reason: Self.notGS1Data)
            }
            if form == .uri { return fromURI(text) }
            let scan = DigitalLinkScan()
            do throws(DigitalLinkRejection) {
                let reading = try read(bytes, form: form, into: scan, stem: UnsafeBufferPointer(start: nil, count: 0))
                let data = GS1ElementData(scan: scan, input: text, reading: reading, canonicalStemCount: 0)
                return reading.isFaulty ? .faulty(data, problems: scan.problems) : .valid(data)
            } catch {
                return .invalid(form: form, reason: error.reason)
            }
        }
    }

    /// Reads `bytes`, known to be in `form`, into `scan` (emptied first) from the bytes, as the parser
    /// reads a URI (`DigitalLinkParser.scan`): no String, and once the scan has grown no allocation for a
    /// valid input. The canonical link is worked out on `stem` (`DigitalLinkScan.withCanonicalURI`). With
    /// a lenient parser, a form whose AIs can be split but whose values or associations are faulty is
    /// read anyway (`Reading.isFaulty`, the faults in `scan.problems`); what cannot be split into AIs is
    /// thrown in either mode.
    public func read(
        _ bytes: UnsafeBufferPointer<UInt8>, form: GS1DataForm, into scan: DigitalLinkScan, stem: UnsafeBufferPointer<UInt8>
    ) throws(DigitalLinkRejection) -> Reading {
        let list = GS1AIList(scan: scan, lookup: lookup)
        let lenient = parser.lenient
        var stemLength: Int?
        switch form {
        case .uri:
            try parser.scan(bytes, into: scan)
            scan.makeCanonicalURI(stem: stem, lookup: lookup)
            return Reading(isFaulty: false, stemLength: nil)
        case .compressed:
            stemLength = try CompressedDigitalLink.decode(bytes, into: list)
        case .elementString:
            try GS1ElementStringReader.readBracketed(bytes, into: list)
        case .scan:
            if bytes[0] == UInt8(ascii: "^") {
                try GS1ElementStringReader.readUnbracketed(bytes[1...], separator: UInt8(ascii: "^"), lenient: lenient, into: list)
            } else {
                let identifier = String(decoding: bytes.prefix(3), as: UTF8.self)
                guard Self.gs1Symbologies.contains(identifier) else {
                    throw DigitalLinkRejection(
                        "symbology identifier '\(identifier)' does not announce GS1 data (]C1, ]e0, ]d2, ]Q3 or ]J1 do)")
                }
                try GS1ElementStringReader.readUnbracketed(bytes[3...], separator: 0x1D, lenient: lenient, into: list)
            }
        }
        try list.check(lenient: lenient)
        let isFaulty = !scan.problems.isEmpty
        if !scan.layOut(form: form, faulty: isFaulty, stem: stem, lookup: lookup), form == .compressed {
            // No link at all, even under --lenient: its first fault says why, as strict reading does.
            throw DigitalLinkRejection(scan.problems.first ?? "the compressed link holds no primary key")
        }
        return Reading(isFaulty: isFaulty, stemLength: stemLength)
    }

    /// A Digital Link URI as data: its path kept as the canonical link's path.
    private func fromURI(_ text: String) -> GS1DataResult {
        switch parser.parse(text) {
        case .valid(let link):
            return .valid(GS1ElementData(link: link, lookup: lookup))
        case .invalid(let reason):
            return .invalid(form: .uri, reason: reason)
        case .faulty(let link, let problems):
            return .faulty(GS1ElementData(link: link, lookup: lookup, hasCanonical: false), problems: problems)
        }
    }
}

extension GS1ElementData {
    /// A parsed Digital Link as data of the URI form: its path AIs stay the canonical link's path.
    /// `hasCanonical`: false for a link read in spite of its faults, which gets none.
    init(link: DigitalLink, lookup: GS1AILookup = .standard, hasCanonical: Bool = true) {
        let pathCount = link.elements.prefix { $0.place == .path }.count
        let definitions = link.elements.map { lookup.index(ofAI: $0.ai)! }
        let layout = hasCanonical ? GS1CanonicalLink.layout(definitions, pathCount: pathCount, lookup: lookup) : nil
        self.init(
            form: .uri, input: link.uri, elements: link.elements, otherQuery: link.otherQuery,
            primaryKey: link.primaryKey, stemLength: nil,
            canonicalPath: layout.map { GS1CanonicalLink.uri(link.elements, layout: $0, stem: "") })
    }

    /// The AIs `GS1DataReader` read into `scan` (`reading`) as data of its form, `input` the line; its
    /// canonical link (if any) was worked out on a stem of `canonicalStemCount` bytes (its trailing `/`
    /// dropped).
    public init(scan: DigitalLinkScan, input: String, reading: GS1DataReader.Reading, canonicalStemCount: Int) {
        self.init(
            form: scan.form, input: input,
            elements: scan.elementStore.buffer.map {
                DigitalLinkElement(ai: scan.ai($0.definition), value: scan.text($0.value), place: $0.place)
            },
            otherQuery: scan.parameterStore.buffer.map { DigitalLinkQueryParameter(name: scan.text($0.name), value: scan.text($0.value)) },
            primaryKey: scan.primaryKeyElement < 0 ? nil : scan.ai(scan.primaryKey), stemLength: reading.stemLength,
            canonicalPath: scan.withCanonicalURI { link in link.map { String(decoding: $0.dropFirst(canonicalStemCount), as: UTF8.self) } })
    }
}
