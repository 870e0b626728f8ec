/// Every definition's value format (its components and their linters) in flat tables of plain values,
/// for the check every AI value of every link goes through (`GS1AILookup.problem(_:in:)`).
///
/// Why it exists: a definition keeps its components in nested arrays, behind the dictionary's chunk
/// arrays, and reading them for a check retained and released three arrays per value. These tables are
/// raw memory written once in `init` (the standard lookup's live as long as the process), so a check
/// touches no reference count and no lazily built chunk. A value that fits is answered here; for one that
/// does not, the caller asks `GS1AIDefinition.problem(in:components:)` for the reason, so the verdict
/// here must be exactly that function's (nil or not) and the wording has one source.
final class GS1ValueFormats: @unchecked Sendable {  // unchecked: the buffers are written only in init
    /// One component of a format (`GS1Component` without its array of linters).
    struct Component: Equatable {
        let characters: GS1Component.Characters
        let isOptional: Bool
        let minLength: Int
        let maxLength: Int
        /// Its linters, a range of `linters`.
        let linterStart: Int32
        let linterEnd: Int32
    }

    /// Per definition, where its components start in `components`; one more entry at the end.
    private let starts: UnsafeMutableBufferPointer<Int32>
    private let components: UnsafeMutableBufferPointer<Component>
    private let linters: UnsafeMutableBufferPointer<GS1Linter>
    /// Per byte value, whether CSET 82 (bit 1) and CSET 39 (bit 2) allow it: one load per byte.
    private let characterSets: UnsafeMutableBufferPointer<UInt8>

    /// From the generated index (`GS1AILookup.Index.format…`), which describes the dictionary entry for
    /// entry; GS1AILookupIndexTests compares it with `init(_:)`.
    init(generatedIndex: Void) {
        let index = GS1AILookup.Index.self
        starts = .allocate(capacity: index.formatStarts.count)
        _ = starts.initialize(from: index.formatStarts.lazy.map(Int32.init))
        components = .allocate(capacity: index.formatComponents.count / 5)
        var linterStart: Int32 = 0
        for at in components.indices {
            let fields = index.formatComponents[(5 * at)..<(5 * at + 5)].map(Int.init)
            let linterEnd = linterStart + Int32(fields[4])
            (components.baseAddress! + at).initialize(to: Component(
                characters: Self.characters(fields[0]), isOptional: fields[3] == 1, minLength: fields[1], maxLength: fields[2],
                linterStart: linterStart, linterEnd: linterEnd))
            linterStart = linterEnd
        }
        linters = .allocate(capacity: index.formatLinters.count)
        _ = linters.initialize(from: index.formatLinters)
        characterSets = Self.characterSetTable()
    }

    /// Derived from the definitions: what the generated index must equal, and the formats of any other table.
    init(_ definitions: [GS1AIDefinition]) {
        var starts: [Int32] = [], components: [Component] = [], linters: [GS1Linter] = []
        for definition in definitions {
            starts.append(Int32(components.count))
            for component in definition.components {
                let linterStart = Int32(linters.count)
                linters.append(contentsOf: component.linters)
                components.append(Component(
                    characters: component.characters, isOptional: component.isOptional,
                    minLength: component.minLength, maxLength: component.maxLength,
                    linterStart: linterStart, linterEnd: Int32(linters.count)))
            }
        }
        starts.append(Int32(components.count))
        self.starts = .allocate(capacity: starts.count)
        _ = self.starts.initialize(from: starts)
        self.components = .allocate(capacity: components.count)
        _ = self.components.initialize(from: components)
        self.linters = .allocate(capacity: linters.count)
        _ = self.linters.initialize(from: linters)
        characterSets = Self.characterSetTable()
    }

    deinit {
        starts.deallocate()
        components.deallocate()
        linters.deallocate()
        characterSets.deallocate()
    }

    /// The components of the definition at `index`, and each one's linters (tests).
    func format(of index: Int) -> [(Component, [GS1Linter])] {
        (Int(starts[index])..<Int(starts[index + 1])).map { at in
            let component = components[at]
            return (component, Array(linters[Int(component.linterStart)..<Int(component.linterEnd)]))
        }
    }

    /// Whether `value` fits the format of the definition at `index`: true exactly when
    /// `GS1AIDefinition.problem(in:components:)` finds no problem, by the same steps (layout, then each
    /// component's characters and linters), without building any message.
    func fits(_ index: Int, _ value: UnsafeBufferPointer<UInt8>) -> Bool {
        let format = Int(starts[index])..<Int(starts[index + 1])
        let count = value.count
        if format.count == 1 {
            // One component (most AIs: a key, a lot, a date): the layout is its length alone.
            let component = components[format.lowerBound]
            if count == 0 && component.isOptional { return true }
            return count >= component.minLength && count <= component.maxLength && fits(value, component)
        }
        var position = 0
        for at in format {
            let component = components[at]
            if position == count && component.isOptional { break }
            let remaining = count - position
            guard remaining >= component.minLength else { return false }
            position += component.minLength == component.maxLength ? component.minLength : min(remaining, component.maxLength)
        }
        guard position == count else { return false }
        var start = 0
        for at in format {
            let component = components[at]
            guard start < count || !component.isOptional else { continue }
            let end = component.minLength == component.maxLength ? start + component.maxLength : count
            guard fits(UnsafeBufferPointer(rebasing: value[start..<end]), component) else { return false }
            start = end
        }
        return true
    }

    /// Whether `part` has only the component's characters and passes its linters.
    @inline(__always)
    private func fits(_ part: UnsafeBufferPointer<UInt8>, _ component: Component) -> Bool {
        guard allows(part, component.characters) else { return false }
        for linter in Int(component.linterStart)..<Int(component.linterEnd) where linters[linter].problem(in: part) != nil {
            return false
        }
        return true
    }

    /// `characters.firstDisallowedIndex(in:) == nil`, a table load or a subtraction per byte. CSET 64,
    /// with its padding rule and rare in the dictionary, is left to that function.
    @inline(__always)
    private func allows(_ part: UnsafeBufferPointer<UInt8>, _ characters: GS1Component.Characters) -> Bool {
        let bit: UInt8
        switch characters {
        case .numeric: return Self.allDigits(part)
        case .cset64: return characters.firstDisallowedIndex(in: part) == nil
        case .cset82: bit = 2
        case .cset39: bit = 4
        }
        for byte in part where characterSets[Int(byte)] & bit == 0 { return false }
        return true
    }

    /// Whether every byte is an ASCII digit, eight bytes a step (keys are 13 to 18 digits, and the last
    /// step overlaps the one before rather than going byte by byte): each byte's high nibble must be 3,
    /// and adding 6 to its low nibble must not carry into the high one (which it does from A to F).
    @inline(__always)
    static func allDigits(_ part: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = part.baseAddress, part.count >= 8 else {
            for byte in part where byte &- UInt8(ascii: "0") >= 10 { return false }
            return true
        }
        @inline(__always) func isDigits(_ offset: Int) -> Bool {
            let highNibbles: UInt64 = 0xF0F0_F0F0_F0F0_F0F0, threes: UInt64 = 0x3030_3030_3030_3030
            let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            return word & highNibbles == threes && (word &+ 0x0606_0606_0606_0606) & highNibbles == threes
        }
        var offset = 0
        while offset + 8 < part.count {
            guard isDigits(offset) else { return false }
            offset += 8
        }
        return isDigits(part.count - 8)
    }

    /// Built from `firstDisallowedIndex` itself, byte by byte, so the two cannot disagree.
    private static func characterSetTable() -> UnsafeMutableBufferPointer<UInt8> {
        let table = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 256)
        for byte in 0...255 {
            let single = [UInt8(byte)]
            let flags = single.withUnsafeBufferPointer { single in
                (GS1Component.Characters.cset82.firstDisallowedIndex(in: single) == nil ? 2 : 0)
                    | (GS1Component.Characters.cset39.firstDisallowedIndex(in: single) == nil ? 4 : 0)
            }
            (table.baseAddress! + byte).initialize(to: UInt8(flags))
        }
        return table
    }

    /// The character set numbered `number` in the generated index (as the generator numbers them).
    private static func characters(_ number: Int) -> GS1Component.Characters {
        switch number {
        case 0: .numeric
        case 1: .cset82
        case 2: .cset39
        case 3: .cset64
        default: preconditionFailure("GS1AILookup+Index.swift has no character set \(number): run make generate")
        }
    }
}
