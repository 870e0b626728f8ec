import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// `printf '0000000000000\n' | repairminder --mock lookup barcode -`: a code nothing matches is answered
/// `{"success":false}` under HTTP 200, and the line's error record names the failure by docs/output.md's
/// rule (the service's code, else `FAILED` for a success status), never by a status that says success.
struct LookupNoMatchCodeTests {
    @Test func aBarcodeLineThatMatchesNothingIsNotCodedHTTP200() async throws {
        let result = await ToolHarness(tool: AllTools.definition("repairminder"))
            .run("--mock -q lookup barcode - -o ndjson", stdin: "0000000000000\n")
        #expect(result.exitCode == .failure, "\(result.stderr)")
        let record = try JSONParser.parse(result.stdout.trimmingCharacters(in: .newlines))
        #expect(record["input"] == .string("0000000000000"))
        #expect(record.value(at: "error.code") == .string("FAILED"), "\(result.stdout)")
        #expect(record.value(at: "error.message")?.stringValue?.contains("No order or device matches") == true, "\(result.stdout)")
    }

    @Test func aSuccessStatusWithoutACodeIsFailedAndOtherStatusesStayNamed() {
        #expect(ErrorRecord.code(of: APIError(status: 200, detail: "no match")) == "FAILED")
        #expect(ErrorRecord.code(of: APIError(status: 404, detail: "gone")) == "HTTP_404")
        #expect(ErrorRecord.code(of: APIError(status: 200, code: "NO_MATCH", detail: "no match")) == "NO_MATCH")
        #expect(ErrorRecord.code(of: APIError(status: 503, code: "BUSY", detail: "later")) == "HTTP_503")
    }
}
