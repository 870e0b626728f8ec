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
    /// in `scan.problems` and the values are kept, unless a faulty value is not even text (not UTF-8:
    /// nothing a record can show), which is thrown. Either way an AI is kept once (`dropRepeats`).
    func check(lenient: Bool) throws(DigitalLinkRejection) {
        guard !scan.elementStore.isEmpty else { throw DigitalLinkRejection("no AI in the data") }
        let values = scan.valueBytes.buffer
        // Lenient, the faulty values wait for `dropRepeats`: a repeat with the same value is the same
        // fault, listed once, with the first.
        var faulty: [(element: Int, problem: String)] = []
        for (index, element) in scan.elementStore.buffer.enumerated() {
            let value = UnsafeBufferPointer(rebasing: values[element.value])
            let problem = value.isEmpty ? "AI \(lookup.ai(element.definition)) has no value" : lookup.problem(element.definition, in: value)
            guard let problem else { continue }
            guard lenient, String(validating: value, as: UTF8.self) != nil else { throw DigitalLinkRejection(problem) }
            faulty.append((index, problem))
        }
        let countRead = scan.elementStore.count, problemsBefore = scan.problems.count
        let sameAgain = try dropRepeats(lenient: lenient)
        if !faulty.isEmpty {
            var isSameAgain = [Bool](repeating: false, count: countRead)
            for index in sameAgain { isSameAgain[index] = true }
            scan.problems.insert(contentsOf: faulty.lazy.filter { !isSameAgain[$0.element] }.map(\.problem), at: problemsBefore)
        }
        // Each AI once by now (`dropRepeats`), so the associations' check stays linear on a long line. The
        // definitions go to it in a buffer on the stack, as the parser's do: one specialization of the
        // check, and a faster one than over a lazy map.
        let count = scan.elementStore.count
        let problem = withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { definitions in
            for (index, element) in scan.elementStore.buffer.enumerated() { definitions.initializeElement(at: index, to: element.definition) }
            return GS1Associations.problem(indices: UnsafeBufferPointer(definitions), lookup: lookup, memo: scan.passedAssociations)
        }
        if let problem {
            guard lenient else { throw DigitalLinkRejection(problem) }
            scan.problems.append(problem)
        }
    }

    /// Keeps the first of each AI, in order. A repeat with the same value is the same AI read twice (a
    /// label scanned twice, two symbols of one item) and is valid: GS1's engine links it once, so
    /// `(10)A(10)A` is `/10/A`, and a record holds one `"10"` key. A repeat with another value is a fault:
    /// thrown, or under `lenient` written in `scan.problems`. One pass; a few AIs are compared with those
    /// kept before them, many (a long line) through a table of the flat AI codes, so the cost stays linear.
    /// Returns the elements dropped as a repeat with the same value (their places before the drop): an
    /// array that stays empty, and so unallocated, on a line without such a repeat.
    private func dropRepeats(lenient: Bool) throws(DigitalLinkRejection) -> [Int] {
        let count = scan.elementStore.count
        // The table is made only for a long line (`earlier(code:kept:in:)`). The two ways to find an
        // earlier element are inline, not closures given to a shared pass: a closure captured the list, a
        // retain and a release of the scan and the table for every line.
        var firstOfCode = count > 16 ? [Int32](repeating: -1, count: 11_100) : []
        var sameAgain: [Int] = []
        var kept = 0
        for index in 0..<count {
            let element = scan.elementStore[index]
            let earlier: Int?
            if firstOfCode.isEmpty {
                earlier = (0..<kept).first { scan.elementStore[$0].definition == element.definition }
            } else {
                earlier = Self.earlier(code: Int(lookup.codes[element.definition]), kept: kept, in: &firstOfCode)
            }
            guard let earlier else {
                scan.elementStore[kept] = element
                kept += 1
                continue
            }
            let values = scan.valueBytes.buffer
            if !values[scan.elementStore[earlier].value].elementsEqual(values[element.value]) {
                let problem = "AI \(lookup.ai(element.definition)) appears twice with different values"
                guard lenient else { throw DigitalLinkRejection(problem) }
                scan.problems.append(problem)
            } else {
                sameAgain.append(index)
            }
        }
        scan.elementStore.removeAll(from: kept)
        return sameAgain
    }

    /// The kept element of flat AI code `code` in `table`, or nil after entering `kept` as the first.
    /// Not inlined: inlined, the write's uniqueness check was hoisted out of the loop and made a new
    /// (empty) array on every line, long or not.
    @inline(never)
    private static func earlier(code: Int, kept: Int, in table: inout [Int32]) -> Int? {
        guard table[code] < 0 else { return Int(table[code]) }
        table[code] = Int32(kept)
        return nil
    }
}
