import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// The parts of the live-view engine, alone: durations, `--until` conditions, the diff by id, the
/// history of polls, the back-off after a failed poll and the conditional poll.
struct WatchPartsTests {
    /// Read as people type them, said back as every wait is said (`WaitText`).
    @Test(arguments: [
        ("10s", 10, "10 s"), ("5m", 300, "5 min"), ("1h", 3600, "1 h"), ("2m30s", 150, "150 s"), ("45", 45, "45 s"),
        ("1h0m5s", 3605, "1 h"), ("5m30s", 330, "5 min 30 s"), ("50h", 180_000, "2 days"),
    ])
    func durationsReadAsPeopleWriteThem(text: String, seconds: Int, said: String) {
        #expect(DurationText.seconds(text) == seconds)
        #expect(WaitText.describe(Double(seconds)) == said)
    }

    /// An EVENT row reads its record one level down: its money's currency too, so an amount reads with
    /// its currency's minor digits in the rows below the first view as in it.
    @Test func anEventRowsMoneyFindsItsCurrencyInTheRecord() {
        let moved = EventRows.inRow(TableColumn("TOTAL", "total").money(currencyAt: "currency"))
        #expect(moved.path == "record.total")
        #expect(moved.currencyPath == "record.currency")
        let row = EventRows.row(.object(["total": .number("89.5"), "currency": .string("GBP")]), .changed)
        let table = TableRenderer(columns: [moved], maxWidth: 80)
        #expect(table.render([row]).contains("89.50"), "\(table.render([row]))")
    }

    @Test(arguments: ["", "s", "1.5s", "10x", "-5s", "5m3", "9999999s", "8d"])
    func whatIsNotADurationIsRefused(text: String) {
        #expect(DurationText.seconds(text) == nil)
    }

    @Test func untilMatchesDottedFieldsExactlyAndSaysTheirCurrentValues() throws {
        let record: JSONValue = .object([
            "status": .string("ready"), "client": .object(["name": .string("Ann")]), "priority": .integer(2),
            "paid": .bool(true),
        ])
        #expect(try UntilCondition.parse("status=ready,client.name=Ann,priority=2,paid=true").isMet(by: record))
        #expect(try !UntilCondition.parse("status=Ready").isMet(by: record))
        #expect(try !UntilCondition.parse("missing=").isMet(by: record))
        #expect(try UntilCondition.parse("note=a=b").clauses == [UntilCondition.Clause(field: "note", value: "a=b")])
        #expect(try UntilCondition.parse("status=x,missing=y").currentValues(in: record) == "status=ready, missing=<missing>")
        #expect(throws: UsageError.self) { try UntilCondition.parse("status") }
        #expect(throws: UsageError.self) { try UntilCondition.parse("=x") }
        #expect(throws: UsageError.self) { try UntilCondition.parse("a..b=x") }
    }

    @Test func theDiffKeysRecordsByIdInStableOrder() {
        func order(_ id: String, _ status: String) -> JSONValue { .object(["id": .string(id), "status": .string(status)]) }
        let diff = RecordDiff(identity: ["id"])
        let events = diff.events(
            from: [order("a", "x"), order("b", "x"), order("c", "x")],
            to: [order("d", "x"), order("a", "y"), order("c", "x"), order("d", "x")])
        #expect(events == [
            WatchEvent(.added, order("d", "x")), WatchEvent(.changed, order("a", "y")), WatchEvent(.removed, order("b", "x")),
        ])
        #expect(diff.events(from: [order("a", "x")], to: [order("a", "x")]).isEmpty)
        // By two fields together: the same GTIN with another serial is another record.
        let products = RecordDiff(identity: ["gtin", "serial"])
        let one: JSONValue = .object(["gtin": .string("1"), "serial": .string("A")])
        let other: JSONValue = .object(["gtin": .string("1"), "serial": .string("B")])
        #expect(products.events(from: [one], to: [other]) == [WatchEvent(.added, other), WatchEvent(.removed, one)])
    }

    @Test func theHistoryKeepsTheLatestPollThePollBeforeAndTheTimeOfTheLastChange() {
        var history = PollHistory()
        let start = Date(timeIntervalSince1970: 1_000)
        var changes: [Bool] = []
        for (offset, value) in [(0, 1), (10, 1), (20, 2)] {
            history.append(records: [.integer(value)], at: start + Double(offset))
            changes.append(history.latest?.changed ?? false)
        }
        #expect(history.count == 3)
        #expect(history.lastChange == start + 20)
        #expect(changes == [true, false, true])
        #expect(history.before?.records == [.integer(1)] && history.latest?.records == [.integer(2)])
        history.forgetPollBefore()
        #expect(history.before == nil)
        for second in 0..<100 { history.append(records: [.integer(second)], at: start + Double(30 + second)) }
        #expect(history.count == 103)
        #expect(history.latest?.number == 103)
        #expect(history.numbers(at: "missing").isEmpty)
    }

    @Test func aSparklinesSeriesHasANilWhereAPollHadNoNumberAndIsDroppedOnceItHasNone() {
        var history = PollHistory()
        let records: [JSONValue] = [
            .object(["open": .integer(3), "client": .object(["owed": .string("12.50")])]),
            .object(["client": .object(["owed": .string("n/a")])]),
            .object(["open": .integer(4), "client": .object(["owed": .number("13")]), "list": .array([.integer(1)])]),
        ]
        for (index, record) in records.enumerated() { history.append(records: [record], at: Date(timeIntervalSince1970: Double(index))) }
        #expect(history.numbers(at: "open") == [3, nil, 4])
        #expect(history.numbers(at: "client.owed") == [12.5, nil, 13])
        #expect(history.numbers(at: "list").isEmpty)
        for second in 0..<PollHistory.seriesLength { history.append(records: [], at: Date(timeIntervalSince1970: Double(10 + second))) }
        #expect(history.numbers(at: "open").isEmpty, "twenty polls without it")
    }

    @Test func aFailedPollWaitsItsRetryAfterOrTheIntervalPlusTheBackoff() throws {
        var throttled = APIError(status: 429, detail: "slow down")
        throttled.retryAfter = 30
        #expect(try PollFailure.wait(after: throttled, failures: 1, interval: 10, random: 0.5) == 30)
        throttled.retryAfter = 3
        #expect(try PollFailure.wait(after: throttled, failures: 1, interval: 10, random: 0.5) == 10)
        throttled.retryAfter = 61
        #expect(throws: WatchWaitTooLong.self) { try PollFailure.wait(after: throttled, failures: 1, interval: 10, random: 0) }
        let lost = TransportError(.connectionLost, host: "h")
        #expect(try PollFailure.wait(after: lost, failures: 1, interval: 10, random: 0.5) == 10.25)
        #expect(try PollFailure.wait(after: lost, failures: 12, interval: 10, random: 0.5) == 20)
        #expect(PollFailure.isPassing(APIError(status: 503, detail: "")))
        #expect(!PollFailure.isPassing(APIError(status: 404, detail: "")))
        #expect(!PollFailure.isPassing(APIError(status: 401, detail: "")))
        #expect(!PollFailure.isPassing(TransportError(.cancelled, host: "h")))
    }

    @Test func aConditionalPollCarriesTheValidatorsAndA304IsTheLastAnswer() async throws {
        let middleware = ConditionalPollMiddleware()
        let request = HTTPRequest(method: .get, url: HTTPURL(string: "https://h/x")!)
        let first = HTTPResponse(status: 200, headers: ["ETag": "\"1\"", "Last-Modified": "Sun, 06 Nov 1994 08:49:37 GMT"], body: Array("{}".utf8))
        _ = try await middleware.intercept(request) { _ in first }
        let again = try await middleware.intercept(request) { sent in
            #expect(sent.headers["If-None-Match"] == "\"1\"")
            #expect(sent.headers["If-Modified-Since"] == "Sun, 06 Nov 1994 08:49:37 GMT")
            return HTTPResponse(status: 304)
        }
        #expect(again.status == 200 && again.body == Array("{}".utf8))
        // Another URL, and a POST, go as they are.
        let post = HTTPRequest(method: .post, url: HTTPURL(string: "https://h/x")!)
        _ = try await middleware.intercept(post) { sent in
            #expect(sent.headers["If-None-Match"] == nil)
            return HTTPResponse(status: 200)
        }
    }
}
