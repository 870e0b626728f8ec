/// The AIs of an element string, scanner data or a compressed link as their readers find them, written
/// straight into a `DigitalLinkScan` (values into its bytes, AIs into its elements, other parameters into
/// its parameters), then checked as a Digital Link's values are (`check`): format, linters and check
/// digits by the dictionary, a repeated AI, the `req=`/`ex=` associations. So a value is judged the same
/// whichever form it came in, and a valid input costs no allocation once the scan has grown: the same
/// path `parse-link` takes for a URI.
struct GS1AIList {
    let scan: DigitalLinkScan
    let lookup: GS1AILookup

    /// Empties `scan` for the AIs of one input.
    init(scan: DigitalLinkScan, lookup: GS1AILookup) {
        scan.reset(lookup: lookup)
        self.scan = scan
        self.lookup = lookup
    }

    /// Where the next value byte goes (a decoder that writes a value in place starts there).
    var end: Int { scan.valueBytes.count }

    /// Appends the AI at `definition` with the value `value`.
    func append(_ definition: Int, value: Slice<UnsafeBufferPointer<UInt8>>) {
        let start = end
        scan.valueBytes.append(contentsOf: UnsafeBufferPointer(rebasing: value))
        appendWritten(definition, from: start)
    }

    /// Appends the AI at `definition` with the value written from `start` on (`write`, a decoder's own).
    func appendWritten(_ definition: Int, from start: Int) {
        scan.elementStore.append(DigitalLinkScan.Element(definition: definition, value: start..<end, place: .query))
    }

    /// Writes one byte of a value being read in place (`appendWritten`).
    func write(_ byte: UInt8) { scan.valueBytes.append(byte) }

    /// Drops what a failed in-place value left behind.
    func discard(from start: Int) { scan.valueBytes.removeAll(from: start) }

    /// Appends a parameter that is not an AI, its name and value written from `nameStart` and
    /// `valueStart` on.
    func appendParameter(nameFrom nameStart: Int, valueFrom valueStart: Int) {
        scan.parameterStore.append(DigitalLinkScan.Parameter(name: nameStart..<valueStart, value: valueStart..<end))
    }

    /// Checks the AIs read: every value against its AI, a repeated AI with another value, then the
    /// associations between the AIs. Strict, the first fault is thrown. `lenient`, every fault is written
    /// in `scan.problems` and the values are kept (the second of a repeated AI left out), unless a
    /// faulty value is not even text (not UTF-8: nothing a record can show), which is thrown.
    func check(lenient: Bool) throws(DigitalLinkRejection) {
        guard !scan.elementStore.isEmpty else { throw DigitalLinkRejection("no AI in the data") }
        let values = scan.valueBytes.buffer
        for element in scan.elementStore.buffer {
            let value = UnsafeBufferPointer(rebasing: values[element.value])
            let problem = value.isEmpty ? "AI \(lookup.ai(element.definition)) has no value" : lookup.problem(element.definition, in: value)
            guard let problem else { continue }
            guard lenient, String(validating: value, as: UTF8.self) != nil else { throw DigitalLinkRejection(problem) }
            scan.problems.append(problem)
        }
        while let repeated = firstRepeat() {
            let problem = "AI \(lookup.ai(scan.elementStore[repeated].definition)) appears twice with different values"
            guard lenient else { throw DigitalLinkRejection(problem) }
            scan.problems.append(problem)
            remove(repeated)
        }
        // A repeat changes no association, so only a long list (where repeats would make the check
        // quadratic) is reduced to its distinct AIs first.
        let definitions = scan.elementStore.buffer.lazy.map(\.definition)
        var problem: String?
        if definitions.count > 16 {
            let all = Array(definitions), firsts = GS1CanonicalLink.Distinct(all)
            problem = GS1Associations.problem(indices: all.indices.filter(firsts.isFirst).map { all[$0] }, lookup: lookup)
        } else {
            problem = GS1Associations.problem(indices: definitions, lookup: lookup)
        }
        if let problem {
            guard lenient else { throw DigitalLinkRejection(problem) }
            scan.problems.append(problem)
        }
    }

    /// The element of an AI given before with a different value, or nil. A few AIs are compared pair by
    /// pair; many (a long line) through a table of the flat AI codes, so the cost stays linear.
    private func firstRepeat() -> Int? {
        let elements = scan.elementStore.buffer, values = scan.valueBytes.buffer
        func differ(_ first: Int, _ second: Int) -> Bool {
            !values[elements[first].value].elementsEqual(values[elements[second].value])
        }
        if elements.count <= 16 {
            for later in elements.indices.dropFirst() {
                for earlier in 0..<later where elements[earlier].definition == elements[later].definition {
                    if differ(earlier, later) { return later }
                }
            }
            return nil
        }
        var firstOfCode = [Int32](repeating: -1, count: 11_100)
        for index in elements.indices {
            let code = Int(lookup.codes[elements[index].definition])
            if firstOfCode[code] < 0 {
                firstOfCode[code] = Int32(index)
            } else if differ(Int(firstOfCode[code]), index) {
                return index
            }
        }
        return nil
    }

    /// Drops the element at `position` (its value bytes stay, unreferenced).
    private func remove(_ position: Int) {
        let count = scan.elementStore.count
        for index in position..<(count - 1) { scan.elementStore[index] = scan.elementStore[index + 1] }
        scan.elementStore.removeAll(from: count - 1)
    }
}
