import Foundation
import Testing
import ToolkitTestSupport
import Shared

/// The built executables as a user's shell runs them.
@Suite(.serialized)
struct BinaryTests {
    @Test(arguments: AllTools.names)
    func helpExitsZeroOnStdout(_ name: String) async throws {
        _ = try BuiltBinary.path(name)
        let run = try await BuiltBinary.shell("\(name) --help")
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("\(name) — "))
        #expect(run.stderr.isEmpty)
    }

    @Test(arguments: AllTools.names)
    func misspelledCommandExits64WithSuggestionOnStderrOnly(_ name: String) async throws {
        _ = try BuiltBinary.path(name)
        let run = try await BuiltBinary.shell("\(name) confg show")
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("\(name): error: unknown command 'confg'"))
        #expect(run.stderr.contains("Did you mean 'config'?"))
    }

    @Test func closedPipeEndsQuietly() async throws {
        _ = try BuiltBinary.path("upsctl")
        // Far more output than a pipe holds (about 400 KB, six pipes full), so the tool is still writing when
        // head goes away; more keys only make a debug build take minutes over the table.
        let scratch = TestScratch.root.appendingPathComponent("pipe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let lines = (0..<5_000).map { "EXTRA_KEY_\($0)=\(String(repeating: "v", count: 40))" }
        try lines.joined(separator: "\n").write(to: scratch.appendingPathComponent(".env"), atomically: true, encoding: .utf8)
        let run = try await BuiltBinary.shell("upsctl config show --all -o table | head -1; echo \"status=${PIPESTATUS[0]}\" >&2", directory: scratch)
        #expect(run.stdout.hasPrefix("NAME ") && run.stdout.hasSuffix("SOURCE\n"))
        #expect(run.stdout.split(separator: "\n").count == 1)
        #expect(run.stderr == "status=141\n")
    }

    /// Nothing of Foundation's networking or ICU is linked, and an offline command never loads libcurl:
    /// the transport opens it at the first request (BinaryNetworkTests checks that one does).
    @Test(arguments: AllTools.names)
    func offlineCommandsNeverLoadLibcurl(_ name: String) async throws {
        let path = try BuiltBinary.path(name)
        let linked = try await BuiltBinary.shell("ldd \(path)")
        for library in ["libcurl", "libFoundationNetworking", "libFoundation.so", "libFoundationInternationalization", "ICU"] {
            #expect(!linked.stdout.contains(library), "\(name) links \(library)")
        }
        let loads = try await BuiltBinary.shell("LD_DEBUG=files \(path) --help 2>&1 >/dev/null | grep -c 'file=libcurl' || true")
        #expect(loads.stdout == "0\n")
    }

    @Test func helpAndVersionOfEveryToolAreStableAcrossRuns() async throws {
        for name in AllTools.names {
            let first = try await BuiltBinary.shell("\(name) --version")
            #expect(first.stdout == ToolkitVersion.line(tool: name) + "\n")
        }
    }
}

/// SIGINT during a batch: finished rows are written in order, the rest reported, exit 130.
@Suite(.serialized)
struct BatchInterruptTests {
    @Test func interruptWritesFinishedRowsInOrderAndExits130() async throws {
        _ = try BuiltBinary.path("upsctl")
        let home = try ProcessHome()
        defer { home.remove() }
        let rows = (0..<10).map { "\($0),\($0) Main St,New York,NY,10001" }
        // Ten rows come on a pipe the test holds open: however fast the batch, and however late the test
        // gets to act, it cannot reach the end of its input before SIGINT, sent once six records are out.
        let batch = try BuiltBinary.start("exec upsctl --mock validate --input - --rate 20 -o ndjson", home: home, holdInput: true)
        try batch.write((["id,street,city,state,zip"] + rows).joined(separator: "\n") + "\n")
        try await batch.waitForOutput(in: .stdout, "six records") { $0.filter { $0 == "\n" }.count >= 6 }
        batch.signal(SIGINT)
        let run = try await batch.finish()
        batch.closeInput()
        #expect(run.status == 130, "stderr: \(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count >= 6 && lines.count <= 10, "\(lines.count) records")
        let numbers = lines.compactMap { line -> Int? in
            guard let range = line.range(of: #""line":(\d+)"#, options: .regularExpression) else { return nil }
            return Int(line[range].dropFirst(7))
        }
        #expect(numbers == Array(2..<(2 + lines.count)))
        #expect(run.stderr.contains("interrupted:"))
        #expect(run.stderr.contains("interrupted: the rest of the input was not read"))
    }
}
