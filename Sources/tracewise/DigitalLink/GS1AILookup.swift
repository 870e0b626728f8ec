/// Finds an AI's dictionary definition from the raw bytes of a path segment or query key, without
/// building a String: the parser looks up every `/AI/` segment and numeric query key of every URI, so
/// this is on the hot path of `parse-link`.
///
/// AIs are 2 to 4 digits (the dictionary's ranges are already expanded), so each one maps to a slot in a
/// small flat array: 2-digit AIs at 0..<100, 3-digit at 100..<1100, 4-digit at 1100..<11100. Leading
/// zeros matter ("01" and "001" are different AIs), which is why the length is part of the slot.
///
/// A final class with constant fields rather than a struct: the parser hands the lookup to each step, and
/// a struct of nine arrays would be retained nine times per hand-over instead of once.
final class GS1AILookup: Sendable {
    /// The definitions, in the dictionary's order; a slot number indexes into this.
    let definitions: [GS1AIDefinition]
    /// For each flat AI code, the index into `definitions`, or -1 when no such AI exists.
    private let indexOfCode: [Int16]
    /// Per definition, whether it is a Digital Link primary key: read for every pair of every path, so
    /// kept as plain flags instead of reaching into the definition's nested arrays.
    private let primaryKeyFlags: [Bool]
    /// Per definition, whether it may be a query data attribute (the `?` flag).
    private let dataAttributeFlags: [Bool]
    /// Per definition, its `dlpkey` alternatives as flat codes (empty for an AI that is no key): the
    /// key-qualifier checks compare integers, not strings.
    let qualifierCodes: [[[Int32]]]
    /// Per definition, its AI ("01").
    private let aiNames: [String]
    /// Per definition, its flat AI code.
    let codes: [Int32]
    /// Per definition, its `req=`/`ex=` patterns as ranges of flat codes, or nil when it has none.
    let associations: [CodeAssociations?]

    /// A `req=`/`ex=` pattern as the flat codes it matches. The dictionary's wildcards are trailing
    /// (`35nn`, `394n`), so a pattern covers one contiguous run of codes: `35nn` is 3500...3599.
    struct CodeRange: Sendable {
        let low: Int32
        let high: Int32

        @inline(__always)
        func contains(_ code: Int32) -> Bool { code >= low && code <= high }
    }

    /// One definition's associations in code form; the parser checks every link against them.
    struct CodeAssociations: Sendable {
        /// Alternatives, each a list of patterns that must all be present.
        let requires: [[CodeRange]]
        /// Patterns that must not be present.
        let excludes: [CodeRange]
    }

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
        primaryKeyFlags = definitions.map { $0.keyQualifiers != nil }
        let codes = definitions.map { definition in
            Int32(Array(definition.ai.utf8).withUnsafeBufferPointer { Self.code(of: $0[...]) } ?? -1)
        }
        self.codes = codes
        dataAttributeFlags = definitions.map(\.isDataAttribute)
        aiNames = definitions.map(\.ai)
        qualifierCodes = definitions.map { definition in
            (definition.keyQualifiers ?? []).map { alternative in
                alternative.map { ai in
                    Int32(Array(ai.utf8).withUnsafeBufferPointer { Self.code(of: $0[...]) } ?? -1)
                }
            }
        }
        associations = definitions.map { definition in
            guard !definition.requires.isEmpty || !definition.excludes.isEmpty else { return nil }
            let ranges = { (pattern: String) in Self.codeRange(of: pattern) }
            let requires = definition.requires.map { $0.compactMap(ranges) }
            let excludes = definition.excludes.compactMap(ranges)
            // Every pattern of the dictionary has trailing wildcards only; a future one that does not
            // is left out here and flagged by GS1AssociationsTests (which compares with GS1AIPattern).
            return CodeAssociations(requires: requires, excludes: excludes)
        }
    }

    /// The flat codes `pattern` matches, when its wildcards are trailing (`35nn` is 3500...3599), as all
    /// of the dictionary's are; nil for any other pattern.
    static func codeRange(of pattern: String) -> CodeRange? {
        let bytes = Array(pattern.utf8)
        let wildcards = bytes.reversed().prefix { $0 == UInt8(ascii: "n") }.count
        guard !bytes.dropLast(wildcards).contains(UInt8(ascii: "n")) else { return nil }
        let low = bytes.map { $0 == UInt8(ascii: "n") ? UInt8(ascii: "0") : $0 }
        let high = bytes.map { $0 == UInt8(ascii: "n") ? UInt8(ascii: "9") : $0 }
        guard let lowCode = low.withUnsafeBufferPointer({ code(of: $0[...]) }),
              let highCode = high.withUnsafeBufferPointer({ code(of: $0[...]) })
        else { return nil }
        return CodeRange(low: Int32(lowCode), high: Int32(highCode))
    }

    /// The AI of the definition at `index`. Reads through the buffer so that the definition itself is
    /// not copied (a copy retains every array in it).
    @inline(__always)
    func ai(_ index: Int) -> String {
        aiNames[index]
    }

    /// Why `value` does not fit the definition at `index`, or nil; see `GS1AIDefinition.problem(with:)`.
    /// `pointee` borrows the definition in place; an array or buffer subscript would copy it first.
    @inline(__always)
    func problem(_ index: Int, with value: String) -> String? {
        definitions.withUnsafeBufferPointer { $0.baseAddress!.advanced(by: index).pointee.problem(with: value) }
    }

    /// Whether the definition at `index` may be a query data attribute (the `?` flag).
    @inline(__always)
    func isDataAttribute(_ index: Int) -> Bool { dataAttributeFlags[index] }

    /// Whether the definition at `index` is a Digital Link primary key (has `dlpkey`).
    @inline(__always)
    func isPrimaryKey(_ index: Int) -> Bool { primaryKeyFlags[index] }

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
