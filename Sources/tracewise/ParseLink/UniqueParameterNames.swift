/// Which of a link's other query parameters its `otherQuery` keeps: each name once, where it first
/// appears, with the value of its last appearance, as `jq` reads an object with a repeated key. Shared by the JSON writer and the csv and table cells, so the
/// two cannot disagree.
///
/// Why hashing: a link's query is outside data, and the first way this was written compared each
/// parameter's name with every earlier one, so 80,000 parameters in one line cost 3.2 billion comparisons
/// (11 s). Names are hashed into an open-addressing table instead, and two names are compared byte for
/// byte only when their 64-bit hashes are equal: a line of n bytes costs about n. The hash is Swift's
/// `Hasher`, seeded afresh in every process, so names cannot be chosen to collide.
///
/// A link with few parameters (nearly all of them) compares the pairs: at most 28 comparisons of short
/// names, cheaper than building a table, and bounded.
struct UniqueParameterNames {
    /// Up to this many parameters, every pair is compared.
    static let pairwiseLimit = 8

    /// Names compared byte for byte so far: what the tests count, the cost the hashing keeps linear.
    private(set) var comparisons = 0

    /// Calls `body(first, last)` once for each distinct name among the `count` parameters, in the order
    /// of first appearance: `first` is the index of its first parameter, `last` of its last one.
    /// `name(i)` lends parameter `i`'s name.
    mutating func forEach(
        count: Int, name: (Int) -> UnsafeBufferPointer<UInt8>, _ body: (_ first: Int, _ last: Int) -> Void
    ) {
        if count <= Self.pairwiseLimit {
            forEachComparingPairs(count: count, name: name, body)
        } else {
            forEachHashing(count: count, name: name, body)
        }
    }

    private mutating func forEachComparingPairs(
        count: Int, name: (Int) -> UnsafeBufferPointer<UInt8>, _ body: (Int, Int) -> Void
    ) {
        outer: for index in 0..<count {
            let own = name(index)
            for earlier in 0..<index where equal(name(earlier), own) { continue outer }
            var last = index
            for later in (index + 1)..<count where equal(name(later), own) { last = later }
            body(index, last)
        }
    }

    private mutating func forEachHashing(
        count: Int, name: (Int) -> UnsafeBufferPointer<UInt8>, _ body: (Int, Int) -> Void
    ) {
        // Twice as many slots as names (a power of two), so a probe finds an empty slot or the name
        // within about two steps on average.
        var slotCount = 16
        while slotCount < 2 * count { slotCount <<= 1 }
        let mask = slotCount - 1
        var slots = [Int](repeating: -1, count: slotCount)  // the first parameter of a name, or -1
        var slotHashes = [Int](repeating: 0, count: slotCount)
        // For a first appearance its last one's index; -1 for a repeat.
        var lasts = [Int](repeating: -1, count: count)
        for index in 0..<count {
            let own = name(index)
            var hasher = Hasher()
            hasher.combine(bytes: UnsafeRawBufferPointer(own))
            let hash = hasher.finalize()
            var slot = hash & mask
            while true {
                let first = slots[slot]
                if first < 0 {
                    slots[slot] = index
                    slotHashes[slot] = hash
                    lasts[index] = index
                    break
                }
                if slotHashes[slot] == hash, equal(name(first), own) {
                    lasts[first] = index
                    break
                }
                slot = (slot + 1) & mask
            }
        }
        for index in 0..<count where lasts[index] >= 0 { body(index, lasts[index]) }
    }

    /// Byte for byte; counted.
    private mutating func equal(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        comparisons += 1
        guard left.count == right.count else { return false }
        for index in 0..<left.count where left[index] != right[index] { return false }
        return true
    }
}
