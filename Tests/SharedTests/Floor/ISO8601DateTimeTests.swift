import FoundationEssentials
import Testing
@testable import ToolkitFloor

/// The toolkit's own ISO 8601, checked against Foundation's format style it replaces.
struct ISO8601DateTimeTests {
    @Test func formatsAsFoundationDoesAcrossCenturiesAndLeapDays() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var dates = [0, -1, 951_782_400, 951_868_799, 4_107_542_400, -2_208_988_800, 1_795_000_000.75].map {
            Date(timeIntervalSince1970: $0)
        }
        for _ in 0..<2000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            dates.append(Date(timeIntervalSince1970: Double(Int64(state >> 30) % 9_000_000_000 - 2_000_000_000)))
        }
        for date in dates {
            #expect(ISO8601DateTime.format(date) == Date.ISO8601FormatStyle().format(date), "\(date.timeIntervalSince1970)")
        }
    }

    @Test(arguments: [
        ("2026-05-14T09:30:00Z", 1_778_751_000.0),
        ("2026-05-14T11:30:00+02:00", 1_778_751_000),
        ("2026-05-14T04:00:00-0530", 1_778_751_000),
        ("2026-05-14T09:30:00.250Z", 1_778_751_000.25),
        ("2024-02-29T00:00:00Z", 1_709_164_800),
        ("1969-12-31T23:59:59Z", -1),
    ])
    func parsesZonedDateTimes(_ text: String, _ seconds: Double) throws {
        let date = try #require(ISO8601DateTime.parse(text))
        #expect(abs(date.timeIntervalSince1970 - seconds) < 0.000_001)
    }

    @Test(arguments: [
        "2026-05-14T09:30:00", "2026-05-14 09:30:00Z", "2026-02-29T00:00:00Z", "2026-13-01T00:00:00Z",
        "2026-04-31T00:00:00Z", "2026-05-14T24:00:00Z", "2026-05-14T09:60:00Z", "2026-05-14T09:30:60Z",
        "2026-05-14T09:30:00.Z", "2026-05-14T09:30:00+2:00", "2026-05-14T09:30:00Zjunk", "2026-5-14T09:30:00Z",
        "", "yesterday",
    ])
    func refusesWhatIsNotAZonedDateTime(_ text: String) {
        #expect(ISO8601DateTime.parse(text) == nil)
    }

    @Test func roundTripsWholeSeconds() {
        for seconds in stride(from: -3_000_000_000.0, through: 6_000_000_000, by: 77_777_777) {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(ISO8601DateTime.parse(ISO8601DateTime.format(date)) == date)
        }
    }
}
