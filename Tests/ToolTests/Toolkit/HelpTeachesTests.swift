import Testing
@testable import Shared
@testable import ToolkitCommandModel
import ToolkitTestSupport

/// Help that teaches: every command a person can run shows an example to paste, each tool's own help
/// shows its main jobs, and what must be given is not shown as optional.
struct HelpTeachesTests {
    @Test(arguments: AllTools.names)
    func everyRunnableCommandHasAnExampleOfItself(_ name: String) {
        let root = AllTools.definition(name).rootSpec
        let parser = CommandLineParser(root: root)
        var missing: [String] = []
        for (path, spec) in root.allDescendants() where spec.action != nil {
            let shown = spec.examples.contains { example in
                Self.arguments(of: example.command, tool: name).flatMap { try? parser.parse($0) }?.path == path
            }
            if !shown { missing.append(([name] + path).joined(separator: " ")) }
        }
        #expect(missing.isEmpty, "commands without an example of themselves: \(missing)")
    }

    /// Three jobs of the tool itself, not only its configuration.
    @Test(arguments: AllTools.names)
    func topLevelHelpShowsThreeMainJobs(_ name: String) {
        let examples = AllTools.definition(name).rootSpec.examples
        let jobs = examples.filter { !$0.command.contains(" config ") && !$0.command.contains(" completion ") }
        #expect(jobs.count >= 3, "\(name): \(examples.map(\.command))")
    }

    @Test(arguments: AllTools.names)
    func examplesNameCommandsThatExist(_ name: String) throws {
        let tool = AllTools.definition(name)
        let root = tool.rootSpec
        for (_, spec) in [([String](), root)] + root.allDescendants() {
            for example in spec.examples {
                // Parse the example as the tool would (no network: parsing only).
                let argv = Self.arguments(of: example.command, tool: name)
                #expect(argv != nil, "\(example.command) does not run \(name)")
                do { _ = try CommandLineParser(root: root).parse(argv ?? []) } catch {
                    Issue.record("\(example.command): \(error)")
                }
            }
        }
    }

    @Test func requiredPositionalIsShownAsRequired() async {
        let help = await ToolHarness(tool: AllTools.definition("upsctl")).run("api --help")
        #expect(help.stdout.contains("USAGE: upsctl api [OPTIONS] [METHOD] PATH\n"), "\(help.stdout.prefix(200))")
    }

    /// The arguments the tool gets in an example line, which may be a pipeline (`printf … | TOOL …`), a
    /// substitution (`source <(TOOL completion bash)`), start with assignments or end in a redirection;
    /// nil when it never runs it. Each piece is split by `ShellWords`, as the harness splits a command line.
    static func arguments(of line: String, tool: String) -> [String]? {
        let pieces = line.replacingOccurrences(of: "&&", with: "|").split(whereSeparator: { "|()".contains($0) })
        for piece in pieces {
            // A piece cut out of the middle of a quoted jq filter does not split; it is not the tool's.
            guard var words = try? ShellWords.split(String(piece)) else { continue }
            while let first = words.first, first.contains("="), !first.hasPrefix("-") { words.removeFirst() }
            if let redirection = words.firstIndex(where: { $0.hasPrefix(">") || $0.hasPrefix("<") }) {
                words.removeSubrange(redirection...)
            }
            if words.first == tool { return Array(words.dropFirst()) }
        }
        return nil
    }
}

/// Messages phrased for the person reading them.
struct PlainMessageTests {
    @Test func aLimitOfZeroAsksForAPositiveNumber() async {
        let result = await ToolHarness(tool: AllTools.definition("tracewise")).run("--mock cirpass list --limit 0")
        #expect(result.exitCode == .usage)
        #expect(result.stderr.contains("expected a positive number"), "\(result.stderr)")
        #expect(!result.stderr.contains("9223372036854775807"))
    }

    @Test func rangesAreSaidAsPeopleSayThem() {
        #expect(ValueType.describe(1...Int.max) == "expected a positive number")
        #expect(ValueType.describe(0...Int.max) == "expected zero or a positive number")
        #expect(ValueType.describe(5...Int.max) == "expected a number of at least 5")
        #expect(ValueType.describe(0...10) == "expected a number from 0 to 10")
    }

    @Test func aBlankCSVRowNamesColumnsNotOptions() async {
        let harness = ToolHarness(
            tool: AllTools.definition("upsctl"),
            fileSystem: InMemoryFileSystem(files: ["/w/in.csv": "id,address1,city,state,postal_code\nr1,,,,\n"]))
        let result = await harness.run("--mock validate --input /w/in.csv -o ndjson")
        #expect(result.stdout.contains("no address in this row: fill in at least one of address1, city, state or postal_code"))
        #expect(!result.stdout.contains("--street"))
    }
}

/// The small things a newcomer meets first.
struct FirstImpressionTests {
    @Test(arguments: [
        ("upsctl", "--mock validate --street '1 Main St' --city Albany --state NY -o json"),
        ("tracewise", "--mock products list -o json"), ("scorebase", "--mock leagues list -o json"),
        ("repairminder", "--mock orders list -o json"),
    ])
    func theMockNoteFitsAnEightyColumnTerminal(tool: String, arguments: String) async {
        let result = await ToolHarness(tool: AllTools.definition(tool)).run(arguments)
        let note = result.stderr.split(separator: "\n").first { $0.contains("mock mode") }
        #expect(note != nil, "\(result.stderr)")
        #expect((note?.count ?? 80) <= 79, "\(note ?? "")")
    }

    /// upsctl with `/w/in.csv` holding `csv`.
    static func upsctl(reading csv: String) -> ToolHarness {
        ToolHarness(tool: AllTools.definition("upsctl"), fileSystem: InMemoryFileSystem(files: ["/w/in.csv": csv]))
    }

    @Test func anUnknownFieldIsAnsweredWithEachNameOnce() async {
        let harness = Self.upsctl(reading: "id,address,city,state\nr1,1 Main St,Albany,NY\n")
        let result = await harness.run("--mock validate --input /w/in.csv -o csv --fields idd")
        #expect(result.exitCode == .usage)
        let list = result.stderr.split(separator: "\n").first { $0.contains("unknown field") } ?? ""
        #expect(list.components(separatedBy: " id,").count == 2, "\(list)")
        #expect(list.components(separatedBy: " address,").count == 2, "\(list)")
    }

    @Test func aMalformedCSVGetsItsErrorWithoutASummaryOfNoRows() async {
        let harness = Self.upsctl(reading: "id,address1,city\n1,\"unterminated,x\n")
        let result = await harness.run("--mock validate --input /w/in.csv -o ndjson")
        #expect(result.exitCode == .dataError)
        #expect(!result.stderr.contains("0 rows"), "\(result.stderr)")
        #expect(result.stderr.contains("malformed CSV at line 2"))
    }

    @Test func aSettingThatIsNotSetSaysHowToSetItForGood() {
        let error = ConfigError.missing("UPS_CLIENT_ID", tool: "upsctl")
        #expect(error.hints.first?.contains("upsctl config set UPS_CLIENT_ID") == true)
    }

    @Test func repeatableIsSaidOnce() async {
        let result = await ToolHarness(tool: AllTools.definition("upsctl")).run("validate --help")
        #expect(result.stdout.lowercased().components(separatedBy: "repeatable").count - 1
            == result.stdout.components(separatedBy: "Repeatable.").count - 1, "\(result.stdout)")
    }
}

/// The main job's table and a record's card as a person sees them at 80 columns (in-process: the
/// harness's terminal is 80 wide, stderr a terminal too, so the progress line is drawn and cleared).
struct EightyColumnTests {
    static let errorsCSV = """
        id,address1,city,state,zip,country
        E-1,26 Federal Plaza,New York,NY,10278,US
        E-2,10 Main St,Springfield,IL,62701,USA
        """

    @Test func theBatchTableKeepsTheMatchAndTheErrorWhole() async {
        let harness = ToolHarness(
            tool: AllTools.definition("upsctl"), variables: ["NO_COLOR": "1", "LANG": "C.UTF-8"],
            fileSystem: InMemoryFileSystem(files: ["/w/in.csv": Self.errorsCSV + "\n"]), terminal: true, columns: 80)
        let result = await harness.run("--mock -q validate --input /w/in.csv")
        #expect(result.exitCode == .failure)
        #expect(result.stdout == """
            LINE  ID      STATUS         ADDRESS                                  CANDIDATES
            2     E-1     valid          26 FEDERAL PLZ, NEW YORK, NY 10278-0004  1
            3     E-2     error          10 Main St, Springfield, IL 62701        0
                                         ↳ country must be a two-letter country
                                         code such as US or PR, not 'USA'

            """)
        #expect(result.stdout.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= 80 })
    }

    @Test func oneAddressIsACardWithTheMatchWhole() async {
        let harness = ToolHarness(tool: AllTools.definition("upsctl"), variables: ["NO_COLOR": "1"], terminal: true, columns: 80)
        let result = await harness.run("--mock validate --street '26601 Aliso Creek Rd' --city 'Aliso Viejo' --state CA --postal-code 92656")
        #expect(result.stdout == """
            STATUS      valid
            CANDIDATES  1
              #  ADDRESS                      CITY         STATE  POSTAL CODE  COUNTRY
              1  26601 ALISO CREEK RD, STE D  ALISO VIEJO  CA     92656-4831   US

            """)
    }
}
