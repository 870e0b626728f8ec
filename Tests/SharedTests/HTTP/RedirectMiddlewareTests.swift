import Foundation
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// Redirects as the middleware follows them, against a scripted transport: what each hop is sent.
@Suite(.verifiesStubs)
struct RedirectMiddlewareTests {
    static let api = HTTPURL(string: "https://api.example.com/v1/items?key=AIza-key-1&page=2")!

    func client(_ transport: MockTransport, retries: Int = 3) -> HTTPClient {
        HTTPClient(transport: transport, middlewares: [
            RetryMiddleware(policy: RetryPolicy(maxRetries: retries), sleep: { _ in }, now: { Date() }),
            StaticHeadersMiddleware(["Authorization": "Bearer tok-1", "X-API-Key": "key-1", "Cookie": "s=1"]),
            RedirectMiddleware(), CredentialGuard(),
        ])
    }

    static func redirect(_ status: Int, to location: String) -> MockResponse {
        .status(status, headers: ["Location": location])
    }

    @Test(arguments: [301, 302, 303, 307, 308])
    func leavingTheOriginDropsEveryCredential(status: Int) async throws {
        let transport = MockTransport()
        transport.on(.get, "/v1/items", respond: Self.redirect(status, to: "https://elsewhere.example/landing?key=AIza-key-1&x=1"))
        transport.on(.get, "/landing", respond: .json(.object(["ok": .bool(true)])))
        let response = try await client(transport).send(HTTPRequest(method: .get, url: Self.api))
        #expect(response.status == 200)
        #expect(response.redirectedURL?.host() == "elsewhere.example")
        let hop = try #require(transport.requests.last)
        #expect(hop.url.absoluteString == "https://elsewhere.example/landing?x=1")
        for name in ["Authorization", "X-API-Key", "Cookie"] { #expect(hop.headers[name] == nil, "\(name) crossed") }
        #expect(transport.requests.first?.headers["Authorization"] == "Bearer tok-1")
    }

    @Test func withinTheOriginCredentialsStayAndRelativeLocationsResolve() async throws {
        let transport = MockTransport()
        transport.on(.get, "/v1/items", respond: Self.redirect(307, to: "/v2/items"))
        transport.on(.get, "/v2/items", respond: .json(.object([:])))
        _ = try await client(transport).send(HTTPRequest(method: .get, url: Self.api))
        let hop = try #require(transport.requests.last)
        #expect(hop.url.absoluteString == "https://api.example.com/v2/items")
        #expect(hop.headers["Authorization"] == "Bearer tok-1")
    }

    @Test func a303BecomesAGetWithoutBodyAnd307KeepsThemWithinTheOrigin() async throws {
        let transport = MockTransport()
        transport.on(.post, "/a", respond: Self.redirect(303, to: "/done"))
        transport.on(.get, "/done", respond: .json(.object([:])))
        transport.on(.post, "/b", respond: Self.redirect(307, to: "/b2"))
        transport.on(.post, "/b2", respond: .json(.object([:])))
        var post = HTTPRequest(method: .post, url: HTTPURL(string: "https://api.example.com/a")!)
        post.setJSONBody(.object(["password": .string("pw-secret-1")]))
        _ = try await client(transport).send(post)
        #expect(transport.requests[1].method == .get)
        #expect(transport.requests[1].body == nil)
        #expect(transport.requests[1].headers["Content-Type"] == nil)
        post.url = HTTPURL(string: "https://api.example.com/b")!
        _ = try await client(transport).send(post)
        #expect(transport.requests[3].method == .post)
        #expect(transport.requests[3].body == post.body)
    }

    /// A sign-in body (a password) never goes to another origin, not even when the service says so.
    @Test func a307WithABodyToAnotherOriginIsRefusedAndNotRetried() async throws {
        let transport = MockTransport()
        transport.on(.post, "/signin", respond: Self.redirect(307, to: "https://collector.example/signin"))
        var post = HTTPRequest(method: .post, url: HTTPURL(string: "https://auth.example.com/signin?key=k-1")!, isSafeToRetry: true)
        post.setJSONBody(.object(["password": .string("pw-secret-1")]))
        let error = await #expect(throws: RedirectError.self) { try await client(transport).send(post) }
        #expect(error?.kind == .bodyToOtherOrigin)
        #expect(error?.exitCode == .unavailable)
        #expect(error?.message == "refusing to resend the request body from https://auth.example.com/signin to another origin, https://collector.example/signin")
        #expect(transport.requests.count == 1)
    }

    @Test func aLoopAndTooManyHopsAreErrorsThatAreNotRetried() async throws {
        let loop = MockTransport()
        loop.on(.get, "/a", respond: Self.redirect(302, to: "/b"))
        loop.on(.get, "/b", respond: Self.redirect(302, to: "/a"))
        let looped = await #expect(throws: RedirectError.self) {
            try await client(loop).send(HTTPRequest(method: .get, url: HTTPURL(string: "https://api.example.com/a")!))
        }
        #expect(looped?.kind == .loop)
        #expect(loop.requests.count == 2)

        let chain = MockTransport()
        for hop in 0..<6 { chain.on(.get, "/h\(hop)", respond: Self.redirect(302, to: "/h\(hop + 1)")) }
        let long = await #expect(throws: RedirectError.self) {
            try await client(chain).send(HTTPRequest(method: .get, url: HTTPURL(string: "https://api.example.com/h0")!))
        }
        #expect(long?.kind == .tooManyHops)
        #expect(long?.message == "more than 5 redirects starting at https://api.example.com/h0")
        #expect(chain.requests.count == 6, "the first request and five hops")
    }

    @Test func aHopToPlainHTTPElsewhereIsRefusedForARequestWithCredentials() async throws {
        let transport = MockTransport()
        transport.on(.get, "/v1/items", respond: Self.redirect(302, to: "http://plain.example/items"))
        let error = await #expect(throws: ConfigError.self) {
            try await client(transport).send(HTTPRequest(method: .get, url: Self.api))
        }
        #expect(error?.exitCode == .configuration)
        #expect(error?.message == "refusing to follow a redirect from api.example.com to plain http:// at plain.example")
        #expect(transport.requests.count == 1)
    }

    @Test func aHopToLoopbackHTTPIsFollowedWithoutCredentials() async throws {
        let transport = MockTransport()
        transport.on(.get, "/v1/items", respond: Self.redirect(302, to: "http://127.0.0.1:8080/items"))
        transport.on(.get, "/items", respond: .json(.object([:])))
        _ = try await client(transport).send(HTTPRequest(method: .get, url: Self.api))
        #expect(transport.requests.last?.headers["Authorization"] == nil)
    }

    /// A 401 from another origin answers a request that carried no token there: no refresh for it.
    @Test func aForeign401DoesNotRefreshTheToken() async throws {
        final class Counting: TokenProvider, @unchecked Sendable {
            let calls = MutexBox(0)
            func token(rejecting: AccessToken?) async throws -> AccessToken {
                calls.set(calls.get() + 1)
                return AccessToken(value: "tok-\(calls.get())", expiresAt: nil)
            }
            var canRefresh: Bool { true }
        }
        let provider = Counting()
        let transport = MockTransport()
        transport.on(.get, "/v1/me", respond: Self.redirect(302, to: "https://other.example/me"))
        transport.on(.get, "/me", respond: .status(401))
        let client = HTTPClient(transport: transport, middlewares: [AuthMiddleware(provider: provider), RedirectMiddleware()])
        let response = try await client.send(HTTPRequest(method: .get, url: HTTPURL(string: "https://api.example.com/v1/me")!))
        #expect(response.status == 401)
        #expect(provider.calls.get() == 1)
        #expect(transport.requests.count == 2)
    }
}
