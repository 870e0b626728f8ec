import Testing
@testable import Shared
import ToolkitFloor
@testable import upsctl
@testable import tracewise

/// One error record (issue 39): a failed batch row, a failed `events add` line and a failed line of `-`
/// give the same `error` object for the same failure, made in one place (`ErrorReporter.record`).
struct ErrorRecordTests {
    /// The three records' `error` objects for `error`, each made as its stream makes it.
    static func errorObjects(for error: any Error) -> (batchRow: JSONValue?, eventsLine: JSONValue?, dashLine: JSONValue?) {
        let redactor = Redactor()
        let row = BatchRow(line: 2, id: "A-1", fields: ["A-1", "1 Main St"], problem: "unused")
        let failure = RowFailure(error, reporter: ErrorReporter(tool: "upsctl", redactor: redactor))
        let batchRow = Result<ValidationResult, RowFailure>.failure(failure).record(for: row).json
        let events: EventsBatchLine = (error as? APIError).map { .rejected($0) } ?? .stopped(error)
        let eventsLine = events.record(line: 3, reporter: ErrorReporter(tool: "tracewise", redactor: redactor))
        let dashLine = IdentifierLines.failedLine(
            input: "o-1", ErrorReporter(tool: "repairminder", redactor: redactor).record(error))
        #expect(batchRow["line"] == .integer(2) && batchRow["id"] == .string("A-1"), "a batch row keeps line and id")
        #expect(eventsLine["line"] == .integer(3))
        #expect(dashLine["input"] == .string("o-1"), "a - line keeps its input")
        return (batchRow["error"], eventsLine["error"], dashLine["error"])
    }

    static let failures: [any Error] = [
        APIError(status: 422, code: "INVALID", detail: "the item is not valid", requestID: "r-1"),
        APIError(status: 404, detail: "no such item"),
        APIError(status: 503, code: "BUSY", detail: "try again", requestID: "r-2"),
        TransportError(.connectionLost, host: "api.example.com", detail: "reset by peer"),
        ToolError(.dataError, "not a usable item"),
    ]

    @Test(arguments: failures.indices)
    func oneFailureGivesTheSameErrorObjectInEveryStream(_ index: Int) throws {
        let (batchRow, eventsLine, dashLine) = Self.errorObjects(for: Self.failures[index])
        let error = try #require(batchRow)
        #expect(error.objectValue?.keys == ["code", "message"])
        #expect(eventsLine == error)
        #expect(dashLine == error)
    }

    @Test func theCodeNamesTheFailure() {
        let reporter = ErrorReporter(tool: "t")
        #expect(reporter.record(Self.failures[0]).json == .object([
            "code": .string("INVALID"), "message": .string("the item is not valid (INVALID, request id r-1)"),
        ]))
        #expect(reporter.record(Self.failures[1]).code == "HTTP_404")
        #expect(reporter.record(Self.failures[2]).code == "HTTP_503", "an answer a later run may not meet: its status")
        #expect(reporter.record(Self.failures[3]).code == "UNAVAILABLE")
        #expect(reporter.record(Self.failures[4]).code == "DATA")
        #expect(reporter.record(CancellationError()).code == "INTERRUPTED")
    }

    /// `--resume` sends again what a later run may not meet, in this shape and in the codes earlier
    /// versions wrote.
    @Test func recordsALaterRunMayNotMeetAreKnownByTheirCode() {
        for code in ["HTTP_503", "HTTP_429", "HTTP_408", "UNAVAILABLE", "TRY_LATER", "INTERRUPTED", "503", "69", "75", "interrupted"] {
            #expect(ErrorRecord.mayPass(code: code), "\(code)")
        }
        for code in ["HTTP_404", "DATA", "USAGE", "264002", "NOT_PERMITTED", "400"] {
            #expect(!ErrorRecord.mayPass(code: code), "\(code)")
        }
    }
}
