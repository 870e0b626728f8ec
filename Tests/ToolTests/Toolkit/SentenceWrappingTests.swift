import Testing
import ToolkitTestSupport

@testable import Shared
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// Errors, notes and help examples wrap at word boundaries to the terminal's width; to a pipe or file
/// nothing is wrapped (docs/output.md).
struct SentenceWrappingTests {
    static let upsctl = AllTools.definition("upsctl")
    static let repairminder = AllTools.definition("repairminder")
    /// `upsctl: error: --fail-on applies to a batch; add --input FILE (or - for stdin)`: 78 columns.
    static let longError = "--fail-on ambiguous --street '1 Main St'"

    @Test func errorReporterWrapsToStderrsTerminal() async {
        let result = await ToolHarness(tool: Self.upsctl, terminal: true, columns: 40).run("validate " + Self.longError)
        #expect(result.exitCode == .usage)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 3, "\(result.stderr)")
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 }, "\(result.stderr)")
        #expect(lines.first == "upsctl: error: --fail-on applies to a", "\(result.stderr)")
    }

    @Test func errorReporterWritesWholeLinesToAPipe() async {
        let result = await ToolHarness(tool: Self.upsctl, columns: 40).run("validate " + Self.longError)
        let first = result.stderr.split(separator: "\n").first ?? ""
        #expect(first.hasPrefix("upsctl: error: --fail-on applies") && first.hasSuffix("(or - for stdin)"), "\(result.stderr)")
    }

    @Test func theRedactorSeesALineBeforeItIsWrapped() {
        // A secret that would fall across a line break is still found: scrubbing comes first.
        let registry = SecretRegistry()
        registry.add("s3cr3t-t0ken-value")
        let reporter = ErrorReporter(tool: "kit", redactor: Redactor(registry: registry))
        let sink = BufferSink()
        _ = reporter.report(UsageError("the service said: bad credentials s3cr3t-t0ken-value for this account"), to: sink, width: 36)
        #expect(!sink.text.contains("s3cr3t"))
        #expect(!sink.text.contains("t0ken"))
        #expect(sink.text.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= 36 }, "\(sink.text)")
    }

    @Test func aNoteWrapsOnATerminal() async {
        let result = await ToolHarness(tool: Self.repairminder, terminal: true, columns: 50).run("--mock --dry-run orders list --all")
        #expect(result.exitCode == .success)
        #expect(result.stderr.contains("only the first"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= 50 }, "\(result.stderr)")
    }

    @Test func helpExamplesContinueAfterABackslashOnATerminal() async {
        let result = await ToolHarness(tool: Self.upsctl, terminal: true, columns: 80).run("validate --help")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 }, "\(lines.filter { DisplayWidth.of($0) > 80 })")
        #expect(result.stdout.contains(" \\\n    "))
        // Every example is still one command: joined back, each is an example of the model.
        let examples = Self.upsctl.rootSpec.descendant(at: ["validate"])!.examples.map(\.command)
        let joined = result.stdout.replacingText(" \\\n    ", with: " ")
        for example in examples { #expect(joined.contains("  " + example + "\n"), "\(example)") }
    }

    @Test func helpExamplesStayWholeToAPipe() async {
        // COLUMNS set, but stdout a pipe: an example stays on one line.
        let result = await ToolHarness(tool: Self.upsctl, variables: ["COLUMNS": "60"]).run("validate --help")
        #expect(!result.stdout.contains(" \\\n"))
    }

    @Test func theMissingIdErrorMentionsDash() async {
        let result = await ToolHarness(tool: Self.repairminder).run("orders get")
        #expect(result.exitCode == .usage)
        #expect(result.stderr.hasPrefix("repairminder: error: missing argument ID (or - to read them from standard input, one a line)"), "\(result.stderr)")
    }

    @Test func anOfflineCommandsHelpLeavesOutTheRequestOptions() async {
        let tracewise = AllTools.definition("tracewise")
        let help = await ToolHarness(tool: tracewise).run("parse-link --help")
        #expect(!help.stdout.contains("--mock"))
        #expect(!help.stdout.contains("--retries"))
        #expect(help.stdout.contains("--output"))
        let online = await ToolHarness(tool: tracewise).run("products list --help")
        #expect(online.stdout.contains("--mock"))
        #expect(ManPageRenderer.render(tracewise).contains("It sends no request, so"))
    }
}
