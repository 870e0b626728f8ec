/// The AIs of one input in any form (`GS1DataReader`), checked as a Digital Link's are: what `parse-link`
/// prints for an element string, scanner data or a compressed link, and for a URI beside its `DigitalLink`.
public struct GS1ElementData: Sendable, Equatable {
    /// The form the input was in.
    public let form: GS1DataForm
    /// The input exactly as given.
    public let input: String
    /// The AIs in the order the input holds them (a URI's: path, then query). `place` is where the
    /// canonical link puts each (`path` for all when there is no canonical link).
    public let elements: [DigitalLinkElement]
    /// Query parameters that are not AIs: a URI's, or those beside a compressed link's blob (or in it).
    public let otherQuery: [DigitalLinkQueryParameter]
    /// The primary key's AI ("01"): the first AI that is a Digital Link primary key; nil when none is.
    public let primaryKey: String?
    /// For the URI forms, the input's stem: its scheme, host and path before the first AI or the blob.
    /// Worked out when asked (only `--compress` needs it): for a URI from its path's length.
    public var stem: String? {
        if form == .uri { return DigitalLink.stem(of: input, pathPairs: elements.prefix { $0.place == .path }.count) }
        return stemLength.map { String(decoding: input.utf8.prefix($0), as: UTF8.self) }
    }
    /// A compressed link's stem, as its length in bytes, found while decoding it.
    let stemLength: Int?
    /// The canonical link after its stem (`/01/…?17=…`), nil when the AIs have none.
    let canonicalPath: String?

    init(
        form: GS1DataForm, input: String, elements: [DigitalLinkElement], otherQuery: [DigitalLinkQueryParameter],
        primaryKey: String?, stemLength: Int?, canonicalPath: String?
    ) {
        self.form = form
        self.input = input
        self.elements = elements
        self.otherQuery = otherQuery
        self.primaryKey = primaryKey
        self.stemLength = stemLength
        self.canonicalPath = canonicalPath
    }

    public static func == (left: GS1ElementData, right: GS1ElementData) -> Bool {
        left.form == right.form && left.input == right.input && left.elements == right.elements
            && left.otherQuery == right.otherQuery && left.stemLength == right.stemLength
    }

    /// The bracketed element string, in element order, a `(` in a value written `\(` as GS1's engine
    /// writes it (so that it reads back as the same AIs).
    public var elementString: String {
        Self.elementString(elements)
    }

    static func elementString(_ elements: [DigitalLinkElement]) -> String {
        var text = ""
        for element in elements {
            text += "(" + element.ai + ")" + element.value.replacing("(", with: "\\(")
        }
        return text
    }

    /// The Digital Link of these AIs on `stem` (default `https://id.gs1.org`) as GS1's Barcode Syntax
    /// Engine writes it (`GS1CanonicalLink`), or nil when the AIs have none.
    public func canonicalURI(stem: String? = nil) -> String? {
        guard let canonicalPath else { return nil }
        let stem = stem ?? GS1CanonicalLink.defaultStem
        return (stem.utf8.last == UInt8(ascii: "/") ? String(decoding: stem.utf8.dropLast(), as: UTF8.self) : stem) + canonicalPath
    }

    /// The compressed Digital Link of these AIs as GS1's toolkit writes it without optimisations
    /// (`CompressedDigitalLink.encode`), on `stem`, or by default on the input's own stem for the URI
    /// forms and `https://id.gs1.org` for the others; the other query parameters follow as they were.
    /// Nil when the AIs have no Digital Link.
    public func compressedURI(stem: String? = nil) -> String? {
        guard canonicalPath != nil else { return nil }
        let others = form == .uri || form == .compressed ? CompressedDigitalLink.otherParameters(of: input) : []
        return CompressedDigitalLink.encode(
            elements, otherParameters: others, stem: stem ?? self.stem ?? GS1CanonicalLink.defaultStem)
    }
}

/// A reader's answer: the AIs, or why the input is not valid GS1 data (with its form when that was
/// recognised, since `parse-link` prints the form of an invalid input too), or under `--lenient` the
/// AIs of a faulty input and its faults.
public enum GS1DataResult: Sendable, Equatable {
    case valid(GS1ElementData)
    case invalid(form: GS1DataForm?, reason: String)
    /// A lenient reader's: the AIs read in spite of their faults (no canonical link), each fault a sentence.
    case faulty(GS1ElementData, problems: [String])
}
