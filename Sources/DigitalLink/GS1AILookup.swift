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
    /// The definitions when the lookup was made over a table of its own; nil for `standard`, which
    /// reads the generated dictionary's chunks, each built the first time one of its AIs is met.
    private let table: [GS1AIDefinition]?
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
    /// The `req=`/`ex=` rules of all definitions in three flat arrays (a handful of allocations instead
    /// of thousands at start-up, and no reference counting per check): per definition a
    /// `CodeAssociations` of spans into `requireGroups` and `associationRanges`.
    let associations: [CodeAssociations]
    /// Each `req=` alternative, as a span of `associationRanges` that must all be matched.
    let requireGroups: [Span]
    /// Every pattern of every rule, as a range of flat codes.
    let associationRanges: [CodeRange]
    /// Per definition, its value format in flat tables: what `problem(_:in:)` checks a value against.
    let formats: GS1ValueFormats

    /// A half-open run `start..<end` of one of the flat arrays.
    struct Span: Sendable, Equatable {
        let start: Int32
        let end: Int32

        var isEmpty: Bool { start == end }
        var indices: Range<Int> { Int(start)..<Int(end) }
    }

    /// One definition's associations: its `req=` alternatives (a span of `requireGroups`; empty when it
    /// has none) and its `ex=` patterns (a span of `associationRanges`).
    struct CodeAssociations: Sendable, Equatable {
        let requires: Span
        let excludes: Span
    }

    /// A `req=`/`ex=` pattern as the flat codes it matches. The dictionary's wildcards are trailing
    /// (`35nn`, `394n`), so a pattern covers one contiguous run of codes: `35nn` is 3500...3599.
    struct CodeRange: Sendable, Equatable {
        let low: Int32
        let high: Int32

        @inline(__always)
        func contains(_ code: Int32) -> Bool { code >= low && code <= high }
    }

    /// The lookup over the generated GS1 dictionary, built once on first use from the generated index
    /// (`GS1AILookup+Index.swift`): constant arrays, so start-up only copies them and fills the code
    /// table, instead of deriving everything from the definitions as `init(_:)` does.
    static let standard = GS1AILookup(generatedIndex: ())
    /// The flat code of AI 01 (GTIN), whose value lenient mode pads.
    static let gtinCode: Int32 = 1

    /// From the generated index, which describes `GS1Dictionary` entry for entry (the generator writes
    /// both from the dictionary; GS1AILookupIndexTests compares this with `init(_:)`). Builds no
    /// definition: those come chunk by chunk as the parser meets their AIs. Made once for `standard`,
    /// and again for each parser that wants tables of its own (`DigitalLinkParser.withOwnTables`).
    init(generatedIndex: Void) {
        precondition(Index.codes.count == GS1Dictionary.count, "GS1AILookup+Index.swift is stale: run make generate")
        table = nil
        codes = Index.codes
        var indexOfCode = [Int16](repeating: -1, count: 11_100)
        for (index, code) in Index.codes.enumerated() { indexOfCode[Int(code)] = Int16(index) }
        self.indexOfCode = indexOfCode
        primaryKeyFlags = Index.flags.map { $0 & 1 != 0 }
        dataAttributeFlags = Index.flags.map { $0 & 2 != 0 }
        aiNames = Index.names
        qualifierCodes = Index.qualifierCodes
        associations = stride(from: 0, to: Index.associations.count, by: 4).map { at in
            CodeAssociations(
                requires: Span(start: Index.associations[at], end: Index.associations[at + 1]),
                excludes: Span(start: Index.associations[at + 2], end: Index.associations[at + 3]))
        }
        requireGroups = stride(from: 0, to: Index.requireGroups.count, by: 2).map {
            Span(start: Index.requireGroups[$0], end: Index.requireGroups[$0 + 1])
        }
        associationRanges = stride(from: 0, to: Index.associationRanges.count, by: 2).map {
            CodeRange(low: Index.associationRanges[$0], high: Index.associationRanges[$0 + 1])
        }
        formats = GS1ValueFormats(generatedIndex: ())
    }

    /// Derived from the definitions alone: what the generated index must equal (tests), and a lookup
    /// over any other table.
    init(_ definitions: [GS1AIDefinition]) {
        table = definitions
        let codes = definitions.map { Int32(Self.code(ofAI: $0.ai) ?? -1) }
        var indexOfCode = [Int16](repeating: -1, count: 11_100)
        for (index, code) in codes.enumerated() where code >= 0 { indexOfCode[Int(code)] = Int16(index) }
        self.indexOfCode = indexOfCode
        self.codes = codes
        primaryKeyFlags = definitions.map { $0.keyQualifiers != nil }
        dataAttributeFlags = definitions.map(\.isDataAttribute)
        aiNames = definitions.map(\.ai)
        qualifierCodes = definitions.map { definition in
            guard let alternatives = definition.keyQualifiers else { return [] }
            return alternatives.map { $0.map { Int32(Self.code(ofAI: $0) ?? -1) } }
        }
        // Every pattern of the dictionary has trailing wildcards only; a future one that does not
        // becomes a range that matches nothing, and
        // DigitalLinkCaseTests.codeRangeAssociationsAgreeWithThePatternMatcher (which compares every pair
        // of AIs with GS1AIPattern) fails.
        var associations = [CodeAssociations](), groups = [Span](), ranges = [CodeRange]()
        associations.reserveCapacity(definitions.count)
        for definition in definitions {
            let groupsStart = Int32(groups.count)
            for alternative in definition.requires {
                let start = Int32(ranges.count)
                for pattern in alternative { ranges.append(Self.codeRange(of: pattern) ?? CodeRange(low: -1, high: -2)) }
                groups.append(Span(start: start, end: Int32(ranges.count)))
            }
            let excludesStart = Int32(ranges.count)
            for pattern in definition.excludes { ranges.append(Self.codeRange(of: pattern) ?? CodeRange(low: -1, high: -2)) }
            associations.append(CodeAssociations(
                requires: Span(start: groupsStart, end: Int32(groups.count)),
                excludes: Span(start: excludesStart, end: Int32(ranges.count))))
        }
        self.associations = associations
        requireGroups = groups
        associationRanges = ranges
        formats = GS1ValueFormats(definitions)
    }

    /// The AI of the definition at `index`. Reads through the buffer so that the definition itself is
    /// not copied (a copy retains every array in it).
    @inline(__always)
    func ai(_ index: Int) -> String {
        aiNames[index]
    }

    /// The definition at `index` (a copy: for messages and other cold paths).
    func definition(_ index: Int) -> GS1AIDefinition {
        withDefinition(index) { $0 }
    }

    /// Why `value` does not fit the definition at `index`, or nil; see `GS1AIDefinition.problem(with:)`.
    @inline(__always)
    func problem(_ index: Int, with value: String) -> String? {
        withDefinition(index) { $0.problem(with: value) }
    }

    /// The same for a value's bytes, which the parser has in its scan. A value that fits is answered by
    /// the flat `formats` (no reference counting); only one that does not reads the definition's
    /// components, in place (lending the whole definition copies it: six retains and releases), for the
    /// reason.
    @inline(__always)
    func problem(_ index: Int, in value: UnsafeBufferPointer<UInt8>) -> String? {
        if formats.fits(index, value) { return nil }
        let reason = withDefinitionPointer(index) { GS1AIDefinition.problem(in: value, components: $0.pointee.components) }
        return reason.map { GS1AIDefinition.describe($0, ai: ai(index), value: value) }
    }

    @inline(__always)
    private func withDefinitionPointer<T>(_ index: Int, _ body: (UnsafePointer<GS1AIDefinition>) -> T) -> T {
        if let table {
            return table.withUnsafeBufferPointer { body($0.baseAddress!.advanced(by: index)) }
        }
        let (chunk, offset) = index.quotientAndRemainder(dividingBy: GS1Dictionary.chunkSize)
        return GS1Dictionary.chunk(chunk).withUnsafeBufferPointer { body($0.baseAddress!.advanced(by: offset)) }
    }

    /// Lends the definition at `index` to `body` in place: `pointee` borrows it, where an array or buffer
    /// subscript would copy it first (and a copy retains every array in it).
    @inline(__always)
    private func withDefinition<T>(_ index: Int, _ body: (GS1AIDefinition) -> T) -> T {
        if let table {
            return table.withUnsafeBufferPointer { body($0.baseAddress!.advanced(by: index).pointee) }
        }
        let (chunk, offset) = index.quotientAndRemainder(dividingBy: GS1Dictionary.chunkSize)
        return GS1Dictionary.chunk(chunk).withUnsafeBufferPointer { body($0.baseAddress!.advanced(by: offset).pointee) }
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
        guard let code = Self.code(ofAI: ai) else { return nil }
        let index = indexOfCode[code]
        return index < 0 ? nil : Int(index)
    }
}
