import Testing
@testable import DigitalLink

/// `GS1ValueFormats.fits`, the parser's check of every AI value, against
/// `GS1AIDefinition.problem(in:components:)`, which words the reasons and is what the parser asks only when
/// `fits` says no: the two must agree for every AI and value, or the parser would accept a value the
/// dictionary refuses (or report "nil" for one it should refuse). Then the check's fast pieces at their edges.
struct GS1ValueFormatsTests {
    /// Values from the parser's own cases, hand-picked shapes, and for every AI runs of one character of
    /// every length up to past its longest value (every layout: fixed parts, variable tails, optional
    /// components present or not).
    static let sharedValues: [String] = {
        var values = Set(DigitalLinkCase.all.flatMap { $0.elements ?? [] }.map(\.value))
        values.formUnion([
            "", "0", "00", "09506000134352", "09506000134353", "9506000134352", "95060001", "950600013435",
            "106141411234567897", "106141411234567890", "095060001343520102", "251231", "250229", "240229",
            "251301", "000000", "991200", "2359", "2400", "0103", "0300", "2/3", "3/2", "02/3", "ABC/123",
            "A B", "é", "a\"b", "ab=", "ab==", "abc=", "abc-_0", "a=b", "9506#-/AZ", "9506.AZ", "1A-z", "-",
            "1987654Ad4X4bL5ttr2310c2K", "GB82WEST12345698765432", "GB82WEST12345698765431", "276", "999",
            "DE", "XX", "978", "000", "250101123059", "2501011230", "1234567-", "0000000000", "1800000001",
            "%41", "%4", "50%", "!\"%&'()*+,-./:;<=>?_", String(repeating: "9", count: 40),
            "8110106141416543213500110000310123196000", "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
        ])
        return values.sorted()
    }()

    static func runs(for definition: GS1AIDefinition) -> [String] {
        let longest = definition.components.reduce(0) { $0 + $1.maxLength } + 2
        return (0...longest).flatMap { length in
            ["0", "1", "A", "a", "="].map { String(repeating: $0, count: length) } + [String(repeating: "09", count: length).prefix(length).description]
        }
    }

    @Test(arguments: [("generated", GS1AILookup.standard), ("derived", GS1AILookup(GS1Dictionary.all))])
    func fitsAgreesWithTheMessagePathForEveryAIAndValue(_ name: String, _ lookup: GS1AILookup) {
        var checked = 0, disagreements: [String] = []
        for (index, definition) in GS1Dictionary.all.enumerated() {
            for value in Self.sharedValues + Self.runs(for: definition) {
                var text = value
                let (fits, problem) = text.withUTF8 {
                    (lookup.formats.fits(index, $0), GS1AIDefinition.problem(in: $0, components: definition.components))
                }
                checked += 1
                if fits != (problem == nil), disagreements.count < 20 {
                    disagreements.append("AI \(definition.ai) '\(value)': fits \(fits), problem \(problem ?? "nil")")
                }
            }
        }
        #expect(disagreements.isEmpty, "\(name): \(disagreements.joined(separator: "; "))")
        #expect(checked > 100_000)
    }

    @Test func theParsersCheckGivesTheDictionarysReasons() {
        let lookup = GS1AILookup.standard
        for (ai, value) in [("01", "09506000134353"), ("17", "251301"), ("10", "A B"), ("8030", "a=b"), ("01", "0950600013435")] {
            let index = lookup.index(ofAI: ai)!
            var text = value
            let reason = text.withUTF8 { lookup.problem(index, in: $0) }
            #expect(reason != nil && reason == GS1Dictionary.definition(of: ai)?.problem(with: value), "AI \(ai) '\(value)'")
        }
    }

    @Test func allDigitsFindsANonDigitAtEveryPositionOfEveryLength() {
        // Neighbours of the digits ('/' and ':'), letters, NUL and bytes with the top bit set.
        let strangers: [UInt8] = [0x2F, 0x3A, 0x3F, 0x40, 0x41, 0x00, 0x20, 0xB0, 0xB9, 0xFF, 0x06]
        for length in 0...26 {
            let digits = (0..<length).map { UInt8(ascii: "0") + UInt8($0 % 10) }
            #expect(digits.withUnsafeBufferPointer(GS1ValueFormats.allDigits), "\(length) digits")
            for position in 0..<length {
                for stranger in strangers {
                    var bytes = digits
                    bytes[position] = stranger
                    #expect(!bytes.withUnsafeBufferPointer(GS1ValueFormats.allDigits), "\(length) bytes, \(stranger) at \(position)")
                }
            }
        }
    }

    @Test func mod10CheckDigitMatchesTheWeightsOneDigitAtATime() {
        // The reference: weights 3, 1, 3, … from the right, one digit a step.
        func reference(_ digits: [UInt8]) -> Int? {
            var sum = 0
            for (distance, byte) in digits.reversed().enumerated() {
                guard byte >= 48, byte <= 57 else { return nil }
                sum += Int(byte - 48) * (distance % 2 == 0 ? 3 : 1)
            }
            return (10 - sum % 10) % 10
        }
        var generator = SystemRandomNumberGenerator()
        for length in 0...20 {
            for _ in 0..<50 {
                var digits = (0..<length).map { _ in UInt8.random(in: 48...57, using: &generator) }
                if length > 0, Bool.random(using: &generator) { digits[Int.random(in: 0..<length, using: &generator)] = 0x41 }
                #expect(digits.withUnsafeBufferPointer(GS1CheckCharacters.mod10CheckDigit) == reference(digits), "\(digits)")
            }
        }
    }
}
