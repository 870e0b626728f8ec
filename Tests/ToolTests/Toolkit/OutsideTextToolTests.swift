import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// A service's text on a terminal, whole tools from argv (docs/output.md, "Outside text is shown, never
/// obeyed"): errors, `-v` and `--debug` logs, watch rows and the `--until` line show every control
/// character a service sends as its escape, and write none of them.
struct OutsideTextToolTests {
    typealias F = RepairminderFakes
    static let title = "\u{1B}]0;pwned\u{07}"
    static let variables = ["REPAIRMINDER_TOKEN": "tok-outside-text", "NO_COLOR": "1"]

    static func order(_ id: String, _ status: String) -> JSONValue {
        .object(["id": .string(id), "reference": .string("RM-\(id)"), "status": .string(status)])
    }

    func run(
        _ line: String, _ transport: MockTransport, terminal: Bool = true, schedule: PollSchedule = PollSchedule()
    ) async -> ToolHarness.Result {
        var harness = F.harness(transport, variables: Self.variables, terminal: terminal)
        harness.columns = terminal ? 80 : nil
        return await harness.run(line) { schedule.adjust(&$0) }
    }

    /// `api` prints an answer that is not JSON as a view on a terminal, and as its bytes to a pipe or
    /// with `--raw`, which are for programs.
    @Test("issue 50 finding 1: api shows a text answer's escape sequences on a terminal, and pipes its bytes")
    func apiTextAnswer() async {
        let page = "<html>\u{1B}]52;c;cm0gLXJmIH4=\u{07}\u{1B}[2J\u{202E}</html>"
        for (line, terminal, shown) in [
            ("api /api/page", true, #"<html>\x1b]52;c;cm0gLXJmIH4=\x07\x1b[2J\u202e</html>"#), ("api /api/page", false, page),
            ("api /api/page --raw", true, page),
        ] {
            let transport = MockTransport()
            transport.on(.get, "/api/page", respond: .text(page))
            let result = await run(line, transport, terminal: terminal)
            #expect(result.exitCode == .success, "\(result.stderr)")
            #expect(result.stdout == shown + "\n", "\(line), terminal: \(terminal)")
        }
    }

    @Test("issue 50 finding 1: an error message on stderr shows the service's escape sequences")
    func errorMessageOnStderr() async {
        let transport = MockTransport()
        transport.on(.get, "/api/orders/ord_1", respond: F.failed("Not found\(Self.title)\u{202E}", status: 404))
        let result = await run("--retries 0 orders get ord_1", transport)
        #expect(result.exitCode != .success)
        #expect(TerminalObeyed.characters(in: result.stderr).isEmpty, "\(result.stderr.debugDescription)")
        #expect(result.stderr.contains(#"Not found\x1b]0;pwned\x07\u202e"#), "\(result.stderr)")
    }

    @Test("issue 50 finding 1: -v shows a request id holding a title sequence as text")
    func verboseRequestID() async {
        let transport = MockTransport()
        transport.on(
            .get, "/api/orders/ord_1",
            respond: .json(
                .object(["success": .bool(true), "data": Self.order("ord_1", "in_repair")]),
                headers: ["X-Request-Id": "req\(Self.title)\u{9B}2J"]))
        let result = await run("-v orders get ord_1", transport)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(TerminalObeyed.characters(in: result.stderr).isEmpty, "\(result.stderr.debugDescription)")
        #expect(result.stderr.contains(#"request-id=req\x1b]0;pwned\x07\x9b2J"#), "\(result.stderr)")
    }

    @Test("issue 50 finding 1: --debug shows headers and a non-JSON body with their control characters as text")
    func debugHeadersAndBody() async {
        let transport = MockTransport()
        transport.on(
            .get, "/api/orders/ord_1",
            respond: .text("<html>\u{1B}]52;c;cm0gLXJmIH4=\u{07}\u{1B}[2J</html>", status: 502, headers: ["X-Trace": "t\u{1B}[31mred"]))
        let result = await run("--debug --retries 0 orders get ord_1", transport)
        #expect(result.exitCode != .success)
        #expect(TerminalObeyed.characters(in: result.stderr).isEmpty, "\(result.stderr.debugDescription)")
        #expect(result.stderr.contains(#"t\x1b[31mred"#), "\(result.stderr)")
        #expect(result.stderr.contains(#"<html>\x1b]52;c;cm0gLXJmIH4=\x07\x1b[2J</html>"#), "\(result.stderr)")
    }

    @Test("issue 50 finding 1: a watch EVENT row shows a changed status's escape sequence as text")
    func watchEventRow() async {
        let transport = MockTransport()
        let list = { (orders: [JSONValue]) in
            F.ok(.object(["items": .array(orders), "pagination": .object(["has_more": .bool(false)])]))
        }
        // The rows keep the first view's widths (issue 55, item 1): a status in the first view as wide as
        // the changed one's visible text gives the column its room, so the row shows that text whole.
        let wide = Self.order("ord_2", String(repeating: "w", count: 28))
        transport.onSequence(.get, "/api/orders", [
            list([Self.order("ord_1", "in_repair"), wide]),
            list([Self.order("ord_1", "ready\(Self.title)\u{202E}"), wide]),
        ])
        let result = await run("orders list --watch --interval 5s", transport, schedule: PollSchedule(interruptAfter: 2))
        #expect(result.exitCode == .interrupted, "\(result.stderr)")
        #expect(TerminalObeyed.characters(in: result.stdout).isEmpty, "\(result.stdout.debugDescription)")
        let row = result.stdout.split(separator: "\n").first { $0.hasPrefix("changed") }
        #expect(row?.contains(#"ready\x1b]0;pwned\x07\u202e"#) == true, "\(result.stdout)")
    }

    @Test("issue 50 finding 1: the --until progress line and its last values show the service's text, not obey it")
    func untilProgressLine() async {
        let transport = MockTransport()
        transport.on(.get, "/api/orders/ord_1", respond: F.ok(Self.order("ord_1", "in_repair\(Self.title)\u{08}\r")))
        let result = await run("orders get ord_1 --until status=collected --within 25s", transport)
        #expect(result.exitCode == .temporaryFailure, "\(result.stderr)")
        // The line's own redraw (`\r ESC[K`) is the tool's; everything else is text.
        let own = result.stderr.replacingOccurrences(of: "\r\u{1B}[K", with: "")
        #expect(TerminalObeyed.characters(in: own).isEmpty, "\(result.stderr.debugDescription)")
        #expect(own.contains(#"waiting for status=collected: status=in_repair\x1b]0;pwned\x07\x08\x0d"#), "\(result.stderr)")
        // And the error that gives up says the last values the same way.
        #expect(own.contains(#"Last values: status=in_repair\x1b]0;pwned\x07\x08\x0d"#), "\(result.stderr)")
    }

    @Test("issue 50 finding 1: a completion description shows a label's control characters as text; such an id is not offered")
    func completionDescription() async throws {
        let transport = MockTransport()
        transport.on(.get, "/api/orders", respond: F.ok(.object([
            "items": .array([
                .object(["id": .string("ord_1"), "reference": .string("RM\(Self.title)"), "status": .string("in\u{202E}repair")]),
                .object(["id": .string("ord_\u{202E}2"), "reference": .string("RM-2"), "status": .string("booked_in")]),
            ]),
            "pagination": .object(["has_more": .bool(false)]),
        ])))
        let files = InMemoryFileSystem()
        var harness = F.harness(transport, variables: Self.variables, fileSystem: files)
        _ = await harness.run("orders list")
        harness.transport = nil
        let completion = await harness.run(arguments: ["__complete", "orders", "get", ""])
        #expect(TerminalObeyed.characters(in: completion.stdout.replacingOccurrences(of: "\t", with: " ")).isEmpty, "\(completion.stdout.debugDescription)")
        #expect(completion.stdout.contains(#"ord_1"#), "\(completion.stdout)")
        #expect(completion.stdout.contains(#"RM\x1b]0;pwned\x07 in\u202erepair"#), "\(completion.stdout)")
        #expect(!completion.stdout.contains("ord_\u{202E}2"), "\(completion.stdout)")
    }
}
