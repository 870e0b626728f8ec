/// The AIs read from an element string, scanner data or a compressed link, before and after the checks a
/// Digital Link gets: every reader of a non-URI form appends here, and `checked` applies the same rules
/// `DigitalLinkParser` applies to a link's values (format, linters, check digits by the dictionary; the
/// `req=`/`ex=` associations), so a value is judged the same whichever form it came in.
///
/// Values are kept as bytes in one array and turned into Strings once, when the list is accepted.
struct GS1AIList {
    struct Item {
        /// The AI's definition index in the lookup.
        let definition: Int
        /// Where its value is in `bytes`.
        let value: Range<Int>
    }

    let lookup: GS1AILookup
    /// The values back to back (a decoder appends a value here, then `appendWritten`).
    var bytes: [UInt8] = []
    private(set) var items: [Item] = []

    init(lookup: GS1AILookup) {
        self.lookup = lookup
        bytes.reserveCapacity(96)
        items.reserveCapacity(8)
    }

    /// Appends the AI at `definition` with the value `value`.
    mutating func append(_ definition: Int, value: some Collection<UInt8>) {
        let start = bytes.count
        bytes.append(contentsOf: value)
        items.append(Item(definition: definition, value: start..<bytes.count))
    }

    /// Appends the AI at `definition` with the value being `bytes[start...]`, already written there
    /// (a decoder that writes a value in place).
    mutating func appendWritten(_ definition: Int, from start: Int) {
        items.append(Item(definition: definition, value: start..<bytes.count))
    }

    /// Writes one byte of a value being decoded in place (`appendWritten`).
    mutating func write(_ byte: UInt8) { bytes.append(byte) }

    /// Drops what a failed in-place value left behind.
    mutating func discard(from start: Int) { bytes.removeSubrange(start...) }

    /// The list, checked: every value against its AI, a repeated AI with another value refused (the same
    /// value again is kept, as GS1's engine keeps it; the canonical link holds it once), then the
    /// associations between the AIs.
    func checked() throws(DigitalLinkRejection) -> GS1AIList {
        guard !items.isEmpty else { throw DigitalLinkRejection("no AI in the data") }
        try bytes.withUnsafeBufferPointer { (all) throws(DigitalLinkRejection) in
            for item in items {
                let value = UnsafeBufferPointer(rebasing: all[item.value])
                if value.isEmpty { throw DigitalLinkRejection("AI \(lookup.ai(item.definition)) has no value") }
                if let problem = lookup.problem(item.definition, in: value) { throw DigitalLinkRejection(problem) }
            }
            if let repeated = firstRepeat(in: all) {
                throw DigitalLinkRejection("AI \(lookup.ai(repeated)) appears twice with different values")
            }
        }
        // A repeat changes no association, so only a long list (where repeats would make the check
        // quadratic) is reduced to its distinct AIs first.
        var distinct = items.map(\.definition)
        if distinct.count > 16 {
            let firsts = GS1CanonicalLink.Distinct(distinct)
            distinct = distinct.indices.filter(firsts.isFirst).map { distinct[$0] }
        }
        if let problem = GS1Associations.problem(indices: distinct, lookup: lookup) {
            throw DigitalLinkRejection(problem)
        }
        return self
    }

    /// The definition of an AI given twice with different values, or nil. A few AIs are compared pair by
    /// pair; many (a long line) through a bitmap of the flat AI codes, so the cost stays linear.
    private func firstRepeat(in all: UnsafeBufferPointer<UInt8>) -> Int? {
        func differ(_ first: Item, _ second: Item) -> Bool { !all[first.value].elementsEqual(all[second.value]) }
        if items.count <= 16 {
            for later in items.indices.dropFirst() {
                for earlier in 0..<later where items[earlier].definition == items[later].definition {
                    if differ(items[earlier], items[later]) { return items[later].definition }
                }
            }
            return nil
        }
        var firstOfCode = [Int32](repeating: -1, count: 11_100)
        for (index, item) in items.enumerated() {
            let code = Int(lookup.codes[item.definition])
            if firstOfCode[code] < 0 {
                firstOfCode[code] = Int32(index)
            } else if differ(items[Int(firstOfCode[code])], item) {
                return item.definition
            }
        }
        return nil
    }

    /// The text of a value.
    func text(_ item: Item) -> String {
        String(decoding: bytes[item.value], as: UTF8.self)
    }

    /// The items as elements, in order; `isInPath(i)` says whether the canonical link puts item `i` in
    /// its path (`GS1CanonicalLink`).
    func elements(isInPath: (Int) -> Bool) -> [DigitalLinkElement] {
        items.indices.map { index in
            DigitalLinkElement(
                ai: lookup.ai(items[index].definition), value: text(items[index]),
                place: isInPath(index) ? .path : .query)
        }
    }
}
