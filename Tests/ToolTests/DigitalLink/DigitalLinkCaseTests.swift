import Foundation
import Testing
import ToolkitTestSupport
@testable import DigitalLink
@testable import tracewise

/// One expectation of Fixtures/digital-link-cases.json: a URI, the mode, and what the parser must say.
struct DigitalLinkCase: Decodable, Sendable, CustomTestStringConvertible {
    struct Element: Decodable, Sendable, Equatable {
        let ai: String
        let value: String
        let `in`: String
    }

    let name: String
    let rule: String
    let uri: String
    let lenient: Bool?
    let valid: Bool
    let primaryKey: String?
    let elements: [Element]?
    let otherQuery: [String: String]?
    let notes: [String]?
    /// For an invalid case: a substring of the reason.
    let reason: String?
    /// Where the expectation was checked.
    let source: String
    let disputed: Bool?
    let decision: String?

    var testDescription: String { name }

    static let all: [DigitalLinkCase] = {
        let url = PackageRoot.appending("Tests/ToolTests/Fixtures/digital-link-cases.json")
        do {
            return try JSONDecoder().decode([DigitalLinkCase].self, from: Data(contentsOf: url))
        } catch {
            fatalError("cannot read \(url.path): \(error)")
        }
    }()
}

/// Runs every case of the data-driven suite, then a few focused unit tests of the parser's pieces.
struct DigitalLinkCaseTests {
    @Test(arguments: DigitalLinkCase.all)
    func digitalLinkCase(_ testCase: DigitalLinkCase) {
        let parser = DigitalLinkParser(lenient: testCase.lenient ?? false)
        let result = parser.parse(testCase.uri)
        #expect(parser.withOwnTables().parse(testCase.uri) == result, "a parser over tables of its own reads the same")
        switch result {
        case .valid(let link):
            #expect(testCase.valid, "accepted, expected a reason containing \(testCase.reason ?? "?")")
            guard testCase.valid else { return }
            if let primaryKey = testCase.primaryKey { #expect(link.primaryKey == primaryKey) }
            if let elements = testCase.elements {
                let got = link.elements.map { DigitalLinkCase.Element(ai: $0.ai, value: $0.value, in: $0.place.rawValue) }
                #expect(got == elements)
            }
            if let otherQuery = testCase.otherQuery {
                #expect(Dictionary(link.otherQuery.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first }) == otherQuery)
            }
            #expect(link.notes == (testCase.notes ?? []))
            #expect(link.uri == testCase.uri)
        case .invalid(let reason):
            #expect(!testCase.valid, "rejected: \(reason)")
            if let expected = testCase.reason {
                #expect(reason.contains(expected), "reason: \(reason)")
            }
        case .faulty(_, let problems):
            // Lenient mode reads the values of a link with faults; it is still not a valid link.
            #expect(testCase.lenient == true, "only lenient mode reads faulty links")
            #expect(!testCase.valid, "read with faults: \(problems)")
            if let expected = testCase.reason {
                #expect(problems.contains { $0.contains(expected) }, "problems: \(problems)")
            }
        }
    }

    @Test func suiteCoversEveryRuleAndPrimaryKey() {
        let cases = DigitalLinkCase.all
        #expect(cases.count >= 180)
        #expect(Set(cases.map(\.name)).count == cases.count, "case names are unique")
        for rule in (1...14).map({ "R\($0)" }) {
            #expect(cases.contains { $0.rule == rule && $0.valid }, "a valid case for \(rule)")
            #expect(cases.contains { $0.rule == rule && !$0.valid }, "an invalid case for \(rule)")
        }
        let keys = ["00", "01", "253", "255", "401", "402", "414", "415", "417", "8003", "8004", "8006", "8010", "8013", "8017", "8018"]
        for key in keys {
            #expect(cases.contains { $0.valid && $0.primaryKey == key }, "a valid case for primary key \(key)")
            #expect(cases.contains { !$0.valid && $0.uri.contains("/\(key)/") }, "an invalid case for primary key \(key)")
        }
        for testCase in cases where testCase.disputed == true {
            #expect(testCase.decision?.isEmpty == false, "\(testCase.name) records its decision")
        }
    }

    // MARK: Percent decoding

    private func decode(_ text: String, query: Bool) -> Result<String, PercentDecoding.Failure> {
        Array(text.utf8).withUnsafeBufferPointer { bytes in
            Result { () throws(PercentDecoding.Failure) in try PercentDecoding.decode(bytes[...], plusIsSpace: query) }
        }
    }

    @Test func percentDecodingTakesHexInEitherCaseAndPlusOnlyInTheQuery() {
        #expect(decode("A%2fB%2F", query: false) == .success("A/B/"))
        #expect(decode("A%4fB", query: false) == .success("AOB"))
        #expect(decode("A+B", query: false) == .success("A+B"))
        #expect(decode("A+B", query: true) == .success("A B"))
        #expect(decode("A%2BB", query: true) == .success("A+B"))
        #expect(decode("caf%C3%A9", query: false) == .success("café"))
        #expect(decode("", query: true) == .success(""))
    }

    @Test func percentDecodingRefusesNulMalformedEscapesAndBrokenUTF8() {
        #expect(decode("A%00B", query: false) == .failure(.encodedNul))
        #expect(decode("ABC%2", query: false) == .failure(.malformedEscape("%2")))
        #expect(decode("ABCD%", query: true) == .failure(.malformedEscape("%")))
        #expect(decode("A%4gB", query: false) == .failure(.malformedEscape("%4g")))
        #expect(decode("A%G4B", query: false) == .failure(.malformedEscape("%G4")))
        #expect(decode("A%FFB", query: false) == .failure(.invalidUTF8))
    }

    // MARK: Key-qualifier sequences

    private let gtinSequences = [["22", "10", "21"], ["235"]]

    @Test func sequencesAreOrderedSubsequencesOfOneAlternative() {
        for qualifiers in [[], ["22"], ["10"], ["21"], ["22", "21"], ["10", "21"], ["22", "10", "21"], ["235"]] {
            #expect(KeyQualifierSequence.problem(key: "01", alternatives: gtinSequences, qualifiers: qualifiers[...]) == nil, "\(qualifiers)")
        }
        #expect(KeyQualifierSequence.problem(key: "01", alternatives: gtinSequences, qualifiers: ["21", "10"])
            == "AI 10 must come before AI 21 after primary key 01")
        #expect(KeyQualifierSequence.problem(key: "01", alternatives: gtinSequences, qualifiers: ["10", "10"]) == "duplicate AI 10")
        #expect(KeyQualifierSequence.problem(key: "01", alternatives: gtinSequences, qualifiers: ["10", "235"])?
            .contains("AI 235 cannot be combined with AI 10") == true)
        #expect(KeyQualifierSequence.problem(key: "01", alternatives: gtinSequences, qualifiers: ["99"])?
            .contains("AI 99 is not a key qualifier of primary key 01") == true)
        #expect(KeyQualifierSequence.problem(key: "00", alternatives: [[]], qualifiers: ["10"])?
            .contains("00 takes no key qualifiers") == true)
    }

    @Test func aQueryAIBelongsInThePathOnlyWhenTheChosenBranchTakesIt() {
        #expect(KeyQualifierSequence.belongsInPath("10", alternatives: gtinSequences, qualifiers: []))
        #expect(KeyQualifierSequence.belongsInPath("10", alternatives: gtinSequences, qualifiers: ["22", "21"]))
        #expect(!KeyQualifierSequence.belongsInPath("10", alternatives: gtinSequences, qualifiers: ["235"]))
        #expect(!KeyQualifierSequence.belongsInPath("17", alternatives: gtinSequences, qualifiers: []))
    }

    // MARK: Associations

    /// The parser checks `req=`/`ex=` on flat AI codes for speed; for every AI of the dictionary paired
    /// with every other, that must agree with GS1AIPattern's string matching.
    @Test func codeRangeAssociationsAgreeWithThePatternMatcher() {
        let lookup = GS1AILookup.standard
        let definitions = GS1Dictionary.all
        var disagreements: [String] = []
        for (index, definition) in definitions.enumerated() where !definition.requires.isEmpty || !definition.excludes.isEmpty {
            for (other, otherDefinition) in definitions.enumerated() where other != index {
                let ais = [definition.ai, otherDefinition.ai]
                let expected: String? =
                    if !GS1AIPattern.isSatisfied(definition.requires, by: ais) {
                        "requires"
                    } else if GS1AIPattern.firstExcluded(by: definition.excludes, of: definition.ai, among: ais) != nil {
                        "excluded"
                    } else {
                        nil
                    }
                let got = GS1Associations.problem(indices: [index, other], lookup: lookup)
                let gotKind = got.map { $0.hasPrefix("AI \(definition.ai) requires") ? "requires" : $0.hasPrefix("AI \(definition.ai) cannot") ? "excluded" : "other" }
                // The pair's other AI may have its own broken rule; only this AI's verdict is compared.
                if expected != nil, gotKind != expected { disagreements.append("\(ais): \(got ?? "nil")") }
                if expected == nil, gotKind != nil, gotKind != "other" { disagreements.append("\(ais): \(got ?? "nil")") }
                if disagreements.count > 5 { break }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements)")
    }

    // MARK: Compressed links

    private func looksCompressed(_ segment: String) -> Bool {
        Array(segment.utf8).withUnsafeBufferPointer { CompressedLinkDetector.classify($0[...]).looksCompressed }
    }

    @Test func compressedLinksAreBase64URLBlobsNotWordsOrNumbers() {
        #expect(looksCompressed("ARHKVAdpQg"))
        #expect(looksCompressed("AQnYUc1gmaoCEGkJxsY-_w"))
        #expect(!looksCompressed("AQnYUc1gm"), "shorter than a compressed GTIN")
        #expect(!looksCompressed("summer-sale-2024"), "no upper case: a slug")
        #expect(!looksCompressed("PRODUCTS"), "one class only")
        #expect(!looksCompressed("09506000134352"), "digits only: a value")
        #expect(!looksCompressed("AQnYUc1gm.aoCEG"), "'.' is not base64url")
    }

    // MARK: Lenient notes

    @Test func lenientModeSaysWhatItAccepted() throws {
        let result = DigitalLinkParser(lenient: true).parse("https://example.com/gtin/9520123456788/lot/ABC?exp=271231")
        guard case .valid(let link) = result else { Issue.record("rejected: \(result)"); return }
        #expect(link.elementString == "(01)09520123456788(10)ABC(17)271231")
        #expect(link.notes == [
            "convenience alpha /gtin/ read as AI 01",
            "GTIN-13 9520123456788 padded to 14 digits",
            "convenience alpha /lot/ read as AI 10",
            "query parameter exp= read as AI 17",
        ])
    }

    @Test func strictModePointsAtLenient() {
        for uri in ["https://example.com/01/9520123456788", "https://example.com/gtin/09520123456788"] {
            guard case .invalid(let reason) = DigitalLinkParser().parse(uri) else { Issue.record("accepted \(uri)"); continue }
            #expect(reason.contains("--lenient"), "\(reason)")
        }
    }
}
