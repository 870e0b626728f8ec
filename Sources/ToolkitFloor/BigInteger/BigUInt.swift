/// An unsigned integer of any size, for the modular arithmetic of SRP sign-in (3072-bit numbers).
///
/// Limbs are 64-bit words, least significant first, with no zero limb at the top (zero has no limbs),
/// so equal numbers have equal arrays and `==` is the array's. The arithmetic is in
/// `BigUInt+Arithmetic.swift`; exponentiation modulo an odd number in `MontgomeryModulus.swift`.
///
/// Nothing here runs in constant time: the values it handles in this toolkit (a sign-in's ephemeral
/// secret) live for one request on the user's own machine, where a timing attacker has no vantage point.
public struct BigUInt: Sendable, Hashable, Comparable, CustomStringConvertible {
    public internal(set) var limbs: [UInt64]

    public init() { limbs = [] }

    public init(_ value: UInt64) { limbs = value == 0 ? [] : [value] }

    /// From limbs, least significant first; zero limbs at the top are dropped.
    public init(limbs: [UInt64]) {
        self.limbs = limbs
        normalize()
    }

    /// From big-endian bytes (leading zeros allowed), as hashes and wire formats write numbers.
    public init(bytes: [UInt8]) {
        var limbs = [UInt64](repeating: 0, count: (bytes.count + 7) / 8)
        for (offset, byte) in bytes.reversed().enumerated() {
            limbs[offset / 8] |= UInt64(byte) << (8 * UInt64(offset % 8))
        }
        self.init(limbs: limbs)
    }

    /// From hex digits in either case (an odd count is fine: `abc` is 0xabc); nil for any other character
    /// or for empty text.
    public init?(hex text: String) {
        let digits = Array(text.utf8)
        guard !digits.isEmpty else { return nil }
        var limbs = [UInt64](repeating: 0, count: (digits.count + 15) / 16)
        for (offset, digit) in digits.reversed().enumerated() {
            guard let value = Hex.value(of: digit) else { return nil }
            limbs[offset / 16] |= UInt64(value) << (4 * UInt64(offset % 16))
        }
        self.init(limbs: limbs)
    }

    public var isZero: Bool { limbs.isEmpty }
    public var isOdd: Bool { (limbs.first ?? 0) & 1 == 1 }

    /// The number of significant bits (0 for zero).
    public var bitWidth: Int {
        guard let top = limbs.last else { return 0 }
        return limbs.count * 64 - top.leadingZeroBitCount
    }

    /// Bit `index`, counted from the least significant.
    public func bit(_ index: Int) -> Bool {
        let limb = index / 64
        guard limb < limbs.count else { return false }
        return (limbs[limb] >> UInt64(index % 64)) & 1 == 1
    }

    /// Big-endian bytes without leading zeros (`[]` for zero); `count` pads on the left to that length.
    public func bytes(count: Int? = nil) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(limbs.count * 8)
        for limb in limbs.reversed() {
            for shift in stride(from: 56, through: 0, by: -8) { out.append(UInt8(truncatingIfNeeded: limb >> UInt64(shift))) }
        }
        let firstNonZero = out.firstIndex { $0 != 0 } ?? out.count
        out.removeFirst(firstNonZero)
        if let count, out.count < count { out.insert(contentsOf: repeatElement(0, count: count - out.count), at: 0) }
        return out
    }

    /// Lowercase hex without leading zeros; `0` for zero.
    public var hex: String {
        let text = Hex.encode(bytes())
        let trimmed = text.drop { $0 == "0" }
        return trimmed.isEmpty ? "0" : String(trimmed)
    }

    public var description: String { "0x" + hex }

    public static func < (lhs: BigUInt, rhs: BigUInt) -> Bool { compare(lhs.limbs, rhs.limbs) < 0 }

    /// -1, 0 or 1 as `lhs` is below, equal to or above `rhs`; both normalised.
    static func compare(_ lhs: [UInt64], _ rhs: [UInt64]) -> Int {
        if lhs.count != rhs.count { return lhs.count < rhs.count ? -1 : 1 }
        var index = lhs.count - 1
        while index >= 0 {
            if lhs[index] != rhs[index] { return lhs[index] < rhs[index] ? -1 : 1 }
            index -= 1
        }
        return 0
    }

    mutating func normalize() {
        while let top = limbs.last, top == 0 { limbs.removeLast() }
    }
}
