/// The GS1 Application Identifiers tracewise knows, generated from the vendored GS1 Barcode Syntax
/// Dictionary (`all` is in GS1Dictionary+Entries.swift), with lookups cheap enough for the Digital Link
/// parser's hot path.
enum GS1Dictionary {
    /// The definition of `ai` ("01", "3103", "8013"), or nil when the dictionary has no such AI.
    /// Constant time and allocation-free: one pass over at most four bytes, one table read.
    static func definition(of ai: some StringProtocol) -> GS1AIDefinition? {
        guard let slot = slot(of: ai) else { return nil }
        let position = Int(positions[slot])
        return position < 0 ? nil : all[position]
    }

    /// True when `ai` is an AI of the dictionary. Cheaper than `definition(of:)`: nothing is copied.
    static func isKnownAI(_ ai: some StringProtocol) -> Bool {
        guard let slot = slot(of: ai) else { return false }
        return positions[slot] >= 0
    }

    // AIs are two to four digits. Each length gets its own block of slots (2 digits: 0..<100,
    // 3 digits: 100..<1100, 4 digits: 1100..<11100) so "01", "001" and "0001" never collide.
    private static let slotCount = 11_100

    private static func slot(of ai: some StringProtocol) -> Int? {
        var value = 0
        var length = 0
        for byte in ai.utf8 {
            guard byte &- UInt8(ascii: "0") < 10, length < 4 else { return nil }
            value = value * 10 + Int(byte &- UInt8(ascii: "0"))
            length += 1
        }
        switch length {
        case 2: return value
        case 3: return 100 + value
        case 4: return 1_100 + value
        default: return nil
        }
    }

    /// Slot -> position in `all`, or -1. Built once from the generated table so the two cannot disagree.
    private static let positions: [Int16] = {
        var positions = [Int16](repeating: -1, count: slotCount)
        for (position, definition) in all.enumerated() {
            guard let slot = slot(of: definition.ai) else {
                preconditionFailure("GS1 dictionary AI \(definition.ai) is not 2-4 digits")
            }
            positions[slot] = Int16(position)
        }
        return positions
    }()
}
