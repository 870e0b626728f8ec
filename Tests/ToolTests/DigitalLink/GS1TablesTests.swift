import Testing
@testable import DigitalLink
@testable import tracewise

/// The generated GS1 AI table: counts, entries checked by hand against the dictionary, lookups and the
/// `req=`/`ex=` pattern matching.
struct GS1TablesTests {
    @Test func tableHasEveryAIOnceWithRangesExpanded() {
        #expect(GS1Dictionary.all.count == 541)
        #expect(Set(GS1Dictionary.all.map(\.ai)).count == GS1Dictionary.all.count)
        // 3100-3105 ... 3690-3695 are 53 ranges of 6, 3900-3939 four of 10, 3940-3943, 3950-3955, 91-99.
        #expect(GS1Dictionary.all.filter { $0.ai.hasPrefix("3") && $0.ai.count == 4 }.count == 53 * 6 + 40 + 4 + 6)
        for ai in ["3100", "3105", "3695", "3909", "3943", "3955", "91", "99"] {
            #expect(GS1Dictionary.isKnownAI(ai), "\(ai)")
        }
        for ai in ["3106", "3696", "3944", "3956", "90x", "", "0", "00000", "1", "019", "9999"] {
            #expect(!GS1Dictionary.isKnownAI(ai), "\(ai)")
        }
    }

    @Test func gtinIsAPrimaryKeyWithTwoQualifierSequences() throws {
        let gtin = try #require(GS1Dictionary.definition(of: "01"))
        #expect(gtin.title == "GTIN")
        #expect(gtin.keyQualifiers == [["22", "10", "21"], ["235"]])
        #expect(gtin.isDataAttribute)
        #expect(gtin.excludes == ["255", "37"])
        #expect(gtin.requires.isEmpty)
        #expect(gtin.components.count == 1)
        #expect(gtin.components[0].characters == .numeric)
        #expect(gtin.components[0].minLength == 14 && gtin.components[0].maxLength == 14)
        #expect(gtin.components[0].linters == [.csum, .gcppos2])
    }

    @Test func graiHasThreeComponentsTheLastOptional() throws {
        let grai = try #require(GS1Dictionary.definition(of: "8003"))
        #expect(grai.title == "GRAI")
        #expect(grai.keyQualifiers == [[]])
        let shapes = grai.components.map { [$0.minLength, $0.maxLength] }
        #expect(shapes == [[1, 1], [13, 13], [1, 16]])
        #expect(grai.components.map(\.isOptional) == [false, false, true])
        #expect(grai.components.map(\.characters) == [.numeric, .numeric, .cset82])
        #expect(grai.components.map(\.linters) == [[.zero], [.csum, .gcppos1], []])
    }

    @Test func expiryDateTitleFlagsAndRequirements() throws {
        let expiry = try #require(GS1Dictionary.definition(of: "17"))
        #expect(expiry.title == "USE BY or EXPIRY")
        #expect(expiry.isDate)
        #expect(expiry.isDataAttribute)
        #expect(expiry.keyQualifiers == nil)
        #expect(expiry.requires == [["01"], ["02"], ["03"], ["255"], ["8006"], ["8026"]])
    }

    @Test func attributesAndRequirementsAsTheDictionaryWritesThem() throws {
        let serial = try #require(GS1Dictionary.definition(of: "21"))
        #expect(!serial.isDataAttribute)
        #expect(serial.excludes == ["235"])
        // Two req= clauses are multiplied out: (01 or 8006) and 21.
        #expect(GS1Dictionary.definition(of: "250")?.requires == [["01", "21"], ["8006", "21"]])
        #expect(GS1Dictionary.definition(of: "7004")?.requires == [["01", "10"]])
        #expect(GS1Dictionary.definition(of: "414")?.keyQualifiers == [["254"], ["7040"]])
        #expect(GS1Dictionary.definition(of: "3103")?.excludes == ["310n"])
        #expect(GS1Dictionary.definition(of: "3103")?.title == "NET WEIGHT (kg)")
        #expect(GS1Dictionary.definition(of: "8110")?.title == "")
        #expect(GS1Dictionary.definition(of: "8020")?.isDataAttribute == false)
        let primaryKeys = GS1Dictionary.all.filter { $0.keyQualifiers != nil }.map(\.ai)
        #expect(primaryKeys == ["00", "01", "253", "255", "401", "402", "414", "415", "417",
                                "8003", "8004", "8006", "8010", "8013", "8017", "8018"])
    }

    @Test func lookupAcceptsSubstringsAndEveryEntryFindsItself() {
        let path = "/01/09506000134352"
        let ai = path.split(separator: "/")[0]
        #expect(GS1Dictionary.definition(of: ai)?.ai == "01")
        for definition in GS1Dictionary.all {
            #expect(GS1Dictionary.definition(of: definition.ai)?.ai == definition.ai)
        }
    }

    @Test(arguments: [
        ("35nn", "3510", true), ("35nn", "3599", true), ("394n", "3941", true), ("01", "01", true),
        ("35nn", "3610", false), ("35nn", "351", false), ("394n", "39410", false), ("01", "010", false),
        ("394n", "394x", false), ("310n", "3100", true), ("01", "02", false), ("", "", true),
    ])
    func patternsMatchDigitWildcards(pattern: String, ai: String, expected: Bool) {
        #expect(GS1AIPattern.matches(pattern, ai) == expected)
    }

    @Test func associationsAreEvaluatedOverAllAIsPresent() throws {
        let expiry = try #require(GS1Dictionary.definition(of: "17"))
        #expect(GS1AIPattern.isSatisfied(expiry.requires, by: ["01", "17"]))
        #expect(!GS1AIPattern.isSatisfied(expiry.requires, by: ["17", "10"]))
        let secondarySerial = try #require(GS1Dictionary.definition(of: "250"))
        #expect(GS1AIPattern.isSatisfied(secondarySerial.requires, by: ["8006", "21", "250"]))
        #expect(!GS1AIPattern.isSatisfied(secondarySerial.requires, by: ["01", "250"]))
        let price = try #require(GS1Dictionary.definition(of: "3925"))
        #expect(GS1AIPattern.isSatisfied(price.requires, by: ["01", "3103", "3925"] as [Substring]))
        #expect(GS1AIPattern.isSatisfied(GS1Dictionary.definition(of: "01")?.requires ?? [], by: ["01"]))

        let netWeight = try #require(GS1Dictionary.definition(of: "3103"))
        #expect(GS1AIPattern.firstExcluded(by: netWeight.excludes, of: "3103", among: ["01", "3103"]) == nil)
        #expect(GS1AIPattern.firstExcluded(by: netWeight.excludes, of: "3103", among: ["01", "3103", "3102"]) == "3102")
        let gtin = try #require(GS1Dictionary.definition(of: "01"))
        #expect(GS1AIPattern.firstExcluded(by: gtin.excludes, of: "01", among: ["01", "37"]) == "37")
        #expect(GS1AIPattern.isWildcard("394n") && !GS1AIPattern.isWildcard("8111"))
    }

    @Test func everyRequiredOrExcludedPatternNamesAKnownAI() {
        for definition in GS1Dictionary.all {
            for pattern in definition.requires.flatMap({ $0 }) + definition.excludes {
                let matched = GS1Dictionary.all.contains { GS1AIPattern.matches(pattern, $0.ai) }
                #expect(matched, "AI \(definition.ai): \(pattern) matches no AI")
            }
        }
    }
}
