import FoundationEssentials
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport
@testable import upsctl

/// What the `upsctl validate` tests share: credentials, canned UPS answers, and a runner.
enum UPSValidate {
    static let variables = ["UPS_CLIENT_ID": "abc", "UPS_CLIENT_SECRET": "s3cr3t"]
    static let t0 = Date(timeIntervalSince1970: 1_795_000_000)
    static let tokenPath = "/security/v1/oauth/token"
    static let xavPath = "/api/addressvalidation/v2/{option}"
    /// Case 9's address.
    static let aliso = "validate --street '26601 ALISO CREEK ROAD' --street 'STE D' --city 'ALISO VIEJO' "
        + "--state CA --postal-code 92656"

    static func json(_ text: String) -> JSONValue {
        do { return try JSONParser.parse(text) } catch { fatalError("bad test JSON: \(error)\n\(text)") }
    }

    /// UPS's token answer, numbers as strings (docs/upsctl.md, "The token").
    static func token(_ value: String, expiresIn: JSONValue = .string("14399")) -> MockResponse {
        .json(.object([
            "token_type": .string("Bearer"), "issued_at": .string("1706710921672"),
            "client_id": .string("abc"),
            "access_token": .string(value), "expires_in": expiresIn, "status": .string("approved"),
        ]))
    }

    /// Case 16's answer.
    static let valid = json(#"""
        {"XAVResponse":{"Response":{"ResponseStatus":{"Code":"1","Description":"Success"}},
        "ValidAddressIndicator":"",
        "Candidate":[{"AddressKeyFormat":{"AddressLine":["26601 ALISO CREEK RD STE D"],
        "PoliticalDivision2":"ALISO VIEJO",
        "PoliticalDivision1":"CA","PostcodePrimaryLow":"92656","PostcodeExtendedLow":"4831",
        "Region":"ALISO VIEJO CA 92656-4831","CountryCode":"US"}}]}}
        """#)

    /// Case 16's normalised output, compact.
    static let validOutput = #"{"status":"valid","#
        + #""candidates":[{"addressLines":["26601 ALISO CREEK RD STE D"],"#
        + #""city":"ALISO VIEJO","state":"CA","postalCode":"92656","postalCodeExtended":"4831","#
        + #""region":"ALISO VIEJO CA 92656-4831","country":"US"}],"alerts":[]}"# + "\n"

    static func envelope(_ errors: [(String, String)]) -> JSONValue {
        .object(["response": .object(["errors": .array(errors.map { code, message in
            .object(["code": .string(code), "message": .string(message)])
        })])])
    }

    /// A transport with a token and the given XAV answers, in order (the last repeats).
    static func transport(
        token: MockResponse = token("T1"), xav: [MockResponse] = [.json(valid)]
    ) -> MockTransport {
        let transport = MockTransport()
        transport.on(.post, tokenPath, respond: token)
        transport.onSequence(.post, xavPath, xav)
        return transport
    }

    static func run(
        _ line: String, _ transport: MockTransport? = nil, variables: [String: String] = variables,
        fileSystem: any FileSystem = InMemoryFileSystem(), now: Date = t0, terminal: Bool = false
    ) async -> ToolHarness.Result {
        let harness = ToolHarness(
            tool: AllTools.definition("upsctl"), variables: variables, fileSystem: fileSystem, now: now,
            terminal: terminal, columns: terminal ? 120 : nil, transport: transport)
        return await harness.run(line)
    }

    /// Runs `validate` against one XAV answer and returns what it printed with `-o json`.
    static func output(of answer: MockResponse, options: String = "") async -> ToolHarness.Result {
        await run("-o json \(aliso) \(options)", transport(xav: [answer]))
    }

    static func xavRequests(_ transport: MockTransport) -> [HTTPRequest] {
        transport.requests.filter { $0.url.path().hasPrefix("/api/addressvalidation/") }
    }

    static func tokenRequests(_ transport: MockTransport) -> [HTTPRequest] {
        transport.requests.filter { $0.url.path() == tokenPath }
    }

    static func bodyText(_ request: HTTPRequest?) -> String {
        String(decoding: request?.body ?? [], as: UTF8.self)
    }

    static func isHex32(_ text: String?) -> Bool {
        guard let text else { return false }
        return text.utf8.count == 32 && text.allSatisfy { $0.isHexDigit && !$0.isUppercase }
    }
}
