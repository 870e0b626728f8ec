/// The check characters GS1 values carry: the mod-10 check digit of GTINs, GLNs, SSCCs and the other
/// numeric keys (`csum`), the alphanumeric check character pair of GMNs (`csumalpha`), and the ISO
/// 13616 mod-97 check of IBANs (`iban`).
enum GS1CheckCharacters {
    /// The GS1 mod-10 check digit for `digits` (the data without its check digit): digits weighted
    /// 3, 1, 3, ... from the right, then the distance up to the next multiple of ten. Nil if not digits.
    /// Every key of every link goes through here, so it reads eight digits a step from the right (a
    /// GTIN's thirteen are one word and five more): checked as digits the way `GS1ValueFormats` checks
    /// them, then the digits in odd and even bytes summed apart, four at a time by one multiplication
    /// (with the last byte the rightmost, odd bytes have weight 3). The rest go two a step; wrapping
    /// arithmetic cannot overflow for any key's length.
    static func mod10CheckDigit(of digits: UnsafeBufferPointer<UInt8>) -> Int? {
        var tripled = 0, single = 0
        var index = digits.count - 1
        if let base = digits.baseAddress {
            let lowBytes: UInt64 = 0x00FF_00FF_00FF_00FF, highNibbles: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
            let threes: UInt64 = 0x3030_3030_3030_3030
            while index >= 7 {
                let word = UnsafeRawPointer(base + index - 7).loadUnaligned(as: UInt64.self)
                guard word & highNibbles == threes, (word &+ 0x0606_0606_0606_0606) & highNibbles == threes else { return nil }
                let values = word & 0x0F0F_0F0F_0F0F_0F0F
                // Each sum of four digits (at most 36) ends up in the top 16 bits.
                tripled &+= Int((((values >> 8) & lowBytes) &* 0x0001_0001_0001_0001) >> 48)
                single &+= Int(((values & lowBytes) &* 0x0001_0001_0001_0001) >> 48)
                index -= 8
            }
        }
        while index >= 1 {
            let right = digits[index] &- 48, left = digits[index - 1] &- 48
            guard right <= 9, left <= 9 else { return nil }
            tripled &+= Int(right)
            single &+= Int(left)
            index -= 2
        }
        if index == 0 {
            let digit = digits[0] &- 48
            guard digit <= 9 else { return nil }
            tripled &+= Int(digit)
        }
        return (10 - (tripled &* 3 &+ single) % 10) % 10
    }

    static func mod10Problem(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.count >= 2, let expected = mod10CheckDigit(of: UnsafeBufferPointer(rebasing: bytes.dropLast()))
        else { return "a check digit needs at least two digits" }
        return Int(bytes[bytes.count - 1]) - 48 == expected ? nil : "wrong check digit (expected \(expected))"
    }

    // GS1 General Specifications, "Check character calculation (for alphanumeric keys)": each data
    // character's position in CSET 82 is weighted by a prime (2, 3, 5, ... from the right), the sum
    // taken mod 1021, and its ten bits written as two CSET 32 characters.
    private static let cset82Order = Array("!\"%&'()*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz".utf8)
    private static let cset32Order = Array("23456789ABCDEFGHJKLMNPQRSTUVWXYZ".utf8)
    private static let cset82Value: [Int8] = {
        var table = [Int8](repeating: -1, count: 128)
        for (value, byte) in cset82Order.enumerated() { table[Int(byte)] = Int8(value) }
        return table
    }()
    private static let primes: [Int] = {
        var primes: [Int] = []
        var candidate = 2
        while primes.count < 97 {
            if !primes.contains(where: { candidate % $0 == 0 }) { primes.append(candidate) }
            candidate += 1
        }
        return primes
    }()

    static func checkPairProblem(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.count >= 2 else { return "too short for a check character pair" }
        let dataCount = bytes.count - 2
        guard dataCount <= primes.count else { return "too long for a check character pair" }
        var sum = 0
        for index in 0..<dataCount {
            let byte = bytes[index]
            let value = byte < 128 ? Int(cset82Value[Int(byte)]) : -1
            guard value >= 0 else { return "character '\(Character(Unicode.Scalar(byte)))' cannot take part in a check character pair" }
            sum += value * primes[dataCount - 1 - index]
        }
        sum %= 1021
        let first = cset32Order[sum >> 5]
        let second = cset32Order[sum & 31]
        if bytes[dataCount] == first && bytes[dataCount + 1] == second { return nil }
        return "wrong check character pair (expected \(String(decoding: [first, second], as: UTF8.self)))"
    }

    /// ISO 13616: a country code, two check digits, then the account; moving the first four characters
    /// to the end and reading letters as 10-35 must give a number that is 1 mod 97.
    static func ibanProblem(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        // Like GS1's reference, anything of ten characters or fewer cannot be an IBAN.
        guard bytes.count > 10 else { return "too short for an IBAN" }
        guard GS1CodeLists.isAlpha2Country(bytes[0], bytes[1]) else {
            return "an IBAN must start with an ISO 3166 alpha-2 country code"
        }
        var remainder = 0
        for offset in 0..<bytes.count {
            let byte = bytes[(offset + 4) % bytes.count]
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): remainder = (remainder * 10 + Int(byte) - 48) % 97
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): remainder = (remainder * 100 + Int(byte) - 55) % 97
            default: return "character '\(Character(Unicode.Scalar(byte)))' is not allowed in an IBAN (0-9, A-Z)"
            }
        }
        return remainder == 1 ? nil : "wrong IBAN check digits"
    }
}
