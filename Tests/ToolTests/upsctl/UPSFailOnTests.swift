import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport
@testable import upsctl

/// `--fail-on`: verdicts that fail a batch besides errors, for a CI gate without jq.
struct UPSFailOnTests {
    static let csv = """
        id,street,city,state,zip
        1,26 Federal Plaza,New York,NY,10278
        2,1 AMBIGUOUS St,New York,NY,10001
        3,1 NOWHERE Rd,Albany,NY,12207

        """

    func run(_ options: String) async -> ToolHarness.Result {
        await ToolHarness(tool: Upsctl.definition, fileSystem: InMemoryFileSystem(files: ["/work/in.csv": Self.csv]))
            .run("--mock validate --input /work/in.csv -o csv " + options)
    }

    @Test(arguments: [
        ("", ExitCode.success, nil),
        ("--fail-on ambiguous", .failure, "1 row fails --fail-on ambiguous"),
        ("--fail-on no_candidates,ambiguous", .failure, "2 rows fail --fail-on no_candidates,ambiguous"),
        ("--fail-on no-candidates", .failure, "1 row fails --fail-on no_candidates"),
        ("--fail-on error", .success, nil),
        ("--fail-on unverified", .success, nil),
        ("--fail-on unverified --mode classify", .failure, "1 row fails --fail-on unverified"),
    ] as [(String, ExitCode, String?)])
    func theNamedVerdictsFailTheRun(_ options: String, _ code: ExitCode, _ summary: String?) async {
        let result = await run(options)
        #expect(result.exitCode == code, "\(options): \(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == 4, "every row is written either way")
        if summary != nil { #expect(result.stderr.contains("errors in "), "\(result.stderr)") }
        #expect(result.stderr.contains(summary ?? "--fail-on") == (summary != nil), "\(options): \(result.stderr)")
    }

    @Test(arguments: [
        ("--fail-on ambigous", "--fail-on takes ambiguous, no_candidates, unverified, error, not 'ambigous'; did you mean 'ambiguous'?"),
        ("--fail-on ''", "--fail-on needs at least one verdict"),
    ])
    func anUnknownVerdictIsAUsageError(_ options: String, _ message: String) async {
        let result = await run(options)
        #expect(result.exitCode == .usage)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func aSingleAddressRefusesIt() async {
        let result = await ToolHarness(tool: Upsctl.definition).run("--mock validate --street x --fail-on ambiguous")
        #expect(result.exitCode == .usage)
        #expect(result.stderr.contains("--fail-on applies to a batch"))
    }
}

/// `--fail-on <TAB>` offers the verdicts: the option's type lists them, which every shell's script reads.
struct UPSFailOnCompletionTests {
    @Test func failOnCompletesItsVerdicts() throws {
        let validate = try #require(AllTools.definition("upsctl").rootSpec.descendant(at: ["validate"]))
        let option = try #require(validate.options.first { $0.long == "fail-on" })
        #expect(CompletionModel.completion(for: option.valueType) == .choices(VerdictGate.verdicts))
        let bash = CompletionGenerator.script(for: .bash, tool: AllTools.definition("upsctl"))
        #expect(bash.contains("no_candidates"), "the bash script offers the verdicts")
    }
}
