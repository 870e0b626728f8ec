/// A scan's other forms: the canonical Digital Link of a URI's AIs, written from the scan without a
/// String (parse-link writes it for every link), and the layout of the AIs of another form, read into the
/// scan by `GS1DataReader`, so that every form reaches parse-link's writers through the same scan.
extension DigitalLinkScan {
    /// Works out the canonical link of the URI just scanned on `stem` (its trailing `/` dropped), as
    /// `GS1ElementData(link:).canonicalURI(stem:)` writes it: the path as parsed, then the query's
    /// attributes, the predefined-length ones first, each group in link order; none when an AI of the
    /// query is not a data attribute (`GS1CanonicalLink`). The path's elements come first, as the parser
    /// leaves them (and `layOut` before it calls this).
    ///
    /// parse-link does this for every link, so it is written for speed: the storage is worked on as a
    /// local copy (a write through the class's property reloads it for every byte), an AI is written
    /// from its flat code rather than read out of a String, a value of unreserved characters only
    /// (nearly every value) is copied in one piece, and the elements are walked once: the path, then the
    /// query's predefined-length attributes as they come, while the others (rare) are counted and
    /// written by a second walk only when there are some.
    ///
    /// `lookup` is the table the scan was filled against (`reset(lookup:)`), given by the caller that
    /// holds it (`DigitalLinkParser.makeCanonicalURI(of:stem:)`, `GS1DataReader`): read from the scan's
    /// own property, which a scan may change, it was retained and released for every link.
    func makeCanonicalURI(stem: UnsafeBufferPointer<UInt8>, lookup: GS1AILookup) {
        assert(lookup === self.lookup, "a canonical link from another table than the scan's")
        hasCanonical = false
        let elements = elementStore.buffer, values = valueBytes.buffer
        var out = canonicalBytes
        // `out` owns the memory while it is written (it may move it when it grows), and hands it back.
        defer { canonicalBytes = out }
        out.removeAll()
        out.append(contentsOf: stem.last == UInt8(ascii: "/") ? UnsafeBufferPointer(rebasing: stem.dropLast()) : stem)
        var separator = UInt8(ascii: "?"), variableLength = 0
        for element in elements {
            if element.place == .path {
                Self.appendAttribute(element, values: values, lookup: lookup, between: UInt8(ascii: "/"), and: UInt8(ascii: "/"), to: &out)
                continue
            }
            guard lookup.isDataAttribute(element.definition) else { return }
            guard GS1CompressionTables.predefinedLength[element.definition] > 0 else {
                variableLength += 1
                continue
            }
            Self.appendAttribute(element, values: values, lookup: lookup, between: separator, and: UInt8(ascii: "="), to: &out)
            separator = UInt8(ascii: "&")
        }
        if variableLength > 0 {
            for element in elements where element.place == .query && GS1CompressionTables.predefinedLength[element.definition] == 0 {
                Self.appendAttribute(element, values: values, lookup: lookup, between: separator, and: UInt8(ascii: "="), to: &out)
                separator = UInt8(ascii: "&")
            }
        }
        hasCanonical = true
    }

    /// `/AI/value` or `?AI=value` (`before`, the AI, `after`, the value percent-encoded) of one element of
    /// the canonical link.
    @inline(__always)
    private static func appendAttribute(
        _ element: Element, values: UnsafeBufferPointer<UInt8>, lookup: GS1AILookup, between before: UInt8, and after: UInt8,
        to out: inout ScanStorage<UInt8>
    ) {
        appendAI(code: lookup.codes[element.definition], between: before, and: after, to: &out)
        GS1CanonicalLink.escape(UnsafeBufferPointer(rebasing: values[element.value]), query: after == UInt8(ascii: "="), to: &out)
    }

    /// The digits of the AI of flat code `code` (`GS1AILookup.slotOffset`: two-digit AIs from 0, three-digit
    /// from 100, four-digit from 1100) between `before` and `after`, put together in a word and appended
    /// in one piece (one test of the room, not one per byte).
    @inline(__always)
    private static func appendAI(code: Int32, between before: UInt8, and after: UInt8, to out: inout ScanStorage<UInt8>) {
        // Constant divisors only: the compiler makes them multiplications, where a divisor in a variable is
        // a division instruction of some twenty cycles per digit.
        @inline(__always) func digit(_ value: Int) -> UInt64 { UInt64(truncatingIfNeeded: 0x30 &+ value) }
        let code = Int(code)
        var digits: UInt64, count: Int
        if code >= 1100 {
            let number = code - 1100
            digits = digit(number / 1000) | digit(number / 100 % 10) << 8 | digit(number / 10 % 10) << 16 | digit(number % 10) << 24
            count = 4
        } else if code >= 100 {
            let number = code - 100
            digits = digit(number / 100) | digit(number / 10 % 10) << 8 | digit(number % 10) << 16
            count = 3
        } else {
            digits = digit(code / 10) | digit(code % 10) << 8
            count = 2
        }
        // Byte i of the word is bits 8i… in memory order: stored little-endian whatever the processor.
        var word = (UInt64(before) | digits << 8 | UInt64(after) << UInt64(8 * (count + 1))).littleEndian
        withUnsafeBytes(of: &word) { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0.assumingMemoryBound(to: UInt8.self)[..<(count + 2)])) }
    }

    /// Lends the canonical link's bytes, or nil when the AIs have none (or it was not worked out).
    @inline(__always)
    public func withCanonicalURI<Result>(_ body: (UnsafeBufferPointer<UInt8>?) -> Result) -> Result {
        body(hasCanonical ? canonicalBytes.buffer : nil)
    }

    /// Lays out the AIs a form that is no URI put in the scan (`GS1AIList`, in the order the input holds
    /// them, each once: `GS1AIList.check` dropped repeats) as `GS1CanonicalLink` describes, and writes
    /// their canonical link on `stem`: the primary key is the first AI that is one; its qualifiers go in
    /// the path, the longest order of `GS1KeyQualifierOrders` all present, the first on a tie; every other
    /// AI in the query, where each must be a data attribute. Each element's `place` says where the link
    /// puts it (`path` for all when there is no link). `faulty`: a lenient reading with problems, which
    /// gets no link. False when the AIs have no primary key.
    /// `lookup`: the scan's table, given as to `makeCanonicalURI`.
    func layOut(form: GS1DataForm, faulty: Bool, stem: UnsafeBufferPointer<UInt8>, lookup: GS1AILookup) -> Bool {
        self.form = form
        canonicalBytes.removeAll()
        hasCanonical = false
        guard let key = elementStore.buffer.firstIndex(where: { lookup.isPrimaryKey($0.definition) }) else {
            primaryKeyElement = -1
            placeAll(.path)
            return false
        }
        primaryKeyElement = key
        if faulty { return placeAll(.path) }
        // The longest order all present, by its place in the list: no copy of an order held a line.
        let orders = GS1KeyQualifierOrders.orders(ofKey: elementStore[key].definition, lookup: lookup)
        var bestIndex = -1, bestCount = 0
        for index in orders.indices where orders[index].count > bestCount && orders[index].allSatisfy({ position(of: $0) != nil }) {
            (bestIndex, bestCount) = (index, orders[index].count)
        }
        let best = bestIndex < 0 ? [] : orders[bestIndex]
        placeAll(.query)
        setPlace(.path, at: key)
        // Whether the path's elements come first, in path order: then the elements as they are make the
        // link (`makeCanonicalURI` takes the path first), without being rearranged.
        var inOrder = key == 0, previous = key
        for definition in best {
            let position = position(of: definition)!
            setPlace(.path, at: position)
            inOrder = inOrder && position == previous + 1
            previous = position
        }
        for element in elementStore.buffer where element.place == .query {
            guard lookup.isDataAttribute(element.definition) else { return placeAll(.path) }
        }
        if inOrder {
            makeCanonicalURI(stem: stem, lookup: lookup)
        } else {
            makeRearrangedCanonicalURI(key: key, qualifiers: best, stem: stem, lookup: lookup)
        }
        return true
    }

    /// The canonical link of elements whose path is out of order: the elements are put in the link's
    /// order for `makeCanonicalURI` (the path in path order, the rest after it) and back in the input's
    /// after it, kept meanwhile on the stack.
    private func makeRearrangedCanonicalURI(key: Int, qualifiers: [Int], stem: UnsafeBufferPointer<UInt8>, lookup: GS1AILookup) {
        let count = elementStore.count
        withUnsafeTemporaryAllocation(of: Element.self, capacity: 2 * count) { room in
            // The input's order in the first half, the link's in the second.
            _ = room.initialize(from: elementStore.buffer)
            var linked = count
            func link(_ index: Int) {
                room.initializeElement(at: linked, to: room[index])
                linked += 1
            }
            link(key)
            for definition in qualifiers { link(position(of: definition)!) }
            for index in 0..<count where room[index].place == .query { link(index) }
            elementStore.removeAll()
            elementStore.append(contentsOf: UnsafeBufferPointer(rebasing: room[count..<linked]))
            makeCanonicalURI(stem: stem, lookup: lookup)
            elementStore.removeAll()
            elementStore.append(contentsOf: UnsafeBufferPointer(rebasing: room[..<count]))
        }
    }

    /// The first element of the AI at `definition`, or nil.
    private func position(of definition: Int) -> Int? {
        elementStore.buffer.firstIndex { $0.definition == definition }
    }

    private func setPlace(_ place: DigitalLinkElement.Place, at index: Int) {
        let element = elementStore[index]
        elementStore[index] = Element(definition: element.definition, value: element.value, place: place)
    }

    /// Puts every element in `place`; true, for a caller whose AIs have a primary key and no link.
    @discardableResult
    private func placeAll(_ place: DigitalLinkElement.Place) -> Bool {
        for index in 0..<elementStore.count { setPlace(place, at: index) }
        return true
    }
}
