import Foundation
import Testing
import ToolkitTestSupport

/// Issue 37 item 8, as reported: interrupt `upsctl --mock --mock-latency 200 validate --input b200.csv
/// --output-file r.ndjson` with Ctrl-C, then run it again with `--resume`. The rows in flight had
/// `interrupted` records that the resumed run kept. Now they are sent again, and the finished file equals
/// an uninterrupted run's, byte for byte: ndjson, csv and a shard's.
@Suite(.serialized)
struct UPSResumeAfterInterruptBinaryTests {
    @Test(arguments: [("ndjson", ""), ("csv", ""), ("ndjson", "--shard 0/3")])
    func resumeAfterCtrlCRedoesTheInterruptedRows(_ format: String, _ shard: String) async throws {
        _ = try BuiltBinary.path("upsctl")
        let scratch = try TestScratch.directory("resume-interrupt")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let rows = (1...200).map { "B-\($0),\($0) Main St,New York,NY,10001" }
        let input = scratch.appendingPathComponent("b200.csv")
        try (["id,address1,city,state,zip"] + rows).joined(separator: "\n").write(to: input, atomically: true, encoding: .utf8)
        let cut = scratch.appendingPathComponent("r.\(format)").path
        let whole = scratch.appendingPathComponent("whole.\(format)").path
        let command = "upsctl -q --mock --mock-latency 200 validate --input \(input.path) -o \(format) \(shard) --output-file"
        // 200 ms a request: SIGINT a second in finds rows in flight. (No `timeout` in front: a background
        // job of a script starts with SIGINT ignored, and only upsctl itself takes it back.) `timeout`
        // below is a hang detector only.
        let interrupted = try await BuiltBinary.shell("\(command) \(cut) & pid=$!; sleep 1; kill -INT $pid; wait $pid")
        #expect(interrupted.status == 130, "\(interrupted.stderr)")
        let before = try String(contentsOfFile: cut, encoding: .utf8)
        #expect(before.contains("interrupted"), "rows were in flight at Ctrl-C")

        let resumed = try await BuiltBinary.shell("timeout -s KILL 120 \(command) \(cut) --resume")
        #expect(resumed.status == 0, "\(resumed.stderr)")
        let uninterrupted = try await BuiltBinary.shell("timeout -s KILL 120 \(command) \(whole)")
        #expect(uninterrupted.status == 0, "\(uninterrupted.stderr)")
        #expect(try String(contentsOfFile: cut, encoding: .utf8) == String(contentsOfFile: whole, encoding: .utf8))
        #expect(!FileManager.default.fileExists(atPath: cut + ".resume-tail"))
    }
}
