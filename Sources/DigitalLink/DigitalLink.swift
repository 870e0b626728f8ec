/// A parsed, valid GS1 Digital Link URI: what `parse-link` prints and what the API commands take their
/// GTIN and serial from.
public struct DigitalLink: Sendable, Equatable {
    /// The URI exactly as given.
    public let uri: String
    /// The AI of the primary key found from the right of the path, e.g. "01" or "414".
    public let primaryKey: String
    /// Path elements in path order (primary key first), then query attributes in query order. Values
    /// are percent-decoded and otherwise exactly as written (GTINs padded to 14 digits in lenient mode).
    public let elements: [DigitalLinkElement]
    /// Query parameters that are not GS1 AIs (non-numeric keys such as `linkType`), in query order.
    public let otherQuery: [DigitalLinkQueryParameter]
    /// What lenient mode accepted that strict mode would have rejected (padding, convenience alphas);
    /// empty in strict mode. `parse-link` prints these on stderr.
    public let notes: [String]

    public init(
        uri: String, primaryKey: String, elements: [DigitalLinkElement],
        otherQuery: [DigitalLinkQueryParameter] = [], notes: [String] = []
    ) {
        self.uri = uri
        self.primaryKey = primaryKey
        self.elements = elements
        self.otherQuery = otherQuery
        self.notes = notes
    }

    /// The GS1 element string in bracketed form, `(01)09506000134352(10)ABC`, in element order, a `(` in
    /// a value written `\(` as GS1's engine writes it (so that it reads back as the same AIs).
    public var elementString: String {
        GS1ElementData.elementString(elements)
    }
}

/// One AI and its value, and whether it came from the path or the query.
public struct DigitalLinkElement: Sendable, Equatable {
    public enum Place: String, Sendable { case path, query }

    public let ai: String
    public let value: String
    public let place: Place

    public init(ai: String, value: String, place: Place = .path) {
        self.ai = ai
        self.value = value
        self.place = place
    }
}

/// A query parameter that is not a GS1 AI, kept apart (decoded, `+` as space).
public struct DigitalLinkQueryParameter: Sendable, Equatable {
    public let name: String
    public let value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// The parser's answer: a link, or the reason it is not one (a sentence fragment such as
/// "AI 10 must come before AI 21 after primary key 01"). In lenient mode, a link the standard refuses but
/// whose values can still be read is `faulty`: the values, and each fault, one sentence each.
public enum DigitalLinkResult: Sendable, Equatable {
    case valid(DigitalLink)
    case invalid(reason: String)
    case faulty(DigitalLink, problems: [String])
}
