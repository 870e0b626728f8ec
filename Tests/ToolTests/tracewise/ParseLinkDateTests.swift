import Synchronization
import Testing
@testable import DigitalLink
@testable import tracewise

/// The GS1 century rule (General Specifications §7.12), day 00, and the clock's year, as pure functions.
struct ParseLinkDateTests {
    @Test(arguments: [
        // (YY, current year, expected): up to 50 years ahead stays in this century, 51 ahead is the last one.
        (26, 2026, 2026), (76, 2026, 2076), (77, 2026, 1977), (99, 2026, 1999), (0, 2026, 2000),
        // 49 behind stays, 50 or more behind is the next century (only reachable from year ..50 on).
        (11, 2060, 2011), (10, 2060, 2110), (0, 2099, 2100), (49, 2099, 2149), (50, 2099, 2050),
        (0, 2000, 2000), (50, 2000, 2050), (51, 2000, 1951),
    ])
    func centuryWindow(_ yy: Int, _ currentYear: Int, _ expected: Int) {
        #expect(GS1Date.fullYear(twoDigitYear: yy, currentYear: currentYear) == expected)
    }

    @Test func isoDateOfAnOrdinaryDay() {
        #expect(GS1Date.isoDate("271231", currentYear: 2026) == "2027-12-31")
        #expect(GS1Date.isoDate("010203", currentYear: 2026) == "2001-02-03")
    }

    @Test func dayZeroIsTheLastDayOfTheMonth() {
        #expect(GS1Date.isoDate("271100", currentYear: 2026) == "2027-11-30")
        #expect(GS1Date.isoDate("280200", currentYear: 2026) == "2028-02-29")
        #expect(GS1Date.isoDate("270200", currentYear: 2026) == "2027-02-28")
        #expect(GS1Date.isoDate("000200", currentYear: 2026) == "2000-02-29")
        #expect(GS1Date.isoDate("270100", currentYear: 2026) == "2027-01-31")
    }

    @Test func onlyTheFirstSixDigitsCount() {
        // AI 7003 (expiry date and time) and 7007 (a date or a range) begin with YYMMDD.
        #expect(GS1Date.isoDate("2712311530", currentYear: 2026) == "2027-12-31")
    }

    @Test(arguments: ["271301", "270230", "270229", "271232", "270001", "2712", "27123a", ""])
    func noDateForWhatIsNotADate(_ value: String) {
        #expect(GS1Date.isoDate(value, currentYear: 2026) == nil)
    }

    @Test func theYearOfAMomentInUTC() {
        #expect(GS1Date.utcYear(secondsSince1970: 0) == 1970)
        #expect(GS1Date.utcYear(secondsSince1970: 1_795_000_000) == 2026)
        #expect(GS1Date.utcYear(secondsSince1970: 1_798_761_599) == 2026)  // 2026-12-31T23:59:59Z
        #expect(GS1Date.utcYear(secondsSince1970: 1_798_761_600) == 2027)
        #expect(GS1Date.utcYear(secondsSince1970: 3_408_220_800) == 2078)
        #expect(GS1Date.utcYear(secondsSince1970: -1) == 1969)
        #expect(GS1Date.utcYear(secondsSince1970: 951_782_400) == 2000)  // 2000-02-29
    }

    @Test func theBuilderDatesOnlyDateAIsAndLooksEachAIUpOnce() {
        let counter = LookUpCounter()
        var builder = ParseLinkRecordBuilder(currentYear: 2078) { ai in
            counter.count(ai)
            return ParseLinkRecordBuilder.AIInfo.fromDictionary(ai)
        }
        let link = DigitalLink(
            uri: "u", primaryKey: "01",
            elements: [
                DigitalLinkElement(ai: "01", value: "09506000134352"),
                DigitalLinkElement(ai: "17", value: "270200", place: .query),
            ])
        let first = builder.record(uri: "u", result: .valid(link))
        _ = builder.record(uri: "u", result: .valid(link))
        guard case .valid(_, let elements, _) = first.outcome else { Issue.record("not valid"); return }
        #expect(elements.map(\.date) == [nil, "2127-02-28"])
        #expect(elements.map(\.title) == ["GTIN", "USE BY or EXPIRY"])
        #expect(elements.map(\.place) == [.path, .query])
        #expect(counter.counts == ["01": 1, "17": 1])
    }
}

/// Counts dictionary lookups (the builder's closure is @Sendable, so the count lives behind a lock).
final class LookUpCounter: Sendable {
    private let storage = Mutex<[String: Int]>([:])
    func count(_ ai: String) { storage.withLock { $0[ai, default: 0] += 1 } }
    var counts: [String: Int] { storage.withLock { $0 } }
}
