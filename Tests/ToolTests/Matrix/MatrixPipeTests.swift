import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// Every command of every tool, under `--mock` with stdout a pipe, in each machine format: the output
/// parses (JSON, NDJSON, CSV by RFC 4180) unless the command prints raw text, the exit code is one the
/// tool documents, and the run ends without runtime text.
struct MatrixPipeTests {
    static let formats = ["json", "ndjson", "csv"]

    @Test func everyCommandHasASampleFromItsExamples() {
        let withoutSample = MatrixCommand.all.filter { $0.sample == $0.path && !$0.spec.positionals.isEmpty }
        #expect(withoutSample.isEmpty, "commands whose help has no plain example: \(withoutSample.map(\.description))")
        #expect(MatrixCommand.all.count > 60, "\(MatrixCommand.all.count) commands")
    }

    @Test(arguments: MatrixCommand.all)
    func pipedMachineFormats(_ command: MatrixCommand) async throws {
        for format in Self.formats {
            let words = ["--mock", "-q", "-o", format] + command.sample
            let outcome = await MatrixRun.run(MatrixRun.harness(command), words, stdin: command.stdin)
            MatrixRun.expectSane(outcome, command, mode: "pipe -o \(format)")
            guard let result = outcome.result else { continue }
            #expect(MatrixRun.documentedCodes(command).contains(result.exitCode.rawValue),
                    "\(command) -o \(format): \(outcome.summary)")
            // A help example is something a person will paste: under --mock it works.
            if MatrixExceptions.failsUnderMock[command.tool.name + " " + command.name] == nil {
                #expect(result.exitCode == .success, "\(command) -o \(format): \(outcome.summary)")
            }
            guard !command.printsRawText, !result.stdout.isEmpty else { continue }
            switch format {
            case "json":
                #expect(throws: Never.self, "\(command) -o json: \(result.stdout.prefix(300))") {
                    _ = try JSONParser.parse(result.stdout)
                }
            case "ndjson":
                for line in result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                    #expect(throws: Never.self, "\(command) -o ndjson line: \(line.prefix(300))") {
                        _ = try JSONParser.parse(String(line))
                    }
                }
                #expect(result.stdout.hasSuffix("\n"), "\(command) -o ndjson: no final newline")
            default:
                #expect(throws: Never.self, "\(command) -o csv: \(result.stdout.prefix(300))") {
                    _ = try MatrixCSV.records(result.stdout)
                }
            }
        }
    }
}
