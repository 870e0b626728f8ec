/// Parses GS1 Digital Link URIs (uncompressed), following the rules R1–R14 of
/// docs/digital-link-rules.md, which match GS1's reference (the GS1 Syntax Engine) and the current
/// URI Syntax standard. Strict by default; `lenient` accepts GTIN-8/12/13 (padded to 14) and the
/// deprecated convenience alphas, with a note for each, and reads the values of a link the standard
/// refuses for a fault that leaves them readable (`readFaulty`).
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

    /// The same parser over tables of its own, for a thread of its own. The tables are shared by all
    /// parsers otherwise, and every retain of a shared object writes its reference count: two threads
    /// parsing at once then pull the same cache lines back and forth, which cost `parse-link` 7 % more
    /// CPU on two processors. Building the tables takes about 0.1 ms.
    public func withOwnTables() -> DigitalLinkParser {
        DigitalLinkParser(lenient: lenient, lookup: GS1AILookup(generatedIndex: ()))
    }

    init(lenient: Bool, lookup: GS1AILookup) {
        self.lenient = lenient
        self.lookup = lookup
    }

    public func parse(_ uri: String) -> DigitalLinkResult {
        let scan = DigitalLinkScan()
        let answer = uri.utf8.withContiguousStorageIfAvailable { bytes in
            do throws(DigitalLinkRejection) {
                try self.scan(bytes, into: scan)
                return DigitalLinkResult.valid(scan.link(uri: uri))
            } catch {
                guard lenient, readFaulty(bytes, into: scan) else { return DigitalLinkResult.invalid(reason: error.reason) }
                return DigitalLinkResult.faulty(scan.link(uri: uri), problems: scan.problems)
            }
        }
        if let answer { return answer }
        // Only a bridged or otherwise non-contiguous string gets here; a native copy is contiguous.
        var contiguous = uri
        contiguous.makeContiguousUTF8()
        return parse(contiguous)
    }

    /// Parses the URI `bytes` into `scan` (emptied first), or throws why it is not a Digital Link. The
    /// path `parse-link` takes: no String and, once the scan's arrays have grown, no allocation for a
    /// valid link (see `DigitalLinkScan`).
    public func scan(_ bytes: UnsafeBufferPointer<UInt8>, into scan: DigitalLinkScan) throws(DigitalLinkRejection) {
        scan.reset(lookup: lookup)
        let parts = try DigitalLinkURIParts.split(bytes)
        // The path's pairs as the walk from the right reads them (the key last), and the definition
        // indices of the link's AIs, path then query (for the sequence, duplicate and association
        // checks), both in temporary storage: no allocation, and the path is read once.
        let capacity = AIIndexBuffer.capacity(forURIOf: bytes.count)
        try withUnsafeTemporaryAllocation(of: DigitalLinkPath.Pair.self, capacity: capacity) { (pairStorage) throws(DigitalLinkRejection) in
            var pairCount = 0
            let located = try DigitalLinkPath.locate(bytes, path: parts.path, lookup: lookup, lenient: lenient) { pair in
                precondition(pairCount < capacity, "more path pairs than the URI has room for")
                (pairStorage.baseAddress! + pairCount).initialize(to: pair)
                pairCount += 1
            }
            if let problem = parts.escapeProblem(bytes, aisStart: located.start) { throw DigitalLinkRejection(problem) }
            let pairs = UnsafeBufferPointer(rebasing: pairStorage[..<pairCount])
            let storageCount = AIIndexBuffer.storageCount(forURIOf: bytes.count)
            try withUnsafeTemporaryAllocation(of: Int.self, capacity: storageCount) { (storage) throws(DigitalLinkRejection) in
                try self.scan(bytes, parts: parts, pairs: pairs, indices: AIIndexBuffer(storage), into: scan)
            }
        }
    }

    /// `pairs`: the path's, from the right (the primary key's last).
    private func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, parts: DigitalLinkURIParts, pairs: UnsafeBufferPointer<DigitalLinkPath.Pair>,
        indices: consuming AIIndexBuffer, into scan: DigitalLinkScan
    ) throws(DigitalLinkRejection) {
        for pair in pairs.reversed() { indices.append(pair.definitionIndex) }
        let pathCount = indices.count
        let keyIndex = indices[0]
        // The key's alternatives read where they are needed, not kept in a local: a local array lives
        // across the value checks and is retained and released for every URI. A key alone (most links)
        // does not read them at all.
        if pathCount > 1, !KeyQualifierSequence.fits(indices.buffer.dropFirst(), alternatives: lookup.qualifierCodes[keyIndex], lookup: lookup) {
            throw DigitalLinkRejection(sequenceProblem(indices))
        }

        for pair in pairs.reversed() {
            if let alpha = pair.alpha(in: bytes) {
                scan.notes.append("convenience alpha /\(DigitalLinkPath.text(alpha))/ read as AI \(lookup.ai(pair.definitionIndex))")
            }
            let value = try AIValueCheck.append(
                bytes[pair.value], ofDefinitionAt: pair.definitionIndex, in: lookup, place: .path, lenient: lenient,
                plainBefore: parts.firstPercent, to: scan)
            scan.elementStore.append(DigitalLinkScan.Element(definition: pair.definitionIndex, value: value, place: .path))
        }

        if let query = parts.query {
            let context = QueryAttributes.Context(
                lenient: lenient, keyIndex: keyIndex, pathCount: pathCount,
                plainBefore: min(parts.firstPercent, parts.firstPlus))
            try QueryAttributes.read(bytes, query: query, context: context, lookup: lookup, indices: &indices, into: scan)
        }

        if let problem = GS1Associations.problem(indices: indices.buffer, lookup: lookup, memo: scan.passedAssociations) {
            throw DigitalLinkRejection(problem)
        }
        // RFC 3986 leaves `"`, `\`, controls and non-ASCII out of a URI (`URICharacters`), so with nothing
        // percent-decoded every value holds only what the URI held literally.
        scan.valuesArePlainASCII = parts.firstPercent == Int.max
    }

    /// Works out the canonical link on `stem` of the URI this parser last scanned into `scan`
    /// (`DigitalLinkScan.makeCanonicalURI`), against the parser's own table, which the scan's indices
    /// refer to.
    public func makeCanonicalURI(of scan: DigitalLinkScan, stem: UnsafeBufferPointer<UInt8>) {
        scan.makeCanonicalURI(stem: stem, lookup: lookup)
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
public struct DigitalLinkRejection: Error, Equatable {
    public let reason: String
    /// The URI is a compressed link (`GS1DataForm.of` said so while the parser looked for a key), which
    /// the parser does not decode: a reader of every form decodes it without telling its form again.
    public let isCompressedLink: Bool

    init(_ reason: String, isCompressedLink: Bool = false) {
        self.reason = reason
        self.isCompressedLink = isCompressedLink
    }
}
