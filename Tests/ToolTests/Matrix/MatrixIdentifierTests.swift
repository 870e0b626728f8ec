import Testing
@testable import Shared
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// Every command that puts an identifier into a request path (its `ID` positional or an option of type
/// `.identifier`): an empty identifier, `.` or `..` is exit 64 before anything is sent, and a value that
/// needs percent-encoding travels as exactly one path segment that decodes back to the value.
struct MatrixIdentifierTests {
    static let commands = MatrixCommand.all.filter {
        !$0.identifierArguments.isEmpty && MatrixExceptions.identifierNotInSample[$0.tool.name + " " + $0.name] == nil
    }
    static let awkward = "a b/c?d#e%f&g=h+i;é..\u{7}"

    /// The sample with its identifier (the first positional, or the identifier option's value) replaced.
    static func replacingIdentifier(_ command: MatrixCommand, with value: String) throws -> [String] {
        var words = command.sample
        if let option = command.spec.options.first(where: { $0.valueType == .identifier }),
           let index = words.firstIndex(of: "--" + option.long), index + 1 < words.count {
            words[index + 1] = value
            return words
        }
        let parsed = try CommandLineParser(root: command.tool.rootSpec).parse(words)
        let current = try #require(parsed.positionals.first, "\(command): no identifier in the sample")
        let index = try #require(words.lastIndex(of: current))
        words[index] = value
        return words
    }

    @Test func identifierCommandsAreFound() {
        let names = Set(Self.commands.map { $0.tool.name + " " + $0.name })
        for expected in ["repairminder orders get", "repairminder clients orders", "repairminder tickets reply",
                         "repairminder orders update", "scorebase leagues get", "tracewise cirpass get", "tracewise events list",
                         "tracewise products get"] {
            #expect(names.contains(expected), "\(expected) takes no .identifier argument")
        }
    }

    @Test(arguments: commands)
    func dotSegmentsAndEmptyAreRefused(_ command: MatrixCommand) async throws {
        for value in ["", ".", ".."] {
            let server = MockTransport()
            let words = try Self.replacingIdentifier(command, with: value)
            let harness = MatrixRun.harness(command, transport: server, variables: MatrixDryRunTests.variables)
            let outcome = await MatrixRun.run(harness, ["--base-url", "http://127.0.0.1:9"] + words, stdin: command.stdin)
            MatrixRun.expectSane(outcome, command, mode: "identifier '\(value)'")
            #expect(outcome.result?.exitCode == .usage, "\(command) with '\(value)': \(outcome.summary)")
            #expect(server.requests.isEmpty, "\(command) with '\(value)' sent \(server.requests.map(\.url))")
            let dryRun = await MatrixRun.run(harness, ["--dry-run"] + words, stdin: command.stdin)
            #expect(dryRun.result?.exitCode == .usage, "\(command) --dry-run with '\(value)': \(dryRun.summary)")
        }
    }

    /// Checked on the dry run's record, which prints the URL exactly as it would go to the transport
    /// (no session is needed for it): its path has as many segments as with the sample's identifier, and
    /// one of them decodes to the value.
    @Test(arguments: commands)
    func awkwardIdentifierIsOneSegment(_ command: MatrixCommand) async throws {
        func pathOf(_ words: [String]) async -> [String]? {
            let harness = MatrixRun.harness(command, variables: MatrixDryRunTests.variables)
            let outcome = await MatrixRun.run(harness, ["--dry-run", "-o", "ndjson"] + words, stdin: command.stdin)
            guard let line = outcome.result?.stdout.split(separator: "\n").first,
                  let url = (try? JSONParser.parse(String(line)))?.value(at: "url")?.plainText,
                  let parsed = HTTPURL(string: url)
            else { return nil }
            // The identifier is a path segment, or (a product's serial) a query value.
            let query = (parsed.query() ?? "").split(separator: "&").map { $0.split(separator: "=", maxSplits: 1).last ?? "" }
            return parsed.path().split(separator: "/", omittingEmptySubsequences: false).map(String.init)
                + query.map { "?" + $0 }
        }
        let usual = try #require(await pathOf(command.sample), "\(command): no request in the dry run")
        let segments = try #require(await pathOf(try Self.replacingIdentifier(command, with: Self.awkward)), "\(command): no request")
        #expect(segments.count == usual.count, "\(command): \(segments) against \(usual)")
        let decoded = segments.map { PercentEncoding.decodeLeniently($0.hasPrefix("?") ? $0.dropFirst() : Substring($0)) }
        #expect(decoded.filter { $0 == Self.awkward }.count == 1, "\(command): \(segments)")
    }
}
