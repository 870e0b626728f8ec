import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// Runs a tool in mock mode in-process and reads its JSON answers, for the mock service tests.
struct MockRun {
    var tool: String
    var files: InMemoryFileSystem = InMemoryFileSystem()

    /// `quiet`: with `-q`, so stderr holds errors only; without, the notes too (a listing's next page).
    func run(_ line: String, stdin: String = "", quiet: Bool = true) async -> ToolHarness.Result {
        await ToolHarness(tool: AllTools.definition(tool), fileSystem: files).run((quiet ? "--mock -q " : "--mock ") + line, stdin: stdin)
    }

    /// The records `line` prints as NDJSON; a failing run is an issue.
    func records(_ line: String) async -> [JSONValue] {
        let result = await run(line + " -o ndjson")
        #expect(result.exitCode == .success, "\(tool) \(line): \(result.stderr)")
        return result.stdout.split(separator: "\n").compactMap { try? JSONParser.parse(String($0)) }
    }

    /// The one object `line` prints as JSON.
    func object(_ line: String) async -> JSONValue? {
        let result = await run(line + " -o json")
        #expect(result.exitCode == .success, "\(tool) \(line): \(result.stderr)")
        return try? JSONParser.parse(result.stdout)
    }

    /// `line` (given a password on standard input) exits `code` with `message` on stderr.
    func expect(_ line: String, exits code: ExitCode, saying message: String) async {
        let result = await run(line, stdin: "pw\n", quiet: false)
        #expect(result.exitCode == code, "\(tool) \(line): \(result.stderr)")
        #expect(result.stderr.contains(message), "\(tool) \(line): \(result.stderr)")
    }

    /// The texts at `path` in `records`.
    static func values(_ records: [JSONValue], _ path: String) -> [String] {
        records.map { $0.value(at: path)?.plainText ?? "" }
    }
}
