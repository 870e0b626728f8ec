import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

struct ConfigShowTests {
    func harness(_ variables: [String: String] = [:], files: [String: String] = [:]) -> ToolHarness {
        ToolHarness(tool: SampleTool.definition, variables: variables, fileSystem: InMemoryFileSystem(files: files))
    }

    @Test func jsonIsOneObjectOfValuesAndSources() async throws {
        let result = await harness(["SAMPLE_TOKEN": "s3cr3t-needle"]).run("config show -o json")
        #expect(result.exitCode == .success)
        let value = try JSONParser.parse(result.stdout)
        #expect(value.value(at: "SAMPLE_REGION.value") == .string("eu"))
        #expect(value.value(at: "SAMPLE_REGION.source") == .string("default"))
        #expect(value.value(at: "SAMPLE_TOKEN.value") == .string("<redacted>"))
        #expect(value.value(at: "SAMPLE_TOKEN.source") == .string("env"))
        #expect(value.value(at: "SAMPLE_OUTPUT.source") == .string("flag"))
        #expect(!result.stdout.contains("s3cr3t-needle"))
        #expect(!result.stderr.contains("s3cr3t-needle"))
    }

    @Test func tableListsNameValueSource() async {
        let result = await harness(files: ["/work/.env": "SAMPLE_REGION=north\n"]).run("config show -o table")
        #expect(result.stdout.hasPrefix("NAME"))
        #expect(result.stdout.contains("SAMPLE_REGION            north                    .env:/work/.env:1"))
    }

    @Test func brokenXCConfigIsExit78NamingFileAndLine() async {
        let result = await harness(files: ["/work/Config.xcconfig": "A = 1\n#include \"missing.xcconfig\"\n"])
            .run("config show")
        #expect(result.exitCode == .configuration)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("/work/Config.xcconfig:2"))
    }

    @Test func dotEnvWarningsNameFileAndLine() async {
        let result = await harness(files: ["/work/.env": "GOOD=1\nthis is not valid\n"]).run("config show --all -o json")
        #expect(result.exitCode == .success)
        #expect(result.stderr.contains("sample: warning: /work/.env:2"))
    }
}
