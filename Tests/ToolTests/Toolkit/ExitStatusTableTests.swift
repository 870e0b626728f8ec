import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// EXIT STATUS in help and man pages says what a missing file means, and the tools do it: each file the
/// 66 and 78 lines name is given as a path that does not exist, and the run exits with that line's code.
struct ExitStatusTableTests {
    static let missing = "/nowhere/missing-file"

    /// A command line, per tool, that reads each of its own input files (the options its 66 line names
    /// before the global ones).
    static let toolFiles: [String: [String: String]] = [
        "upsctl": ["--input": "validate --input \(missing)"],
        "tracewise": ["events add --input": "events add --input \(missing)"],
        "repairminder": [
            "--data @FILE": "orders create --data @\(missing)",
            "--message-file": "tickets reply tkt_9001 --message-file \(missing)",
        ],
        "scorebase": [:],
    ]

    /// A command line, per tool, that asks the service something (fixtures are read only then).
    static let serviceLine = ["upsctl": "auth status", "tracewise": "health", "scorebase": "leagues list", "repairminder": "orders list"]

    /// The files a tool's EXIT STATUS line for `code` lists.
    static func listed(_ tool: ToolDefinition, _ code: ExitCode) -> String {
        tool.exitStatuses.first { $0.code == code }?.meaning ?? ""
    }

    @Test(arguments: AllTools.names)
    func helpListsTheExitCodeAMissingFileGives(_ name: String) async {
        let tool = AllTools.definition(name)
        var lines: [(String, String, ExitCode)] = []
        for option in GlobalFiles.settings { lines.append((option, "\(option) \(Self.missing) config show", .configuration)) }
        for option in GlobalFiles.inputs { lines.append((option, "--mock \(option) \(Self.missing) \(Self.serviceLine[name]!)", .noInput)) }
        for (option, line) in Self.toolFiles[name] ?? [:] { lines.append((option, "--mock " + line, .noInput)) }
        for (option, line, code) in lines {
            #expect(Self.listed(tool, code).contains(option), "\(name) EXIT STATUS \(code) does not name \(option)")
            #expect(!Self.listed(tool, code == .noInput ? .configuration : .noInput).contains(option + ","),
                    "\(name) lists \(option) under both codes")
            let result = await ToolHarness(tool: tool).run(line)
            #expect(result.exitCode == code, "\(name) \(line): \(result.exitCode) \(result.stderr)")
        }
    }

    /// Every option of a tool's 66 line is one the test above runs.
    @Test(arguments: AllTools.names)
    func every66FileIsTried(_ name: String) {
        let tool = AllTools.definition(name)
        let named = Self.listed(tool, .noInput).dropFirst("A file is missing or unreadable: ".count).dropLast()
            .components(separatedBy: ", ")
        let tried = Set((Self.toolFiles[name] ?? [:]).keys).union(GlobalFiles.inputs)
        #expect(Set(named) == tried, "\(name): listed \(named), tried \(tried.sorted())")
    }
}
