/// Finds an AI's dictionary definition from the raw bytes of a path segment or query key, without
/// building a String: the parser looks up every `/AI/` segment and numeric query key of every URI, so
/// this is on the hot path of `parse-link`.
///
/// AIs are 2 to 4 digits (the dictionary's ranges are already expanded), so each one maps to a slot in a
/// small flat array: 2-digit AIs at 0..<100, 3-digit at 100..<1100, 4-digit at 1100..<11100. Leading
/// zeros matter ("01" and "001" are different AIs), which is why the length is part of the slot.
struct GS1AILookup: Sendable {
    /// The definitions, in the dictionary's order; a slot number indexes into this.
    let definitions: [GS1AIDefinition]
    /// For each flat AI code, the index into `definitions`, or -1 when no such AI exists.
    private let indexOfCode: [Int16]

    /// The lookup over the generated GS1 dictionary. An immutable table derived from a constant one,
    /// built once on first use.
    static let standard = GS1AILookup(GS1Dictionary.all)

    init(_ definitions: [GS1AIDefinition]) {
        self.definitions = definitions
        var indexOfCode = [Int16](repeating: -1, count: 11_100)
        for (index, definition) in definitions.enumerated() {
            let code = Array(definition.ai.utf8).withUnsafeBufferPointer { Self.code(of: $0[...]) }
            if let code { indexOfCode[code] = Int16(index) }
        }
        self.indexOfCode = indexOfCode
    }

    /// The index into `definitions` of the AI spelled by `bytes`, or nil when the bytes are not the
    /// digits of a known AI.
    @inline(__always)
    func index(of bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        guard let code = Self.code(of: bytes) else { return nil }
        let index = indexOfCode[code]
        return index < 0 ? nil : Int(index)
    }

    /// The index into `definitions` of `ai` ("01", "3103"), or nil when it is not a known AI.
    func index(ofAI ai: String) -> Int? {
        Array(ai.utf8).withUnsafeBufferPointer { index(of: $0[...]) }
    }

    /// The flat code of 2 to 4 ASCII digits, or nil for anything else.
    @inline(__always)
    private static func code(of bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
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
