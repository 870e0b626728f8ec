import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// The include bounds of `./Config.xcconfig` as a person meets them: any command, exit 78 at once, the
/// chain of includes named.
struct XCConfigIncludeBoundsToolTests {
    /// `./Config.xcconfig` → `C1` → … → `C<depth>`, in the harness's working directory.
    static func chain(depth: Int) -> InMemoryFileSystem {
        var files = ["/work/Config.xcconfig": "#include \"C1.xcconfig\"\n"]
        for level in 1...depth {
            files["/work/C\(level).xcconfig"] = level < depth ? "#include \"C\(level + 1).xcconfig\"\n" : "TRACEWISE_TIMEOUT = 12\n"
        }
        return InMemoryFileSystem(files: files)
    }

    @Test func includesSeventeenLevelsDeepAreExit78NamingTheChain() async {
        let harness = ToolHarness(tool: AllTools.definition("tracewise"), fileSystem: Self.chain(depth: 17))
        for command in ["config show", "parse-link https://id.gs1.org/01/09506000134352"] {
            let result = await harness.run(command)
            #expect(result.exitCode == .configuration, "\(command): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(command)")
            #expect(result.stderr.contains("/work/C16.xcconfig:1: including 'C17.xcconfig' would nest includes 17 levels deep (at most 16): Config.xcconfig -> C1.xcconfig -> "), "\(command): \(result.stderr)")
            #expect(result.stderr.contains("C16.xcconfig -> C17.xcconfig"), "\(command)")
        }
    }

    @Test func sixteenLevelsDeepLoad() async throws {
        let result = await ToolHarness(tool: AllTools.definition("tracewise"), fileSystem: Self.chain(depth: 16)).run("config show -o json")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(try JSONParser.parse(result.stdout).value(at: "TRACEWISE_TIMEOUT.value") == .string("12"))
    }
}
