import Foundation
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// Bearer tokens, one refresh and one retry on 401, and the refusal of credentials over plain http.
@Suite(.verifiesStubs)
struct AuthMiddlewareTests {
    /// Hands out tok-1, tok-2, … ; a new one only when asked to reject the current one.
    actor CountingProvider: TokenProvider {
        var issued = 0
        var current: AccessToken?
        nonisolated var canRefresh: Bool { true }

        func token(rejecting: AccessToken?) async throws -> AccessToken {
            if let current, current != rejecting { return current }
            issued += 1
            let token = AccessToken(value: "tok-\(issued)", expiresAt: nil)
            current = token
            return token
        }
    }

    let url = HTTPURL(string: "https://api.example.com/v1/x")!

    @Test func addsTheBearerToken() async throws {
        let transport = MockTransport()
        transport.on(.get, "/v1/x", respond: .status(200))
        let client = HTTPClient(transport: transport, middlewares: [AuthMiddleware(provider: CountingProvider())])
        _ = try await client.send(HTTPRequest(method: .get, url: url))
        #expect(transport.requests.first?.headers["Authorization"] == "Bearer tok-1")
    }

    @Test func a401RefreshesOnceAndRetriesOnce() async throws {
        let transport = MockTransport()
        transport.onSequence(.get, "/v1/x", [.status(401), .status(200)])
        let provider = CountingProvider()
        let client = HTTPClient(transport: transport, middlewares: [AuthMiddleware(provider: provider)])
        let response = try await client.send(HTTPRequest(method: .get, url: url))
        #expect(response.status == 200)
        #expect(transport.requests.map { $0.headers["Authorization"] } == ["Bearer tok-1", "Bearer tok-2"])
        #expect(await provider.issued == 2)
    }

    @Test func aSecond401IsReturnedForTheCallerToReportAs77() async throws {
        let transport = MockTransport()
        transport.on(.get, "/v1/x", respond: .status(401))
        let client = HTTPClient(transport: transport, middlewares: [AuthMiddleware(provider: CountingProvider())])
        let response = try await client.send(HTTPRequest(method: .get, url: url))
        #expect(response.status == 401)
        #expect(transport.requests.count == 2)
        #expect(APIError.exitCode(forStatus: 401) == .notPermitted)
    }

    @Test func manyConcurrent401sShareOneRefresh() async throws {
        let transport = MockTransport()
        // Every request with the first token is refused; the second token works.
        transport.on(.get, "/v1/x", respond: .status(200))
        let refusing = RefuseFirstToken(inner: transport)
        let provider = CountingProvider()
        let client = HTTPClient(transport: refusing, middlewares: [AuthMiddleware(provider: provider)])
        _ = try await client.send(HTTPRequest(method: .get, url: url))  // primes tok-1
        try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<30 { group.addTask { try await client.send(HTTPRequest(method: .get, url: url)).status } }
            for try await status in group { #expect(status == 200) }
        }
        #expect(await provider.issued == 2)
    }

    struct RefuseFirstToken: HTTPTransport {
        let inner: MockTransport
        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            request.headers["Authorization"] == "Bearer tok-1" ? HTTPResponse(status: 401) : try await inner.send(request)
        }
    }

    @Test(arguments: [
        ("http://api.example.com/x", true),
        ("http://10.0.0.8/x", true),
        ("http://localhost:8080/x", false),
        ("http://127.0.0.1:9099/x", false),
        ("http://127.8.9.10/x", false),
        ("http://[::1]:3000/x", false),
        ("https://api.example.com/x", false),
    ])
    func credentialsOverPlainHTTPOnlyToLoopback(_ text: String, _ refused: Bool) {
        let request = HTTPRequest(method: .get, url: HTTPURL(string: text)!, headers: ["Authorization": "Bearer t"])
        if refused {
            let error = #expect(throws: ConfigError.self) { try CredentialGuard.check(request) }
            #expect(error?.exitCode == .configuration)
        } else {
            #expect(throws: Never.self) { try CredentialGuard.check(request) }
        }
    }

    @Test func plainHTTPWithoutCredentialsIsAllowed() {
        #expect(throws: Never.self) {
            try CredentialGuard.check(HTTPRequest(method: .get, url: HTTPURL(string: "http://example.com/")!))
        }
    }
}
