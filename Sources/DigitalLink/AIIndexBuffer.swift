/// The definition indices of one link's AIs (path, then query), in temporary storage that the parser
/// takes with `withUnsafeTemporaryAllocation`, i.e. normally on the stack: one heap allocation fewer per
/// URI, which is about a tenth of the time of a short link.
///
/// Capacity: every AI costs at least 4 bytes of the URI (`/01/x`, `?17=x`, `&17=x`), so a buffer of
/// `uriByteCount / 4 + 1` entries always suffices; `append` still checks, so a wrong bound traps
/// instead of writing past the buffer.
///
/// Beside the entries, the same storage has room for a bit per definition, so `holds` says whether an
/// AI is already in the link without a search: a repeated AI is looked for once per AI of the query,
/// and a search of the entries would cost up to the dictionary's 541 steps each time (a line of 100,000
/// repeats under `--lenient`). The bits are kept only once a link has more than `searchedUpTo` AIs:
/// below that a search of a few entries is cheaper than clearing the bits, which every URI would pay.
struct AIIndexBuffer: RandomAccessCollection {
    private let storage: UnsafeMutableBufferPointer<Int>
    /// One bit per definition index: whether `storage` holds it.
    private let seen: UnsafeMutableBufferPointer<Int>
    private(set) var count = 0

    /// Words of `seen`: one bit for each definition of the dictionary.
    private static let seenWords = (GS1Dictionary.count + Int.bitWidth - 1) / Int.bitWidth
    /// Up to this many entries `holds` searches them, and `seen` is not kept.
    static let searchedUpTo = 16

    /// Entries a buffer needs for a URI of `uriByteCount` bytes (also the most path pairs it can have).
    static func capacity(forURIOf uriByteCount: Int) -> Int { uriByteCount / 4 + 1 }

    /// The `Int`s of storage a buffer takes for a URI of `uriByteCount` bytes: its entries and the
    /// definitions' bits.
    static func storageCount(forURIOf uriByteCount: Int) -> Int { capacity(forURIOf: uriByteCount) + seenWords }

    init(_ storage: UnsafeMutableBufferPointer<Int>) {
        let split = storage.count - Self.seenWords
        self.storage = UnsafeMutableBufferPointer(rebasing: storage[..<split])
        seen = UnsafeMutableBufferPointer(rebasing: storage[split...])
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Int {
        precondition(position >= 0 && position < count, "AIIndexBuffer index out of range")
        return storage[position]
    }

    /// The entries as a buffer: for the loops that read them many times per link (the association and
    /// sequence checks), which then test no index against `count` on every read.
    var buffer: UnsafeBufferPointer<Int> { UnsafeBufferPointer(rebasing: storage[..<count]) }

    @inline(__always)
    mutating func append(_ index: Int) {
        precondition(count < storage.count, "AIIndexBuffer is full")
        storage[count] = index
        count += 1
        if count > Self.searchedUpTo { markSeen(index) }
    }

    /// Sets `index`'s bit; the first time past `searchedUpTo` entries, clears the bits and sets those
    /// of the entries before.
    private func markSeen(_ index: Int) {
        precondition(index < seen.count * Int.bitWidth, "a definition index past the dictionary's")
        if count == Self.searchedUpTo + 1 {
            seen.update(repeating: 0)
            for earlier in storage[..<(count - 1)] { seen[earlier / Int.bitWidth] |= 1 << (earlier % Int.bitWidth) }
        }
        seen[index / Int.bitWidth] |= 1 << (index % Int.bitWidth)
    }

    /// Whether the definition at `index` is among the entries: a search of at most `searchedUpTo`
    /// entries, past that a bit test.
    @inline(__always)
    func holds(_ index: Int) -> Bool {
        if count <= Self.searchedUpTo {
            for position in 0..<count where storage[position] == index { return true }
            return false
        }
        precondition(index < seen.count * Int.bitWidth, "a definition index past the dictionary's")
        return seen[index / Int.bitWidth] & (1 << (index % Int.bitWidth)) != 0
    }
}
