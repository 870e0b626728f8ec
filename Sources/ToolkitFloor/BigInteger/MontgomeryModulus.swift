/// Products modulo an odd `n` without division (Montgomery, 1985), in the coarsely integrated operand
/// scanning form (Koç, Acar and Kaliski, "Analyzing and Comparing Montgomery Multiplication Algorithms",
/// 1996): a number `x` is kept as `x·R mod n` with `R = 2^(64·s)` for `s` limbs, and the product of two such
/// numbers is reduced by adding multiples of `n` that clear the low limb, one limb at a time.
///
/// This is the hot path of SRP sign-in: three exponentiations of 3072-bit numbers, about 1,300 products.
public struct MontgomeryModulus: Sendable {
    public let modulus: BigUInt
    /// The modulus's limbs, exactly `size` of them.
    private let n: [UInt64]
    private let size: Int
    /// `−n⁻¹ mod 2⁶⁴`: the multiple of `n` that clears a limb.
    private let inverse: UInt64
    /// `R² mod n`, which takes a number into Montgomery form in one product.
    private let rSquared: [UInt64]

    public init(_ modulus: BigUInt) {
        precondition(modulus.isOdd, "a Montgomery modulus must be odd")
        self.modulus = modulus
        n = modulus.limbs
        size = n.count
        // Newton's iteration doubles the correct low bits of an inverse each step: 1 → 2 → … → 64 (n is odd,
        // so n·1 ≡ 1 mod 2 to start).
        var inverse: UInt64 = 1
        for _ in 0..<6 { inverse = inverse &* (2 &- n[0] &* inverse) }
        self.inverse = 0 &- inverse
        rSquared = Self.padded((BigUInt(1) << (128 * size)) % modulus, to: size)
    }

    /// `(base ^ exponent) mod n`, left to right, one bit at a time.
    public func power(_ base: BigUInt, _ exponent: BigUInt) -> BigUInt {
        let one = Self.padded(BigUInt(1), to: size)
        var result = product(one, rSquared)  // 1 in Montgomery form
        let factor = product(Self.padded(base % modulus, to: size), rSquared)
        var index = exponent.bitWidth - 1
        while index >= 0 {
            result = product(result, result)
            if exponent.bit(index) { result = product(result, factor) }
            index -= 1
        }
        return BigUInt(limbs: product(result, one))  // out of Montgomery form
    }

    /// `(a · b) mod n`.
    public func multiply(_ a: BigUInt, _ b: BigUInt) -> BigUInt {
        let inForm = product(Self.padded(a % modulus, to: size), rSquared)
        return BigUInt(limbs: product(inForm, Self.padded(b % modulus, to: size)))
    }

    /// `a · b · R⁻¹ mod n` for `a, b < n`, each exactly `size` limbs.
    func product(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        var t = [UInt64](repeating: 0, count: size + 2)
        // Buffers instead of array subscripts: the loops below are ~97 % of a sign-in's CPU, and the
        // indices are bounded by `size`, which all three arrays have (t has two limbs more), so they stay in bounds.
        t.withUnsafeMutableBufferPointer { t in
            a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in
                    n.withUnsafeBufferPointer { n in
                        for i in 0..<size {
                            // t += a · b[i]
                            var carry: UInt64 = 0
                            for j in 0..<size {
                                (carry, t[j]) = Self.multiplyAdd(a[j], b[i], t[j], carry)
                            }
                            var overflow: Bool
                            (t[size], overflow) = t[size].addingReportingOverflow(carry)
                            t[size + 1] = overflow ? 1 : 0
                            // t = (t + m·n) / 2⁶⁴, with m chosen so the low limb becomes zero.
                            let m = t[0] &* inverse
                            (carry, _) = Self.multiplyAdd(m, n[0], t[0], 0)
                            for j in 1..<size {
                                (carry, t[j - 1]) = Self.multiplyAdd(m, n[j], t[j], carry)
                            }
                            (t[size - 1], overflow) = t[size].addingReportingOverflow(carry)
                            t[size] = t[size + 1] &+ (overflow ? 1 : 0)
                        }
                    }
                }
            }
        }
        // The result is below 2n: one subtraction at most brings it under n.
        var result = Array(t[0..<size])
        if t[size] != 0 || BigUInt.compare(BigUInt(limbs: result).limbs, n) >= 0 {
            var borrow: UInt64 = 0
            for j in 0..<size {
                let (d1, u1) = result[j].subtractingReportingOverflow(n[j])
                let (d2, u2) = d1.subtractingReportingOverflow(borrow)
                result[j] = d2
                borrow = (u1 ? 1 : 0) + (u2 ? 1 : 0)
            }
        }
        return result
    }

    /// `x · y + z + carry` as (high, low); it never overflows 128 bits: (2⁶⁴−1)² + 2·(2⁶⁴−1) = 2¹²⁸ − 1.
    @inline(__always)
    static func multiplyAdd(_ x: UInt64, _ y: UInt64, _ z: UInt64, _ carry: UInt64) -> (UInt64, UInt64) {
        let (high, low) = x.multipliedFullWidth(by: y)
        let (sum1, overflow1) = low.addingReportingOverflow(z)
        let (sum2, overflow2) = sum1.addingReportingOverflow(carry)
        return (high &+ (overflow1 ? 1 : 0) &+ (overflow2 ? 1 : 0), sum2)
    }

    static func padded(_ value: BigUInt, to size: Int) -> [UInt64] {
        value.limbs + [UInt64](repeating: 0, count: size - value.limbs.count)
    }
}
