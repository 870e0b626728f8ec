/// Parses GS1 Digital Link URIs (uncompressed), following the rules R1–R14 of
/// shared/notes/gs1-digital-link.md, which match GS1's reference (the GS1 Syntax Engine) and the current
/// URI Syntax standard. Strict by default; `lenient` accepts GTIN-8/12/13 (padded to 14) and the
/// deprecated convenience alphas, with a note for each.
///
/// The order of the checks is the order of the URI: scheme and host, the GS1 part of the path, the
/// key-qualifier sequence, the path values, the query, then the associations between all AIs. The first
/// problem found is the reason given.
///
/// Speed: `parse-link` streams millions of URIs, so the parser works on the URI's UTF-8 bytes in place
/// and builds a String only for a value it keeps (or for a message).
public struct DigitalLinkParser: Sendable {
    public var lenient: Bool
    /// The AI table the parser checks against.
    var lookup: GS1AILookup

    public init(lenient: Bool = false) {
        self.init(lenient: lenient, lookup: .standard)
    }

    init(lenient: Bool, lookup: GS1AILookup) {
        self.lenient = lenient
        self.lookup = lookup
    }

    public func parse(_ uri: String) -> DigitalLinkResult {
        let answer = uri.utf8.withContiguousStorageIfAvailable { bytes in
            do throws(DigitalLinkRejection) {
                return DigitalLinkResult.valid(try parse(bytes, uri: uri))
            } catch {
                return DigitalLinkResult.invalid(reason: error.reason)
            }
        }
        if let answer { return answer }
        // Only a bridged or otherwise non-contiguous string gets here; a native copy is contiguous.
        var contiguous = uri
        contiguous.makeContiguousUTF8()
        return parse(contiguous)
    }

    private func parse(_ bytes: UnsafeBufferPointer<UInt8>, uri: String) throws(DigitalLinkRejection) -> DigitalLink {
        let parts = try DigitalLinkURIParts.split(bytes)
        let path = try DigitalLinkPath.locate(bytes, path: parts.path, lookup: lookup, lenient: lenient)

        // The definition indices of the link's AIs, path then query: for the sequence, duplicate and
        // association checks. Strings are made only for values kept and for messages.
        let capacity = AIIndexBuffer.capacity(forURIOf: bytes.count)
        return try withUnsafeTemporaryAllocation(of: Int.self, capacity: capacity) { (storage) throws(DigitalLinkRejection) in
            try parse(bytes, uri: uri, parts: parts, path: path, indices: AIIndexBuffer(storage))
        }
    }

    private func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, uri: String, parts: DigitalLinkURIParts, path: DigitalLinkPath,
        indices: consuming AIIndexBuffer
    ) throws(DigitalLinkRejection) -> DigitalLink {
        path.forEachPair(bytes, lookup: lookup) { (pair) throws(Never) in indices.append(pair.definitionIndex) }
        let pathCount = indices.count
        let keyIndex = indices[0]
        let keyQualifierCodes = lookup.qualifierCodes[keyIndex]
        if !KeyQualifierSequence.fits(indices[1...], alternatives: keyQualifierCodes, lookup: lookup) {
            throw DigitalLinkRejection(sequenceProblem(indices))
        }

        var notes = [String]()
        var elements = [DigitalLinkElement]()
        elements.reserveCapacity(pathCount + 4)
        try path.forEachPair(bytes, lookup: lookup) { (pair) throws(DigitalLinkRejection) in
            let ai = lookup.ai(pair.definitionIndex)
            if let alpha = pair.alpha { notes.append("convenience alpha /\(DigitalLinkPath.text(alpha))/ read as AI \(ai)") }
            let value = try AIValueCheck.value(
                bytes[pair.value], ofDefinitionAt: pair.definitionIndex, in: lookup, place: .path, lenient: lenient, notes: &notes)
            elements.append(DigitalLinkElement(ai: ai, value: value, place: .path))
        }

        var otherQuery = [DigitalLinkQueryParameter]()
        if let query = parts.query {
            let context = QueryAttributes.Context(
                lookup: lookup, lenient: lenient, keyQualifierCodes: keyQualifierCodes, pathCount: pathCount)
            try QueryAttributes.read(
                bytes, query: query, context: context, indices: &indices, elements: &elements, otherQuery: &otherQuery,
                notes: &notes)
        }

        if let problem = GS1Associations.problem(indices: indices, lookup: lookup) {
            throw DigitalLinkRejection(problem)
        }
        return DigitalLink(uri: uri, primaryKey: lookup.ai(keyIndex), elements: elements, otherQuery: otherQuery, notes: notes)
    }

    /// The reason a path's AI sequence is not a key-qualifier sequence, in words (only on failure).
    private func sequenceProblem(_ indices: AIIndexBuffer) -> String {
        let ais = indices.map(lookup.ai)
        let alternatives = lookup.definition(indices[0]).keyQualifiers ?? [[]]
        return KeyQualifierSequence.problem(key: ais[0], alternatives: alternatives, qualifiers: ais[1...])
            ?? "AIs \(ais.joined(separator: ", ")) do not form a key-qualifier sequence"
    }
}

/// Why a URI is not a valid GS1 Digital Link: a sentence fragment such as "duplicate AI 10".
struct DigitalLinkRejection: Error, Equatable {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
