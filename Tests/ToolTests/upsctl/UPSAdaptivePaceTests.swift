import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// The batch's adaptive pace as the tool wires it: every attempt heard (throttles inside the retries
/// included), `-v` logging the changes, the summary giving the throttles, and every row still answered.
struct UPSAdaptivePaceTests {
    typealias U = UPSValidate

    static let csv = (["id,street,city,state,zip"] + (1...12).map { "R-\($0),\($0) Main St,Albany,NY,12207" }).joined(separator: "\n") + "\n"

    @Test func throttlesAreHeardLoggedAndCountedAndEveryRowIsAnswered() async {
        let throttled = MockResponse.json(U.envelope([("429", "Rate limit exceeded")]), status: 429, headers: ["Retry-After": "0"])
        // An answer, three throttles, then answers: the retries of the throttled rows are answered too.
        let transport = U.transport(xav: [.json(U.valid), throttled, throttled, throttled, .json(U.valid)])
        let files = InMemoryFileSystem(files: ["/work/in.csv": Self.csv])
        let result = await U.run("-v validate --input /work/in.csv -o ndjson --concurrency 4", transport, fileSystem: files)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == 12)
        #expect(!result.stdout.contains("\"status\":\"error\""))
        // Rows run side by side off libcurl's thread, so whether a good answer (growing the requests in
        // flight) or a throttle is heard first is the scheduler's: either way, -v says what changed.
        #expect(result.stderr.contains("adaptive: "), "\(result.stderr)")
        #expect(result.stderr.contains("requests/s (throttled at"), "a throttle cuts to a rate: \(result.stderr)")
        #expect(result.stderr.contains("0 errors in 0.0 s; 3 throttled"), "the summary counts them: \(result.stderr)")
        #expect(U.xavRequests(transport).count == 15, "12 rows and 3 retries")
    }

    @Test func withoutThrottlesTheSummaryIsAsBefore() async {
        let files = InMemoryFileSystem(files: ["/work/in.csv": Self.csv])
        let result = await U.run("validate --input /work/in.csv -o ndjson", U.transport(), fileSystem: files)
        #expect(result.exitCode == .success)
        #expect(!result.stderr.contains("throttled"), "\(result.stderr)")
    }
}
