import Foundation
import Testing
@testable import ToolkitFloor
import ToolkitTestSupport

/// The hostile-data mode where only a real terminal is the truth: the built repairminder on a
/// pseudo-terminal 80 columns wide, answered by `--mock-dir` files whose every string and request id
/// holds control and bidirectional characters (a list, a record, a failure), as a table, a card, with
/// `-v` and with `--debug`. What the terminal receives holds no character it would obey; the line
/// discipline's CR before each LF is the terminal's own.
@Suite(.serialized) struct MatrixHostileTerminalTests {
    static let hostile = HostileAnswers.title + "%@" + HostileAnswers.tail

    /// `text` in the hostile strings, as JSON text.
    static func string(_ text: String) -> String {
        JSONWriter.compact(.string(hostile.replacingOccurrences(of: "%@", with: text)))
    }

    static func order(_ id: String) -> String {
        #"{"id":"\#(id)","reference":\#(string("RM-1")),"status":\#(string("in_repair")),"client":{"name":\#(string("Ann"))},"notes":\#(string("Cracked screen; customer wants the data kept, a long note that wraps"))}"#
    }

    static func mockDirectory() throws -> URL {
        let directory = try TestScratch.directory("hostile-mock")
        let requestID = #""X-Request-Id":\#(string("req-1"))"#
        let files = [
            "get_api_orders.json": #"{"status":200,"headers":{\#(requestID)},"bodyText":\#(JSONWriter.compact(.string(#"{"success":true,"data":{"items":[\#(order("ord_1")),\#(order("ord_2"))],"pagination":{"total":2,"has_more":false}}}"#)))}"#,
            "get_api_orders_ord_1.json": #"{"status":200,"headers":{\#(requestID)},"bodyText":\#(JSONWriter.compact(.string(#"{"success":true,"data":\#(order("ord_1"))}"#)))}"#,
            "get_api_orders_ord_9.json": #"{"status":404,"headers":{\#(requestID)},"bodyText":\#(JSONWriter.compact(.string(#"{"success":false,"data":null,"error":\#(string("Not found")),"message":null}"#)))}"#,
        ]
        for (name, text) in files { try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return directory
    }

    @Test func aHostileServiceOnAPseudoTerminalShowsNoControlCharacter() async throws {
        let mocks = try Self.mockDirectory()
        let home = try TestScratch.directory("hostile-home")
        var environment = ["HOME": home.path, "COLUMNS": "80"]
        for name in ["XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"] { environment[name] = home.path + "/" + name }
        let terminal = PseudoTerminal(columns: 80, environment: environment, directory: home)
        for words in [["orders", "list"], ["orders", "get", "ord_1"], ["orders", "get", "ord_9"]] {
            for mode in [[], ["-v"], ["--debug"]] {
                let arguments = ["--mock", "--mock-dir", mocks.path, "--retries", "0"] + mode + words
                let screen = try await terminal.run("repairminder", arguments)
                let shown = HostileAnswers.withoutOwnSequences(screen.output.replacingOccurrences(of: "\r\n", with: "\n"))
                #expect(screen.status < 128, "\(arguments): \(screen.output.suffix(300))")
                #expect(shown.contains(#"\x1b]0;pwned\x07"#), "\(arguments): \(shown.prefix(600))")
                #expect(TerminalObeyed.characters(in: shown).isEmpty, "\(arguments): \(shown.debugDescription.prefix(800))")
            }
        }
    }
}
