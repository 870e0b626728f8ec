import Foundation
import Testing
import ToolkitTestSupport

/// `--output-file` and `--resume` with files that are not regular, as only a real process meets them: a
/// device, a FIFO, `/dev/null`, `/dev/stdout` on a pipe. A run that hangs (a FIFO never opened) is ended
/// with its process group by BuiltBinary's bound, and the test fails saying what it had printed.
@Suite(.serialized)
struct UPSBatchFileKindBinaryTests {
    static let rows = 5

    /// A small batch input in a fresh scratch directory.
    private func scratchWithInput(_ name: String) throws -> (directory: URL, input: String) {
        let scratch = try TestScratch.directory(name)
        let lines = ["id,address1,city,state,zip"] + (1...Self.rows).map { "R-\($0),\($0) Main St,New York,NY,10001" }
        let input = scratch.appendingPathComponent("in.csv")
        try lines.joined(separator: "\n").write(to: input, atomically: true, encoding: .utf8)
        return (scratch, input.path)
    }

    /// Issue 37 item 5: `--resume` on `/dev/full` read the device without end at 100 % CPU. A device is
    /// no file to continue: exit 64 at once, with a sentence, and nothing sent.
    @Test func resumeNeedsARegularFileNotADevice() async throws {
        _ = try BuiltBinary.path("upsctl")
        let (scratch, input) = try scratchWithInput("resume-device")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let run = try await BuiltBinary.shell("upsctl --mock -v validate --input \(input) --output-file /dev/full --resume")
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains("upsctl: error: --resume continues the records in a regular file, and /dev/full is a device, not a regular file"),
            "\(run.stderr)")
        #expect(!run.stderr.contains("→ POST"))
    }

    /// A FIFO is refused the same way, without waiting for a writer.
    @Test func resumeNeedsARegularFileNotAFIFO() async throws {
        _ = try BuiltBinary.path("upsctl")
        let (scratch, input) = try scratchWithInput("resume-fifo")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let fifo = scratch.appendingPathComponent("out.fifo").path
        let run = try await BuiltBinary.shell("mkfifo \(fifo) && upsctl --mock validate --input \(input) --output-file \(fifo) --resume")
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains("\(fifo) is a FIFO, not a regular file"), "\(run.stderr)")
    }

    /// Issue 37 item 9: `--output-file` on a FIFO gave exit 74 "Invalid argument" from cutting it back.
    /// Only a regular file is cut; a FIFO's reader gets every record.
    @Test func outputFileWritesToAFIFO() async throws {
        _ = try BuiltBinary.path("upsctl")
        let (scratch, input) = try scratchWithInput("output-fifo")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let fifo = scratch.appendingPathComponent("out.fifo").path
        let got = scratch.appendingPathComponent("got.ndjson").path
        let run = try await BuiltBinary.shell(
            "mkfifo \(fifo) && { cat \(fifo) > \(got) & } && upsctl -q --mock validate --input \(input) "
                + "--output-file \(fifo); status=$?; wait; exit $status")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        let records = try String(contentsOfFile: got, encoding: .utf8).split(separator: "\n")
        #expect(records.count == Self.rows)
        #expect(records.first?.hasPrefix("{\"line\":2,\"id\":\"R-1\",\"status\":\"valid\"") == true, "\(records)")
    }

    /// `/dev/null` (a device) and `/dev/stdout` on a pipe are written to, not cut.
    @Test(arguments: [("/dev/null", 0), ("/dev/stdout", rows)])
    func outputFileWritesToDevNullAndStandardOutput(_ path: String, _ expected: Int) async throws {
        _ = try BuiltBinary.path("upsctl")
        let (scratch, input) = try scratchWithInput("output-device")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let run = try await BuiltBinary.shell("upsctl -q --mock validate --input \(input) --output-file \(path) | cat")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").count == expected)
    }
}
