/// The sequences of AIs a scan's links had that break no association (`GS1Associations.problem`), so that
/// the next link of the same AIs in the same order is not checked again.
///
/// Why: a file of links repeats a few shapes (a GTIN with a batch and an expiry date, a SSCC alone), and
/// the check walks every AI's `req=` and `ex=` rules against every other AI of the link: about 200
/// instructions a link and a twelfth of `parse-link`'s mispredicted branches (cachegrind, 30,000 varied
/// links). A remembered sequence costs a key and one comparison.
///
/// Sound because the check's answer depends only on the sequence of definition indices and the table
/// (`GS1AILookup`, immutable) they index: the scan forgets every sequence when its table changes
/// (`DigitalLinkScan.reset(lookup:)`). Only a pass is remembered, so a broken rule is always found and
/// worded by the check itself.
///
/// A fixed table of 256 keys, each slot chosen by the key's hash; a key that lands on a taken slot
/// replaces it (it is a cache, so losing a sequence costs only a check). Owned by one scan, and so by one
/// thread at a time. Not copyable: it owns its memory and gives it back in its `deinit`, so no copy can
/// outlive it.
struct GS1AssociationMemo: ~Copyable {
    /// How many AIs a remembered sequence may have: ten bits each in a 64-bit key.
    static let longestSequence = 6
    private static let slotCount = 256
    /// Nothing remembered: no key is 0, as each AI in it adds its index plus one.
    private static let emptySlot: UInt64 = 0
    private let slots: UnsafeMutablePointer<UInt64>

    init() {
        slots = .allocate(capacity: Self.slotCount)
        slots.initialize(repeating: Self.emptySlot, count: Self.slotCount)
    }

    deinit {
        slots.deallocate()
    }

    /// Forgets every sequence (the scan's table changed).
    func removeAll() {
        slots.update(repeating: Self.emptySlot, count: Self.slotCount)
    }

    /// The key of the sequence `definitions`: each index plus one in ten bits, in order. Nil for a sequence
    /// of no AI, of more than `longestSequence`, or with an index that does not fit: such a link is
    /// checked every time.
    @inline(__always)
    static func key(_ definitions: UnsafeBufferPointer<Int>) -> UInt64? {
        guard !definitions.isEmpty, definitions.count <= longestSequence else { return nil }
        var key: UInt64 = 0
        for definition in definitions {
            guard definition >= 0, definition < 1023 else { return nil }
            key = key << 10 | UInt64(definition + 1)
        }
        return key
    }

    /// Whether the sequence of `key` was remembered as breaking no association.
    @inline(__always)
    func contains(_ key: UInt64) -> Bool {
        slots[Self.slot(of: key)] == key
    }

    /// Remembers that the sequence of `key` breaks no association.
    func insert(_ key: UInt64) {
        slots[Self.slot(of: key)] = key
    }

    /// The top eight bits of the key times the golden ratio (Fibonacci hashing): every bit of the key
    /// reaches them, so sequences that differ in one AI land apart.
    @inline(__always)
    private static func slot(of key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 56)
    }
}
