extension GS1Component.Characters {
    /// How an error message names the set, e.g. "GS1 CSET 82".
    var displayName: String {
        switch self {
        case .numeric: return "digits only"
        case .cset82: return "GS1 CSET 82"
        case .cset39: return "GS1 CSET 39"
        case .cset64: return "GS1 CSET 64, base64url"
        }
    }

    /// The index of the first byte of `bytes` outside this set, or nil when all are in it. CSET 64 also
    /// allows base64 padding: one or two trailing "=" when the whole length is a multiple of 3.
    func firstDisallowedIndex(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var end = bytes.count
        if self == .cset64 {
            var padding = 0
            while padding < end, bytes[end - 1 - padding] == UInt8(ascii: "=") { padding += 1 }
            if padding > 0, padding > 2 || bytes.count % 3 != 0 { return end - padding }
            end -= padding
        }
        let (low, high) = masks
        for index in 0..<end {
            let byte = bytes[index]
            let allowed = byte < 64 ? (low >> UInt64(byte)) & 1 == 1
                : byte < 128 && (high >> UInt64(byte - 64)) & 1 == 1
            if !allowed { return index }
        }
        return nil
    }

    /// The set as two 64-bit masks over ASCII 0-63 and 64-127, so a byte test is one shift.
    private var masks: (UInt64, UInt64) {
        switch self {
        case .numeric: return (Self.digits, 0)
        case .cset82: return Self.cset82Masks
        case .cset39: return Self.cset39Masks
        case .cset64: return Self.cset64Masks
        }
    }

    private static let digits: UInt64 = 0x03FF_0000_0000_0000

    // !"%&'()*+,-./0-9:;<=>? then A-Z _ a-z
    private static let cset82Masks = masks(of: "!\"%&'()*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz")
    // # - / 0-9 A-Z: 3 + 10 + 26 = 39 characters (no ".", unlike the ASCII range #-/).
    private static let cset39Masks = masks(of: "#-/0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    // A-Z a-z 0-9 - _ (base64url)
    private static let cset64Masks = masks(of: "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz")

    private static func masks(of members: String) -> (UInt64, UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for byte in members.utf8 {
            if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
        }
        return (low, high)
    }
}
