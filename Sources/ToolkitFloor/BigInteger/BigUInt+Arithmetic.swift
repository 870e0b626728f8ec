/// Addition, subtraction, schoolbook multiplication, shifts and remainder. Products of 3072-bit numbers
/// are 48 × 48 limb multiplications: schoolbook is the right algorithm at that size (Karatsuba pays off
/// only from a few thousand bits up, and SRP's hot path is the Montgomery product anyway).
extension BigUInt {
    public static func + (lhs: BigUInt, rhs: BigUInt) -> BigUInt {
        let (long, short) = lhs.limbs.count >= rhs.limbs.count ? (lhs.limbs, rhs.limbs) : (rhs.limbs, lhs.limbs)
        var result = long
        var carry: UInt64 = 0
        for index in 0..<long.count {
            let (sum1, overflow1) = result[index].addingReportingOverflow(index < short.count ? short[index] : 0)
            let (sum2, overflow2) = sum1.addingReportingOverflow(carry)
            result[index] = sum2
            carry = (overflow1 ? 1 : 0) + (overflow2 ? 1 : 0)
            if carry == 0 && index >= short.count { break }
        }
        if carry != 0 { result.append(carry) }
        return BigUInt(limbs: result)
    }

    /// `lhs − rhs`; `rhs` must not exceed `lhs` (a precondition: modular code never asks for less than zero).
    public static func - (lhs: BigUInt, rhs: BigUInt) -> BigUInt {
        precondition(lhs >= rhs, "BigUInt subtraction below zero")
        var result = lhs.limbs
        subtract(rhs.limbs, from: &result)
        return BigUInt(limbs: result)
    }

    /// `minuend −= subtrahend` in place, limb by limb with a borrow; the minuend is at least as large.
    static func subtract(_ subtrahend: [UInt64], from minuend: inout [UInt64]) {
        var borrow: UInt64 = 0
        for index in 0..<minuend.count {
            let (difference1, underflow1) = minuend[index].subtractingReportingOverflow(
                index < subtrahend.count ? subtrahend[index] : 0)
            let (difference2, underflow2) = difference1.subtractingReportingOverflow(borrow)
            minuend[index] = difference2
            borrow = (underflow1 ? 1 : 0) + (underflow2 ? 1 : 0)
            if borrow == 0 && index >= subtrahend.count { break }
        }
    }

    public static func * (lhs: BigUInt, rhs: BigUInt) -> BigUInt {
        guard !lhs.isZero, !rhs.isZero else { return BigUInt() }
        var result = [UInt64](repeating: 0, count: lhs.limbs.count + rhs.limbs.count)
        for (i, left) in lhs.limbs.enumerated() {
            var carry: UInt64 = 0
            for (j, right) in rhs.limbs.enumerated() {
                // left·right + result + carry < 2^128, so the high word takes every carry.
                let (high, low) = left.multipliedFullWidth(by: right)
                let (sum1, overflow1) = low.addingReportingOverflow(result[i + j])
                let (sum2, overflow2) = sum1.addingReportingOverflow(carry)
                result[i + j] = sum2
                carry = high &+ (overflow1 ? 1 : 0) &+ (overflow2 ? 1 : 0)
            }
            result[i + rhs.limbs.count] = carry
        }
        return BigUInt(limbs: result)
    }

    public static func << (value: BigUInt, shift: Int) -> BigUInt {
        guard !value.isZero, shift > 0 else { return value }
        let whole = shift / 64, part = UInt64(shift % 64)
        var result = [UInt64](repeating: 0, count: whole) + value.limbs + [0]
        if part > 0 {
            var index = result.count - 1
            while index > whole {
                result[index] = (result[index] << part) | (result[index - 1] >> (64 - part))
                index -= 1
            }
            result[whole] <<= part
        }
        return BigUInt(limbs: result)
    }

    /// `lhs mod modulus`, by shift and subtract: one pass over the bits of `lhs`. SRP needs a remainder
    /// only a few times per sign-in (`k·v mod N`, Montgomery's `R² mod N`), so this simple form is enough.
    public static func % (lhs: BigUInt, modulus: BigUInt) -> BigUInt {
        precondition(!modulus.isZero, "BigUInt remainder by zero")
        guard lhs >= modulus else { return lhs }
        var remainder: [UInt64] = []
        remainder.reserveCapacity(modulus.limbs.count + 1)
        var bitIndex = lhs.bitWidth - 1
        while bitIndex >= 0 {
            shiftLeftOne(&remainder, carryIn: lhs.bit(bitIndex))
            if compare(remainder, modulus.limbs) >= 0 {
                subtract(modulus.limbs, from: &remainder)
                while let top = remainder.last, top == 0 { remainder.removeLast() }
            }
            bitIndex -= 1
        }
        return BigUInt(limbs: remainder)
    }

    /// `limbs = limbs << 1 | bit`, keeping the limbs normalised.
    private static func shiftLeftOne(_ limbs: inout [UInt64], carryIn: Bool) {
        var carry: UInt64 = carryIn ? 1 : 0
        for index in limbs.indices {
            let next = limbs[index] >> 63
            limbs[index] = (limbs[index] << 1) | carry
            carry = next
        }
        if carry != 0 { limbs.append(carry) }
    }

    /// `(base ^ exponent) mod modulus`. An odd modulus (every SRP group's prime) goes through Montgomery
    /// products; an even one through plain products and remainders.
    public static func power(_ base: BigUInt, _ exponent: BigUInt, modulus: BigUInt) -> BigUInt {
        precondition(!modulus.isZero, "BigUInt power modulo zero")
        if modulus == BigUInt(1) { return BigUInt() }
        if modulus.isOdd { return MontgomeryModulus(modulus).power(base, exponent) }
        var result = BigUInt(1)
        var index = exponent.bitWidth - 1
        let reduced = base % modulus
        while index >= 0 {
            result = (result * result) % modulus
            if exponent.bit(index) { result = (result * reduced) % modulus }
            index -= 1
        }
        return result
    }
}
