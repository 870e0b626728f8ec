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
        // 200 ms a request: SIGINT once `-v` shows a row answered and requests still in flight (more
        // started than answered). The bound of every run is BuiltBinary's: a hang is ended and reported.
        let home = try ProcessHome()
        defer { home.remove() }
        let batch = try BuiltBinary.start("exec \(command.replacingOccurrences(of: "-q ", with: "-q -v ")) \(cut)", home: home)
        try await batch.waitForOutput(in: .stderr, "a row answered and rows in flight") { log in
            let lines = log.split(separator: "\n")
            let started = lines.filter { $0.hasPrefix("→ POST") && $0.contains("/addressvalidation/") }.count
            let answered = lines.filter { $0.hasPrefix("← ") }.count - 1  // the first answer is the token's
            return answered >= 1 && started > answered
        }
        batch.signal(SIGINT)
        let interrupted = try await batch.finish()
        #expect(interrupted.status == 130, "\(interrupted.stderr)")
        let before = try String(contentsOfFile: cut, encoding: .utf8)
        #expect(before.contains("interrupted"), "rows were in flight at Ctrl-C")

        let resumed = try await BuiltBinary.shell("\(command) \(cut) --resume")
        #expect(resumed.status == 0, "\(resumed.stderr)")
        let uninterrupted = try await BuiltBinary.shell("\(command) \(whole)")
        #expect(uninterrupted.status == 0, "\(uninterrupted.stderr)")
        #expect(try String(contentsOfFile: cut, encoding: .utf8) == String(contentsOfFile: whole, encoding: .utf8))
        #expect(!FileManager.default.fileExists(atPath: cut + ".resume-tail"))
    }
}
