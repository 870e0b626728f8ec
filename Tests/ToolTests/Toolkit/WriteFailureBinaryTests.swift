import Foundation
import Testing
import ToolkitTestSupport

/// Output that cannot be written, as only a real process meets it: stdout on `/dev/full`, stdout closed
/// by the caller, a pipe whose reader is gone, and an `--output-file` under a file size limit. Every
/// tool, with a command that prints a result and with `--version` (whose only write is the final flush).
@Suite(.serialized)
struct WriteFailureBinaryTests {
    /// A command of each tool that prints a result, offline.
    static let resultCommands: [(tool: String, command: String)] = [
        ("upsctl", "upsctl -q --mock validate --street '26601 Aliso Creek Rd' --city 'Aliso Viejo' --state CA --postal-code 92656"),
        ("tracewise", "tracewise parse-link https://id.gs1.org/01/09506000134352"),
        ("scorebase", "scorebase -q --mock leagues list"),
        ("repairminder", "repairminder -q --mock orders list"),
    ]

    static var commands: [String] {
        resultCommands.map(\.command) + AllTools.names.map { "\($0) --version" } + ["upsctl config show", "upsctl --help"]
    }

    static func tool(of command: String) -> String { String(command.prefix { $0 != " " }) }

    /// stdout on a full device, and stdout closed by the caller (`>&-`): exit 74, and why, on stderr.
    @Test(arguments: commands, [(redirect: "> /dev/full", reason: "No space left on device"), (">&-", "Bad file descriptor")])
    func aFailedWriteToStandardOutputIsExit74(_ command: String, _ failure: (redirect: String, reason: String)) async throws {
        _ = try BuiltBinary.path(Self.tool(of: command))
        let run = try await BuiltBinary.shell("\(command) \(failure.redirect)")
        #expect(run.status == 74, "\(run.stderr)")
        #expect(run.stderr == "\(Self.tool(of: command)): error: cannot write output to standard output: \(failure.reason)\n")
    }

    /// The reader closed its end before the tool wrote a byte (no race: the pipe's read end is closed in
    /// the parent before the child starts): SIGPIPE, exit 141, nothing on stderr.
    @Test(arguments: commands)
    func aPipeClosedByItsReaderEndsQuietly(_ command: String) async throws {
        _ = try BuiltBinary.path(Self.tool(of: command))
        let run = try await BuiltBinary.shell(
            "python3 -c 'import os, subprocess, sys; r, w = os.pipe(); os.close(r); "
                + "code = subprocess.run([\"bash\", \"-c\", sys.argv[1]], stdout=w).returncode; "
                + "sys.exit(128 - code if code < 0 else code)' \"$CMD\"",
            environment: ["CMD": "exec " + command])
        #expect(run.status == 141, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
    }

    // MARK: - A batch's --output-file

    /// A 600-row CSV (every 50th row fails locally, so error records are among those written).
    private func batchInput(in directory: URL) throws -> URL {
        let rows = (0..<600).map { index in
            index % 50 == 49 ? "R-\(index),,,,ZZ,1" : "R-\(index),\(index) Main St,New York,NY,10001,US"
        }
        let input = directory.appendingPathComponent("in.csv")
        try (["id,address1,city,state,zip,country"] + rows).joined(separator: "\n").write(to: input, atomically: true, encoding: .utf8)
        return input
    }

    /// Past a size limit (EFBIG, no root needed) the batch stops at once with exit 74, says how many
    /// records were written whole, and leaves exactly those in the file; `--resume` then finishes it, and
    /// the file equals an uninterrupted run's, byte for byte.
    @Test(arguments: ["ndjson", "csv"])
    func aFileSizeLimitStopsTheBatchAndResumeCompletesIt(_ format: String) async throws {
        _ = try BuiltBinary.path("upsctl")
        let scratch = try TestScratch.directory("fsize")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let input = try batchInput(in: scratch)
        let cut = scratch.appendingPathComponent("cut.\(format)").path
        let whole = scratch.appendingPathComponent("whole.\(format)").path
        let command = "upsctl -q --mock validate --input \(input.path) -o \(format) --output-file"
        // 32 KiB: a few hundred records; the limit falls inside one of them.
        let limited = try await BuiltBinary.shell("ulimit -f 32; trap '' XFSZ; \(command) \(cut)")
        #expect(limited.status == 74, "\(limited.stderr)")
        #expect(limited.stderr.hasPrefix("upsctl: error: cannot write output to \(cut): File too large\n"), "\(limited.stderr)")
        let text = try String(contentsOfFile: cut, encoding: .utf8)
        #expect(text.hasSuffix("\n"), "cut back to the end of a whole record")
        let records = text.split(separator: "\n").count - (format == "csv" ? 1 : 0)
        #expect(records > 10 && records < 600, "\(records)")
        #expect(limited.stderr.contains("\(records) records were written whole before it. "
            + "Once it can be written, run the same command with --resume to carry on from there."), "\(limited.stderr)")

        let resumed = try await BuiltBinary.shell("\(command) \(cut) --resume")
        #expect(resumed.status == 1, "rows in error: \(resumed.stderr)")
        let uninterrupted = try await BuiltBinary.shell("\(command) \(whole)")
        #expect(uninterrupted.status == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: cut)) == Data(contentsOf: URL(fileURLWithPath: whole)))
    }

    /// On stdout the batch stops at the first record that cannot be written: no summary, one error.
    @Test func aBatchOnAFullDiskStopsAtTheFirstRecord() async throws {
        _ = try BuiltBinary.path("upsctl")
        let scratch = try TestScratch.directory("full-batch")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let input = try batchInput(in: scratch)
        let run = try await BuiltBinary.shell("upsctl --mock -v validate --input \(input.path) -o ndjson > /dev/full")
        #expect(run.status == 74)
        #expect(run.stderr.hasSuffix(
            "upsctl: error: cannot write output to standard output: No space left on device\nNo record was written whole before it.\n"),
            "\(run.stderr)")
        // The requests in flight when the first record failed finish or are cancelled; no new one starts.
        let requests = run.stderr.components(separatedBy: "→ POST").count - 1
        #expect(requests < 50, "\(requests) requests")
    }

    // MARK: - Files that are not the result

    /// `config set` writes the command's result to a file: not written is exit 74, naming the file.
    @Test func configSetThatCannotWriteIsExit74() async throws {
        _ = try BuiltBinary.path("upsctl")
        let scratch = try TestScratch.directory("config-set")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("a-file")
        try Data().write(to: file)
        // A path under a regular file: ENOTDIR, which even root meets.
        let run = try await BuiltBinary.shell("upsctl config set UPS_OUTPUT json", environment: ["XDG_CONFIG_HOME": file.path])
        #expect(run.status == 74)
        #expect(run.stderr == "upsctl: error: cannot write output to \(file.path)/upsctl/config.xcconfig: \(file.path): Not a directory\n")
    }
}
