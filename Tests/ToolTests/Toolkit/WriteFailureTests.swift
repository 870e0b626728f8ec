import Glibc
import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import upsctl
@testable import tracewise
import ToolkitTestSupport

/// Output that cannot be written, in-process: the exit code's precedence, a batch that stops at the
/// first record that did not reach its destination, and the streams that stop asking for more.
@Suite(.verifiesStubs)
struct WriteFailureTests {
    /// Runs `line` with stdout taking only `capacity` bytes.
    func run(_ tool: ToolDefinition, _ line: String, capacity: Int, stdin: String = "") async -> (code: ExitCode, stdout: String, stderr: String) {
        let stdout = FailingSink(capacity: capacity)
        let result = await ToolHarness(tool: tool).run(line, stdin: stdin) { $0.io.stdout = stdout }
        return (result.exitCode, stdout.text, result.stderr)
    }

    @Test(arguments: [
        (ExitCode.success, ExitCode.outputFailed), (.failure, .outputFailed), (.dataError, .outputFailed),
        (.interrupted, .interrupted), (.notPermitted, .notPermitted), (.unavailable, .unavailable),
        (.temporaryFailure, .temporaryFailure), (.configuration, .configuration), (.usage, .usage),
    ])
    func exit74WinsOverSuccessRowErrorsAndBadInputOnly(_ command: ExitCode, _ expected: ExitCode) {
        let full = WriteFailure(destination: WriteFailure.standardOutput, errorNumber: ENOSPC)
        #expect(ToolRunner.exitCode(command, after: full) == expected)
        let pipe = WriteFailure(destination: WriteFailure.standardOutput, errorNumber: EPIPE)
        #expect(ToolRunner.exitCode(command, after: pipe) == .brokenPipe, "a closed pipe is always the quiet 141")
    }

    @Test func oneAddressOnAFullDiskIsExit74() async {
        let result = await run(
            Upsctl.definition, "-q --mock validate --street '26601 Aliso Creek Rd' --city 'Aliso Viejo' --state CA --postal-code 92656",
            capacity: 0)
        #expect(result.code == .outputFailed)
        #expect(result.stderr == "upsctl: error: cannot write output to standard output: No space left on device\n")
    }

    /// Rows in error would make it exit 1; output lost makes it 74, and the count says where it stopped.
    @Test func aBatchStopsAtTheFirstRecordThatDidNotFitAndCountsTheWholeOnes() async throws {
        let csv = "id,address1,city,state,zip\n" + (1...40).map { "R-\($0),\($0) Main St,New York,NY,10001" }.joined(separator: "\n")
        let complete = await run(Upsctl.definition, "-q --mock validate --input - -o ndjson --concurrency 1", capacity: 1 << 20, stdin: csv)
        let lines = complete.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 40)
        let room = lines.prefix(7).map { $0.utf8.count + 1 }.reduce(0, +) + 10  // 7 records and part of the 8th
        let cut = await run(Upsctl.definition, "-q --mock validate --input - -o ndjson --concurrency 1", capacity: room, stdin: csv)
        #expect(cut.code == .outputFailed)
        // What the disk took: 7 records whole and the start of the 8th (stdout cannot be cut back; a
        // regular --output-file is, WriteFailureBinaryTests).
        #expect(cut.stdout.utf8.count == room)
        #expect(cut.stdout.hasPrefix(lines.prefix(7).map { $0 + "\n" }.joined()))
        #expect(cut.stderr == "upsctl: error: cannot write output to standard output: No space left on device\n"
            + "7 records were written whole before it.\n")
    }

    @Test func parseLinkStopsReadingWhenItsOutputFails() async {
        let links = String(repeating: "https://id.gs1.org/01/09506000134352\n", count: 50_000)
        let result = await run(Tracewise.definition, "parse-link", capacity: 0, stdin: links)
        #expect(result.code == .outputFailed)
        #expect(result.stderr == "tracewise: error: cannot write output to standard output: No space left on device\n")
    }

    @Test func aStreamThrowsOnceItsOutputFailed() throws {
        let sink = FailingSink(capacity: 0)
        let printer = OutputPrinter(requestedFormat: .ndjson, fields: nil, sink: sink, isTerminal: false, width: nil, style: TextStyle(enabled: false))
        let stream = printer.stream()
        #expect(throws: WriteFailure(destination: WriteFailure.standardOutput, errorNumber: ENOSPC)) {
            try stream.write(.object(["id": .string("a")]))
        }
    }

    @Test func theSinkOfAClosedDescriptorFailsWithEBADFAndWritesNothingMore() {
        let sink = FileDescriptorSink(descriptor: -1)
        sink.write("a record\n")
        #expect(sink.failure == nil, "buffered: nothing was written yet")
        sink.flush()
        #expect(sink.failure?.message == "cannot write output to standard output: Bad file descriptor")
        #expect(sink.failure?.exitCode == .outputFailed)
    }

    @Test func aFullDeviceFailsWithENOSPCEvenThroughTheBulkPath() {
        let descriptor = open("/dev/full", O_WRONLY | O_CLOEXEC)
        defer { close(descriptor) }
        let sink = FileDescriptorSink(descriptor: descriptor, destination: "/dev/full")
        [UInt8](repeating: 0x41, count: 100).withUnsafeBytes { sink.writeThrough(bytes: $0) }
        #expect(sink.failure == WriteFailure(destination: "/dev/full", errorNumber: ENOSPC))
        #expect(sink.failure?.message == "cannot write output to /dev/full: No space left on device")
    }
}
