import Foundation
import Testing
import ToolkitTestSupport

/// The built `tracewise parse-link` as a shell runs it: pipes in and out, a reader that goes away, and a
/// real terminal (a pty made by util-linux `script`, skipped where it is not installed).
@Suite(.serialized)
struct ParseLinkBinaryTests {
    static let valid = "https://id.gs1.org/01/09506000134352"
    static let invalid = "https://example.com/foo"

    func scratchFile(_ name: String, _ content: String) throws -> URL {
        let url = TestScratch.root.appendingPathComponent("parse-link-\(UUID().uuidString)-\(name)")
        try content.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func tenThousandLinesGiveTenThousandRecordsInOrder() async throws {
        _ = try BuiltBinary.path("tracewise")
        // Distinct URIs (the stem differs), every tenth one invalid, so order is visible in the output.
        let uris = (0..<10_000).map { $0 % 10 == 9 ? "\(Self.invalid)/\($0)" : "https://example.com/n\($0)/01/09506000134352" }
        let input = try scratchFile("in.txt", uris.joined(separator: "\n") + "\n")
        defer { try? FileManager.default.removeItem(at: input) }
        let run = try await BuiltBinary.shell("tracewise parse-link < \(input.path)")
        #expect(run.status == 65)
        #expect(run.stderr == "tracewise: 1,000 of 10,000 inputs are invalid\n")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 10_000)
        let quiet = try await BuiltBinary.shell("tracewise -q parse-link < \(input.path) > /dev/null")
        #expect(quiet.status == 65)
        #expect(quiet.stderr.isEmpty, "-q keeps stderr silent: the exit code says it")
        let prefix = #"{"uri":""#
        let echoed = lines.map { line in
            String(line.dropFirst(prefix.count).prefix { $0 != "\"" })
        }
        #expect(echoed == uris)
        #expect(lines.filter { $0.contains(#""valid":false"#) }.count == 1_000)
    }

    @Test func aClosedPipeEndsQuietly() async throws {
        _ = try BuiltBinary.path("tracewise")
        let input = try scratchFile("many.txt", String(repeating: Self.valid + "\n", count: 50_000))
        defer { try? FileManager.default.removeItem(at: input) }
        let run = try await BuiltBinary.shell(
            "tracewise parse-link < \(input.path) | head -1; echo \"status=${PIPESTATUS[0]}\" >&2")
        #expect(run.stdout.split(separator: "\n").count == 1)
        #expect(run.stdout.hasPrefix(#"{"uri":"https://id.gs1.org/01/09506000134352","form":"uri","valid":true"#))
        #expect(run.stderr == "status=141\n")
    }

    @Test func jsonThroughAPipeIsOneArray() async throws {
        _ = try BuiltBinary.path("tracewise")
        let run = try await BuiltBinary.shell("printf '%s\\n' \(Self.valid) \(Self.invalid) | tracewise parse-link -o json")
        #expect(run.status == 65)
        let array = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [Any]
        #expect(array?.count == 2)
    }

    @Test func onATerminalWithNoInputItPrintsUsageAndExits64() async throws {
        _ = try BuiltBinary.path("tracewise")
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
        // script runs the command on a new pty (stdin, stdout and stderr all terminals) and returns its status.
        let run = try await BuiltBinary.shell("script -qec 'tracewise parse-link' /dev/null")
        #expect(run.status == 64)
        #expect(run.stdout.contains("tracewise: error: no URIs given"))
        #expect(run.stdout.contains("usage: tracewise parse-link"))
    }

    @Test func ctrlCWhileWaitingForInputClosesTheJSONAndExits130() async throws {
        _ = try BuiltBinary.path("tracewise")
        let home = try ProcessHome()
        defer { home.remove() }
        // One line on a pipe the test holds open: Ctrl-C once the tool has read it and waits for more.
        let parser = try BuiltBinary.start("exec tracewise parse-link -o json", home: home, holdInput: true)
        try parser.write(Self.valid + "\n")
        try await parser.waitUntilWaitingForInput()
        parser.signal(SIGINT)
        let run = try await parser.finish()
        parser.closeInput()
        #expect(run.status == 130, "\(run.stderr)")
        let array = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [Any]
        #expect(array?.count == 1, "\(run.stdout)")
        #expect(run.stderr == "tracewise: error: interrupted\n")
    }

    /// Ctrl-C while records stream out: the input (400,000 links, then a pipe the test holds open) cannot
    /// end before the signal, which is sent once the first records are out.
    @Test func ctrlCMidStreamWritesWholeRecordsAndExits130() async throws {
        _ = try BuiltBinary.path("tracewise")
        let input = try scratchFile("long.txt", String(repeating: Self.valid + "\n", count: 400_000))
        defer { try? FileManager.default.removeItem(at: input) }
        let home = try ProcessHome()
        defer { home.remove() }
        let parser = try BuiltBinary.start(
            // cat's stderr goes elsewhere: it outlives the tool (it waits on the held input), and a pipe it
            // kept open would keep `finish()` waiting for the pipes to close.
            "exec tracewise parse-link -o json < <(cat '\(input.path)' - 2>/dev/null)", home: home, holdInput: true)
        try await parser.waitForOutput(containing: #""uri""#)
        parser.signal(SIGINT)
        let run = try await parser.finish()
        parser.closeInput()
        #expect(run.status == 130, "stderr: \(run.stderr)")
        let array = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [Any]
        #expect(array != nil, "not one JSON array of whole records: …\(run.stdout.suffix(300))")
        #expect((array?.count ?? 0) >= 1 && (array?.count ?? 0) <= 400_000, "\(array?.count ?? 0) records")
    }
}
