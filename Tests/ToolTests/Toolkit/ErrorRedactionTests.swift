import Foundation
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// A service that quotes a credential back in its error text: every line the tools print passes the
/// redactor, at every verbosity, and error records in a batch do too.
@Suite(.verifiesStubs)
struct ErrorRedactionTests {
    static let verbosities = ["", "-v ", "--debug "]

    @Test(arguments: verbosities)
    func tracewisePrintsNoAPIKeyItIsQuoted(verbosity: String) async {
        let key = "tw-key-Needle-77"
        let transport = MockTransport()
        transport.on(.get, "/api/v1/health", respond: .json(.object(["error": .object([
            "code": .string("UNAUTHENTICATED"), "message": .string("invalid API key '\(key)'"),
        ])]), status: 401))
        let result = await ToolHarness(
            tool: AllTools.definition("tracewise"), variables: ["TRACEWISE_API_KEY": key], transport: transport
        ).run("\(verbosity)api /v1/health")
        #expect(result.exitCode == .notPermitted)
        #expect(result.stderr.contains("invalid API key '<redacted>'"))
        #expect(!(result.stdout + result.stderr).contains(key))
    }

    /// UPS quoting `id:secret`, the Basic value and the bearer token it was sent.
    @Test(arguments: verbosities)
    func upsctlPrintsNoCredentialItIsQuoted(verbosity: String) async {
        let basic = Base64.encode(Array("abc:s3cr3t".utf8))
        let quotes = ["client abc:s3cr3t", "header Basic \(basic)", "token T-Needle-9"]
        for quote in quotes {
            let transport = MockTransport()
            transport.on(.post, UPSValidate.tokenPath, respond: UPSValidate.token("T-Needle-9"))
            transport.on(.post, UPSValidate.xavPath, respond: .json(UPSValidate.envelope([("250002", "bad \(quote)")]), status: 401))
            let result = await UPSValidate.run("\(verbosity)\(UPSValidate.aliso)", transport)
            #expect(result.exitCode == .notPermitted)
            for secret in ["s3cr3t", basic, "T-Needle-9"] {
                #expect(!(result.stdout + result.stderr).contains(secret), "\(secret) printed: \(result.stderr)")
            }
        }
    }

    @Test func batchErrorRecordsAreRedactedToo() async throws {
        let transport = MockTransport()
        transport.on(.post, UPSValidate.tokenPath, respond: UPSValidate.token("T-Needle-9"))
        transport.on(.post, UPSValidate.xavPath, respond: .json(UPSValidate.envelope([("250002", "token T-Needle-9 refused")]), status: 400))
        let harness = ToolHarness(
            tool: AllTools.definition("upsctl"), variables: UPSValidate.variables, transport: transport)
        let batch = await harness.run("validate --input - -o ndjson", stdin: "street,city,state\n1 Main St,New York,NY\n")
        #expect(batch.stdout.contains("token <redacted> refused"))
        #expect(!batch.stdout.contains("T-Needle-9"))
    }

    /// `--debug` keeps UPS's status codes: only fields that hold secrets are masked by name.
    @Test func aDebugLogKeepsUPSStatusCodes() async {
        let result = await UPSValidate.run("--debug \(UPSValidate.aliso)", UPSValidate.transport())
        #expect(result.stderr.contains(#""ResponseStatus":{"Code":"1","Description":"Success"}"#))
        #expect(result.stderr.contains(#""access_token":"<redacted>""#))
    }
}
