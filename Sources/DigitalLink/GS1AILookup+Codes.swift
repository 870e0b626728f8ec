/// The flat AI codes of `GS1AILookup`: 2-digit AIs at 0..<100, 3-digit at 100..<1100, 4-digit at
/// 1100..<11100, so leading zeros count ("01" and "001" are different AIs).
extension GS1AILookup {
    /// The flat codes `pattern` matches, when its wildcards are trailing (`35nn` is 3500...3599), as all
    /// of the dictionary's are; nil for any other pattern.
    static func codeRange(of pattern: String) -> CodeRange? {
        var low = 0, high = 0, count = 0, inWildcards = false
        for byte in pattern.utf8 {
            count += 1
            if byte == UInt8(ascii: "n") {
                inWildcards = true
                low = low * 10
                high = high * 10 + 9
            } else {
                let digit = Int(byte) &- 48
                guard !inWildcards, digit >= 0, digit <= 9 else { return nil }
                low = low * 10 + digit
                high = high * 10 + digit
            }
        }
        guard let offset = slotOffset(forLength: count) else { return nil }
        return CodeRange(low: Int32(offset + low), high: Int32(offset + high))
    }

    /// The flat code of an AI written as a String, or nil when it is not 2 to 4 digits.
    static func code(ofAI ai: String) -> Int? {
        var value = 0, count = 0
        for byte in ai.utf8 {
            let digit = Int(byte) &- 48
            // Past four digits it is no AI (and a long run of digits would overflow).
            guard digit >= 0, digit <= 9, count < 4 else { return nil }
            value = value * 10 + digit
            count += 1
        }
        return slotOffset(forLength: count).map { $0 + value }
    }

    /// Where the codes of AIs of `length` digits start.
    static func slotOffset(forLength length: Int) -> Int? {
        switch length {
        case 2: 0
        case 3: 100
        case 4: 1_100
        default: nil
        }
    }

    /// The flat code of 2 to 4 ASCII digits, or nil for anything else.
    @inline(__always)
    static func code(of bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        let count = bytes.count
        guard count >= 2, count <= 4 else { return nil }
        var value = 0
        for byte in bytes {
            let digit = Int(byte) &- 48
            guard digit >= 0, digit <= 9 else { return nil }
            value = value &* 10 &+ digit
        }
        switch count {
        case 2: return value
        case 3: return 100 + value
        default: return 1_100 + value
        }
    }
}
