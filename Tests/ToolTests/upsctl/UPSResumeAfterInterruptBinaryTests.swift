import Foundation
import Testing
import ToolkitTestSupport

/// Issue 37 item 8, as reported: interrupt `upsctl validate --input b200.csv --output-file r.ndjson` with
/// Ctrl-C, then run it again with `--resume`. The rows in flight had `interrupted` records that the resumed
/// run kept. Now they are sent again, and the finished file equals an uninterrupted run's, byte for byte:
/// ndjson, csv and a shard's.
@Suite(.serialized)
struct UPSResumeAfterInterruptBinaryTests {
    @Test(arguments: [("ndjson", ""), ("csv", ""), ("ndjson", "--shard 0/3")])
    func resumeAfterCtrlCRedoesTheInterruptedRows(_ format: String, _ shard: String) async throws {
        _ = try BuiltBinary.path("upsctl")
        let server = try await LoopbackServer()
        let scratch = try TestScratch.directory("resume-interrupt")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let home = try ProcessHome()
        defer { home.remove() }
        let rows = (1...200).map { "B-\($0),\($0) Main St,New York,NY,10001" }
        let input = scratch.appendingPathComponent("b200.csv")
        try (["id,address1,city,state,zip"] + rows).joined(separator: "\n").write(to: input, atomically: true, encoding: .utf8)
        let cut = scratch.appendingPathComponent("r.\(format)").path
        let whole = scratch.appendingPathComponent("whole.\(format)").path
        let base = server.baseURL.absoluteString
        let variables = [
            "UPS_CLIENT_ID": "client-1", "UPS_CLIENT_SECRET": "S3cr3t-Needle-42", "UPS_OAUTH_BASE_URL": base,
            "UPS_API_BASE_URL": base, "NO_PROXY": "127.0.0.1",
        ]
        let command = "upsctl -q validate --input \(input.path) -o \(format) \(shard) --output-file"
        // The service answers three rows, then holds every request until the test releases it: when the
        // SIGINT comes (once `-v` shows a row answered and more requests started than answered), rows are
        // in flight however late the test gets there, and the batch cannot have finished.
        _ = try await BuiltBinary.shell("curl -sf '\(base)/xav-hold?after=3'")
        let batch = try BuiltBinary.start(
            "exec \(command.replacingOccurrences(of: "-q ", with: "-q -v ")) \(cut)", environment: variables, home: home)
        try await batch.waitForOutput(in: .stderr, "a row answered and rows in flight") { log in
            let lines = log.split(separator: "\n")
            let started = lines.filter { $0.hasPrefix("→ POST") && $0.contains("/addressvalidation/") }.count
            let answered = lines.filter { $0.hasPrefix("← ") }.count - 1  // the first answer is the token's
            return answered >= 1 && started > answered
        }
        batch.signal(SIGINT)
        let interrupted = try await batch.finish()
        _ = try await BuiltBinary.shell("curl -sf '\(base)/xav-release'")
        #expect(interrupted.status == 130, "\(interrupted.stderr)")
        let before = try String(contentsOfFile: cut, encoding: .utf8)
        #expect(before.contains("interrupted"), "rows were in flight at Ctrl-C: \(before.suffix(400))")

        let resumed = try await BuiltBinary.shell("\(command) \(cut) --resume", environment: variables, home: home)
        #expect(resumed.status == 0, "\(resumed.stderr)")
        let uninterrupted = try await BuiltBinary.shell("\(command) \(whole)", environment: variables, home: home)
        #expect(uninterrupted.status == 0, "\(uninterrupted.stderr)")
        #expect(try String(contentsOfFile: cut, encoding: .utf8) == String(contentsOfFile: whole, encoding: .utf8))
        #expect(!FileManager.default.fileExists(atPath: cut + ".resume-tail"))
    }
}
