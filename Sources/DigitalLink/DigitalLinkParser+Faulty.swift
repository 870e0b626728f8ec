/// Lenient mode's second reading of a link that `scan` refused: links in the wild carry a wrong check
/// digit, key qualifiers out of order or a data attribute in the path, and someone auditing labels needs
/// their values and the list of what is wrong, not only the first fault.
///
/// The reading follows the strict one step by step, but a fault is written down in `scan.problems` and
/// the reading goes on: a value that fails its AI's checks is kept as written, a qualifier out of order or
/// a data attribute in the path is kept where it is, a query attribute that should have been in the path
/// is kept. Only what cannot be read at all is left out (a value whose percent-escapes are malformed, an
/// unknown AI in the query, the second of a repeated AI). The strict parse is untouched: this runs only
/// after it has refused a link, and only in lenient mode.
extension DigitalLinkParser {
    /// Reads what it can of the URI `bytes` into `scan`, listing each fault in `scan.problems`. False when
    /// the URI yields nothing (no scheme and host, no primary key in the path, a key whose value cannot
    /// be decoded: not a Digital Link at all), or when it has no fault.
    public func readFaulty(_ bytes: UnsafeBufferPointer<UInt8>, into scan: DigitalLinkScan) -> Bool {
        scan.reset(lookup: lookup)
        guard let parts = try? DigitalLinkURIParts.split(bytes),
              let path = try? DigitalLinkPath.locate(bytes, path: parts.path, lookup: lookup, lenient: true)
        else { return false }
        let storageCount = AIIndexBuffer.storageCount(forURIOf: bytes.count)
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: storageCount) { storage in
            readFaulty(bytes, parts: parts, path: path, indices: AIIndexBuffer(storage), into: scan)
        }
    }

    private func readFaulty(
        _ bytes: UnsafeBufferPointer<UInt8>, parts: DigitalLinkURIParts, path: DigitalLinkPath,
        indices: consuming AIIndexBuffer, into scan: DigitalLinkScan
    ) -> Bool {
        var pathAIs: [Int] = []
        path.forEachPair(bytes, lookup: lookup) { (pair) throws(Never) in pathAIs.append(pair.definitionIndex) }
        let keyIndex = pathAIs[0]
        if let problem = parts.escapeProblem(bytes, aisStart: path.start) { scan.problems.append(problem) }
        scan.problems += pathProblems(pathAIs)

        path.forEachPair(bytes, lookup: lookup) { (pair) throws(Never) in
            let index = pair.definitionIndex
            if indices.holds(index) { return }  // a repeat, already a problem: the first is kept
            if let alpha = pair.alpha(in: bytes) {
                scan.notes.append("convenience alpha /\(DigitalLinkPath.text(alpha))/ read as AI \(lookup.ai(index))")
            }
            let value: Range<Int>
            do throws(DigitalLinkRejection) {
                value = try AIValueCheck.appendDecoded(
                    bytes[pair.value], ofDefinitionAt: index, in: lookup, place: .path, lenient: lenient, to: scan)
            } catch {
                scan.problems.append(error.reason)
                return
            }
            if let problem = AIValueCheck.problem(of: value, ofDefinitionAt: index, in: lookup, scan: scan) {
                scan.problems.append(problem)
            }
            indices.append(index)
            scan.elementStore.append(DigitalLinkScan.Element(definition: index, value: value, place: .path))
        }
        guard scan.elementStore.buffer.first?.definition == keyIndex else { return false }  // the key's value is unreadable

        if let query = parts.query {
            var context = QueryAttributes.Context(
                lenient: lenient, keyIndex: keyIndex,
                pathCount: indices.count)
            context.salvaging = true
            do throws(DigitalLinkRejection) {
                try QueryAttributes.read(bytes, query: query, context: context, lookup: lookup, indices: &indices, into: scan)
            } catch {
                scan.problems.append(error.reason)  // not reached: a salvaging read records its faults
            }
        }
        if let problem = GS1Associations.problem(indices: indices.buffer, lookup: lookup) {
            scan.problems.append(problem)
        }
        return !scan.problems.isEmpty
    }

    /// Each fault of the path's AI sequence (definition indices, key first) in a sentence of its own: a
    /// repeated AI, an AI that is no qualifier of the key (a data attribute, which belongs in the query,
    /// or another AI), then whether the key's own qualifiers are in their order.
    func pathProblems(_ pathAIs: [Int]) -> [String] {
        let key = lookup.ai(pathAIs[0])
        let alternatives = lookup.definition(pathAIs[0]).keyQualifiers ?? [[]]
        var problems: [String] = []
        // A set, not an array searched: the path of a faulty link may repeat an AI 100,000 times.
        var qualifiers: [String] = [], seen: Set<Int> = [pathAIs[0]]
        for index in pathAIs.dropFirst() {
            let ai = lookup.ai(index)
            if seen.contains(index) {
                problems.append("duplicate AI \(ai)")
                continue
            }
            seen.insert(index)
            if alternatives.contains(where: { $0.contains(ai) }) {
                qualifiers.append(ai)
            } else if lookup.isDataAttribute(index) {
                problems.append("AI \(ai) is a data attribute: it belongs in the query (?\(ai)=…), not in the path")
            } else if let problem = KeyQualifierSequence.problem(key: key, alternatives: alternatives, qualifiers: [ai][...]) {
                problems.append(problem)
            }
        }
        if let problem = KeyQualifierSequence.problem(key: key, alternatives: alternatives, qualifiers: qualifiers[...]) {
            problems.append(problem)
        }
        return problems
    }
}
