/// The query string of a Digital Link (R8): GS1 data attributes (`17=271231`) and everything else
/// (`linkType=…`), which is kept apart as `otherQuery`.
///
/// Its pieces are split as `QueryPieces` says (`?x` is `x` with an empty value; `?17` is AI 17 without a
/// value). A key of digits only is reserved for GS1, so it must be a known AI: allowed as a data attribute
/// (the dictionary's `?` flag), not a key qualifier that should have been in the path, not already
/// present, with a non-empty value that fits the AI. Any other key is an extension parameter. Every name
/// and value is percent-decoded, so a malformed escape anywhere in the query is refused, as in the path.
enum QueryAttributes {
    /// What the query must be checked against: the path's primary key and qualifiers. Plain values only:
    /// the table (a class) goes to `read` on its own, as the parser holds it; kept here, it was retained
    /// and released for every URI with a query.
    struct Context {
        let lenient: Bool
        /// The primary key's definition index (its `dlpkey` alternatives are `lookup.qualifierCodes[keyIndex]`,
        /// read where needed: an array kept here would be retained for every URI with a query).
        let keyIndex: Int
        /// How many AIs the path has (key and qualifiers): the first entries of `indices`.
        let pathCount: Int
        /// Reading a link in spite of its faults (`DigitalLinkParser.read`): a fault goes to the scan's
        /// `problems` and the reading goes on, keeping what can be kept, instead of ending it.
        var salvaging = false
        /// An offset of the URI before which it has no `%` or `+`: a name or value ending there needs no
        /// decoding (`AIValueCheck.append`); 0 when not known.
        var plainBefore = 0

        /// Throws `problem`, or records it when salvaging.
        func fault(_ problem: String, in scan: DigitalLinkScan) throws(DigitalLinkRejection) {
            guard salvaging else { throw DigitalLinkRejection(problem) }
            scan.problems.append(problem)
        }
    }

    /// Reads the query `range` of `bytes`, appending its AIs to the scan's `elements` (and their
    /// definition indices to `indices`, which holds the path's already, to refuse repeats) and its other
    /// parameters to its `otherQuery`.
    static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, query range: Range<Int>, context: Context, lookup: GS1AILookup,
        indices: inout AIIndexBuffer, into scan: DigitalLinkScan
    ) throws(DigitalLinkRejection) {
        var pieces = QueryPieces(bytes, query: range)
        while let piece = pieces.next() {
            let name = bytes[piece.name], value = bytes[piece.value]
            let index: Int
            if QueryPieces.isAIKey(name) {
                guard let known = lookup.index(of: name) else {
                    try context.fault("unknown AI \(text(name)) in the query (numeric query keys are reserved for GS1 AIs)", in: scan)
                    continue
                }
                index = known
            } else {
                guard let decodedName = try decodeExtension(name, parameter: nil, context: context, into: scan) else { continue }
                let mapped = scan.withBytes(decodedName, ConvenienceAlphas.queryAI(for:))
                guard let mapped, context.lenient else {
                    // Digital Link 1.2 dropped the query alphas: in strict mode `exp=` is an ordinary
                    // parameter, as GS1's engine reads it, with a note so the expiry is not lost unseen.
                    if let mapped {
                        scan.notes.append(
                            "query parameter \(scan.text(decodedName))= kept as an ordinary parameter; it is the "
                                + "deprecated convenience alpha for AI \(mapped) (write \(mapped)= or use --lenient)")
                    }
                    guard let decodedValue = try decodeExtension(value, parameter: decodedName, context: context, into: scan)
                    else { continue }
                    scan.parameterStore.append(DigitalLinkScan.Parameter(name: decodedName, value: decodedValue))
                    continue
                }
                scan.notes.append("query parameter \(scan.text(decodedName))= read as AI \(mapped)")
                index = lookup.index(ofAI: mapped)!
            }

            // The AI's text only for a message: a String read out of the table is a retain and a release.
            var ai: String { lookup.ai(index) }
            guard !value.isEmpty else {
                try context.fault("AI \(ai) has an empty value in the query", in: scan)
                continue
            }
            guard !indices.holds(index) else {
                try context.fault("duplicate AI \(ai)", in: scan)
                continue
            }
            // A key qualifier or an AI that is no data attribute is a fault; read anyway, its value is kept.
            if KeyQualifierSequence.belongsInPath(
                index, alternatives: lookup.qualifierCodes[context.keyIndex], qualifiers: indices[1..<context.pathCount], lookup: lookup) {
                try context.fault("AI \(ai) is a key qualifier and belongs in the path, not the query", in: scan)
            } else if !lookup.isDataAttribute(index) {
                try context.fault("AI \(ai) is not a Digital Link data attribute, so it cannot be in the query", in: scan)
            }
            let checked: Range<Int>
            do throws(DigitalLinkRejection) {
                checked = try AIValueCheck.appendDecoded(
                    value, ofDefinitionAt: index, in: lookup, place: .query, lenient: context.lenient,
                    plainBefore: context.plainBefore, to: scan)
            } catch {
                try context.fault(error.reason, in: scan)
                continue
            }
            if let problem = AIValueCheck.problem(of: checked, ofDefinitionAt: index, in: lookup, scan: scan) {
                try context.fault(problem, in: scan)
            }
            indices.append(index)
            scan.elementStore.append(DigitalLinkScan.Element(definition: index, value: checked, place: .query))
        }
    }

    /// Decodes an extension parameter's name or value. They carry no GS1 data, so `%00` is allowed (the
    /// application's business, as GS1's engine has it), but a malformed escape or non-UTF-8 bytes make the
    /// whole URI malformed, so those are still refused (or, when salvaging, the parameter is left out).
    /// Appends the decoded text to the scan and returns where it is; `parameter` is where the decoded
    /// name is, for a value's message.
    private static func decodeExtension(
        _ bytes: Slice<UnsafeBufferPointer<UInt8>>, parameter: Range<Int>?, context: Context, into scan: DigitalLinkScan
    ) throws(DigitalLinkRejection) -> Range<Int>? {
        let start = scan.valueBytes.count
        if bytes.endIndex <= context.plainBefore {
            scan.valueBytes.append(contentsOf: UnsafeBufferPointer(rebasing: bytes))
            return start..<scan.valueBytes.count
        }
        do {
            try PercentDecoding.decode(bytes, plusIsSpace: true, allowNul: true, into: &scan.valueBytes)
            return start..<scan.valueBytes.count
        } catch {
            scan.valueBytes.removeAll(from: start)
            let place = parameter.map { "query parameter '\(scan.text($0))'" } ?? "a query parameter name"
            switch error {
            case .malformedEscape(let text):
                try context.fault("\(place): malformed percent-escape '\(text)' (a literal % is written %25)", in: scan)
            case .encodedNul:
                try context.fault("\(place): percent-encoded NUL (%00) is not allowed", in: scan)
            case .invalidUTF8:
                try context.fault("\(place): the percent-decoded text is not UTF-8", in: scan)
            }
            return nil
        }
    }

    private static func text(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
    }
}
