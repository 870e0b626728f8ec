import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// `ServiceSession` in a tool of its own: what it makes of an unsuccessful answer for every tool alike,
/// around the service's own error (`ServiceDefinition.failure`).
@Suite(.verifiesStubs)
struct ServiceSessionTests {
    /// The service's own words for an error: its envelope's `message` and `code`.
    static let service = ServiceDefinition(
        profile: ServiceProfile(builtinFixtures: [:]),
        failure: { response, _ in
            APIError(
                status: response.status, code: response.json?["code"]?.stringValue,
                detail: response.json?["message"]?.stringValue ?? "")
        })

    /// `served get` asks for `/thing` and prints its answer.
    static let tool = ToolDefinition(
        name: "served", version: "1.0.0", prefix: "SERVED", abstract: "Talks to a service.", discussion: "For tests.",
        settings: [],
        environments: [EnvironmentPreset("live", help: "Live.", values: ["SERVED_API_BASE_URL": "https://api.example.com"])],
        defaultEnvironment: "live",
        commands: [
            CommandSpec(
                "get", abstract: "Gets the thing.",
                action: { context in
                    let session = try ServiceSession(context, service: service)
                    let thing = try await session.json(HTTPRequest(method: .get, url: session.url("/thing")))
                    try context.output().print(thing)
                    return .success
                }),
        ],
        examples: [], exitStatuses: [.success, .temporaryFailure])

    func run(_ answer: MockResponse) async -> ToolHarness.Result {
        let transport = MockTransport()
        transport.on(.get, "/thing", respond: answer)
        return await ToolHarness(tool: Self.tool, transport: transport).run("get --retries 0")
    }

    /// The wait `Retry-After` gives is in the error, in one wording for every tool (repairminder said
    /// "Wait a minute" whatever the service asked).
    @Test func aRateLimitedAnswerSaysHowLongToWait() async {
        let result = await run(.json(
            .object(["message": .string("Too many requests"), "code": .string("SLOW_DOWN")]), status: 429,
            headers: ["Retry-After": "30"]))
        #expect(result.exitCode == .temporaryFailure)
        #expect(result.stderr.hasPrefix("served: error: rate limited: try again in 30 s: Too many requests (SLOW_DOWN)\n"), "\(result.stderr)")
        #expect(!result.stderr.contains("Wait a"))
    }

    /// An HTTP date is a wait too: counted from the environment's clock (the harness's fixed now).
    @Test func aRetryAfterDateIsAWaitFromNow() async {
        #expect(ToolHarness(tool: Self.tool).now.timeIntervalSince1970 == 1_795_000_000)
        let later = "Wed, 18 Nov 2026 11:09:10 GMT"  // 150 s after it
        let result = await run(.json(.object(["message": .string("Quota")]), status: 429, headers: ["Retry-After": later]))
        #expect(result.stderr.hasPrefix("served: error: rate limited: try again in 150 s: Quota\n"), "\(result.stderr)")
    }

    @Test func withoutAWaitItSaysToWaitALittle() async {
        let result = await run(.json(.object(["message": .string("Too many requests")]), status: 429))
        #expect(result.exitCode == .temporaryFailure)
        #expect(result.stderr.hasPrefix("served: error: rate limited: Too many requests\n"), "\(result.stderr)")
        #expect(result.stderr.contains("Wait a little and try again."))
    }

    /// Another status keeps the service's words as they are, and the request id of the headers is added.
    @Test func anotherErrorIsTheServicesWithTheRequestIdOfItsHeaders() async {
        let result = await run(.json(
            .object(["message": .string("No such thing"), "code": .string("NOT_FOUND")]), status: 404,
            headers: ["x-request-id": "req-7", "Retry-After": "30"]))
        #expect(result.exitCode == .failure)
        #expect(result.stderr.hasPrefix("served: error: No such thing (NOT_FOUND, request id req-7)\n"), "\(result.stderr)")
    }
}
