import Testing
@testable import DigitalLink
@testable import tracewise

/// `GS1AIDefinition.problem(with:)`: component layout, lengths, character sets and linters, with the
/// complete reasons the Digital Link parser reports.
struct GS1ValueValidationTests {
    static func problem(_ ai: String, _ value: String) throws -> String? {
        try #require(GS1Dictionary.definition(of: ai)).problem(with: value)
    }

    @Test(arguments: [
        ("01", "09506000134352"), ("17", "251231"), ("17", "250200"), ("17", "240229"), ("10", "ABC/123"),
        ("10", "!\"%&'()*+,-./:;<=>?_"), ("21", "12345678901234567890"), ("8003", "09506000134352"),
        ("8003", "09506000134352ABC"), ("8008", "25010112"), ("8008", "2501011230"), ("8008", "250101123059"),
        ("4330", "001234"), ("4330", "001234-"), ("8013", "1987654Ad4X4bL5ttr2310c2K"), ("8006", "095060001343520102"),
        ("8030", "ab="), ("8030", "abc-_0"), ("8010", "9506#-/AZ"), ("7007", "250101"), ("7007", "250101250131"),
        ("3103", "000123"), ("253", "9506000134352"), ("253", "9506000134352ABC"), ("00", "106141411234567897"),
        ("414", "9506000134352"), ("423", "250826"), ("7040", "1A-z"), ("4309", "02790858483015297971"),
        ("8043", "12345678901234567812"), ("3913", "9781234"), ("91", "anything-ok"),
    ])
    func validValuesHaveNoProblem(ai: String, value: String) throws {
        #expect(try Self.problem(ai, value) == nil)
    }

    @Test(arguments: [
        ("17", "251301", "AI 17 value '251301': not a real date (YYMMDD)"),
        ("17", "250229", "AI 17 value '250229': not a real date (YYMMDD)"),
        ("01", "09506000134353", "AI 01 value '09506000134353': wrong check digit (expected 2)"),
        ("10", "A B", "AI 10 value 'A B': character ' ' is not allowed (GS1 CSET 82)"),
        ("10", "tilde~", "AI 10 value 'tilde~': character '~' is not allowed (GS1 CSET 82)"),
        ("10", "caf\u{E9}", "AI 10 value 'caf\u{E9}': character '\u{E9}' is not allowed (GS1 CSET 82)"),
        ("01", "123", "AI 01 value '123': must be 14 digits"),
        ("01", "0950600013435A", "AI 01 value '0950600013435A': character 'A' is not allowed (digits only)"),
        ("10", "", "AI 10 value '': must be 1 to 20 characters"),
        ("10", "123456789012345678901", "AI 10 value '123456789012345678901': must be 1 to 20 characters"),
        ("8003", "19506000134352", "AI 8003 value '19506000134352': part 1 ('1'): must be 0"),
        ("8003", "09506000134353X", "AI 8003 value '09506000134353X': part 2 ('9506000134353'): wrong check digit (expected 2)"),
        ("8003", "0950600013435", "AI 8003 value '0950600013435': must be 14 to 30 characters"),
        ("8008", "250101123", "AI 8008 value '250101123': must be 8, 10 or 12 digits"),
        ("8008", "2501011260", "AI 8008 value '2501011260': part 3 ('60'): not a minute (MM, 00-59)"),
        ("4330", "001234+", "AI 4330 value '001234+': part 2 ('+'): must be '-'"),
        ("4330", "00123", "AI 4330 value '00123': must be 6 or 7 characters"),
        ("7007", "2501012", "AI 7007 value '2501012': must be 6 or 12 digits"),
        ("7007", "250101250132", "AI 7007 value '250101250132': part 2 ('250132'): not a real date (YYMMDD)"),
        ("8006", "095060001343520302",
         "AI 8006 value '095060001343520302': part 2 ('0302'): piece number is greater than the total number of pieces"),
        ("8030", "abc=", "AI 8030 value 'abc=': base64 padding '=' is only allowed as one or two final characters of a length divisible by 3"),
        ("8030", "ab+", "AI 8030 value 'ab+': character '+' is not allowed (GS1 CSET 64, base64url)"),
        ("8010", "a506", "AI 8010 value 'a506': character 'a' is not allowed (GS1 CSET 39)"),
        ("8010", "9506.A", "AI 8010 value '9506.A': character '.' is not allowed (GS1 CSET 39)"),
        ("8010", "950A", "AI 8010 value '950A': must start with a GS1 Company Prefix (at least 4 digits)"),
        ("8013", "1987654Ad4X4bL5ttr2310c2X", "AI 8013 value '1987654Ad4X4bL5ttr2310c2X': wrong check character pair (expected 2K)"),
        ("422", "999", "AI 422 value '999': not an ISO 3166 numeric country code"),
        ("3913", "0011234", "AI 3913 value '0011234': part 1 ('001'): not an ISO 4217 numeric currency code"),
        ("4307", "XX", "AI 4307 value 'XX': not an ISO 3166 alpha-2 country code"),
    ])
    func invalidValuesExplainThemselves(ai: String, value: String, reason: String) throws {
        #expect(try Self.problem(ai, value) == reason)
    }

    @Test func everyEntryAcceptsSomeValueOfItsShape() {
        // Catches a table entry whose components could never be satisfied (e.g. a variable length
        // component that is not last): a value of maximal length made of '0's must at least get past
        // the layout and character checks.
        for definition in GS1Dictionary.all {
            let length = definition.components.reduce(0) { $0 + $1.maxLength }
            let reason = definition.problem(with: String(repeating: "0", count: length)) ?? ""
            #expect(!reason.contains(/must be [0-9, ortd]+ (digits|characters)$|is not allowed \(/), "\(reason)")
        }
    }
}
