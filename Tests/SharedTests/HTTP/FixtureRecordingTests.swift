import Foundation
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// `--record DIR`: real responses written as fixtures, secrets redacted, and replayed by `--mock-dir DIR`.
struct FixtureRecordingTests {
    static let secrets = [
        "SEEDED-ACCESS-TOKEN-123", "QUERYSECRET999", "BEARER-SECRET-456", "CLIENTSECRET789",
        Base64.encode(Array("client:CLIENTSECRET789".utf8)), "sig-PART-secret",
    ]
    static let ordersBody =
        #"{"success":true,"data":{"items":[{"id":"ord_1","total":89.50}],"pagination":{"total":1}}}"#
    static let claims = Base64.encodeURL(Array(#"{"sub":"u-1","custom:tenant_id":"tn_1"}"#.utf8))
    static let idToken = Base64.encodeURL(Array(#"{"alg":"RS256"}"#.utf8)) + "." + claims + ".sig-PART-secret"

    /// The "real" service: answers that hide secrets in every place a service can.
    static func service() -> MockTransport {
        let service = MockTransport()
        service.on(.post, "/security/v1/oauth/token", respond: .json(
            .object(["token_type": .string("Bearer"), "access_token": .string("SEEDED-ACCESS-TOKEN-123"),
                     "IdToken": .string(idToken), "expires_in": .string("14399")]),
            headers: ["Content-Type": "application/json", "Content-Length": "120"]))
        service.onSequence(.get, "/api/orders", [
            .status(503, headers: ["Retry-After": "1"]),
            .text(ordersBody, headers: ["Content-Type": "application/json", "X-Request-Id": "req-7"]),
        ])
        service.on(.get, "/api/clients", respond: .json(
            .object(["next": .string("https://api.example.com/api/clients?page=2&api_key=QUERYSECRET999")]),
            headers: ["Set-Cookie": "session=abc123", "X-Echo": "Bearer BEARER-SECRET-456"]))
        service.on(.get, "/echo", respond: .json(.object([
            "cookie": .string("sid=COOKIE-SECRET-1"), "link": .string("/echo?token=ENC%2FSECRET"),
            "decoded": .string("token ENC/SECRET"),
        ])))
        service.on(.get, "/gateway", respond: .text("<html>502 Bad Gateway</html>\n", status: 502,
                                                    headers: ["Content-Type": "text/html"]))
        return service
    }

    static func requests() -> [HTTPRequest] {
        var token = HTTPRequest(
            method: .post, url: HTTPURL(string: "https://api.example.com/security/v1/oauth/token")!,
            headers: ["Authorization": "Basic " + Base64.encode(Array("client:CLIENTSECRET789".utf8))],
            body: Array("grant_type=client_credentials".utf8))
        token.headers["Content-Type"] = "application/x-www-form-urlencoded"
        let bearer: HTTPHeaders = ["Authorization": "Bearer BEARER-SECRET-456"]
        let orders = HTTPURL(string: "https://api.example.com/api/orders")!
        return [
            token,
            HTTPRequest(method: .get, url: orders, headers: bearer),
            HTTPRequest(method: .get, url: orders, headers: bearer),
            HTTPRequest(
                method: .get, url: HTTPURL(string: "https://api.example.com/api/clients?api_key=QUERYSECRET999")!,
                headers: bearer),
            HTTPRequest(method: .get, url: HTTPURL(string: "https://api.example.com/gateway")!),
        ]
    }

    static let tokenFile = FixtureName.fileName(FixtureName.keyed("ups_token", RequestKey(requests()[0])))
    static let clientsFile = FixtureName.fileName(FixtureName.keyed("get_api_clients", RequestKey(requests()[3])))

    static func record(into fileSystem: InMemoryFileSystem) async throws -> [HTTPResponse] {
        let recorder = RecordingTransport(
            wrapping: service(), directory: "/rec", fileSystem: fileSystem,
            routes: [.route(.post, "/security/v1/oauth/token", "ups_token")])
        var responses: [HTTPResponse] = []
        for request in requests() { responses.append(try await recorder.send(request)) }
        // A request with a body or a query is filed under its digest; only the same request asked again
        // (the 503, then the 200) makes a sequence.
        #expect(recorder.writtenFiles == [
            "/rec/\(tokenFile)", "/rec/get_api_orders.json", "/rec/get_api_orders.2.json",
            "/rec/\(clientsFile)", "/rec/get_gateway.json",
        ])
        return responses
    }

    @Test func recordingThenReplayingGivesTheSameResponses() async throws {
        let fileSystem = InMemoryFileSystem()
        let recorded = try await Self.record(into: fileSystem)
        let replay = FixtureTransport(
            fixtures: try FixtureSet(directory: "/rec", fileSystem: fileSystem),
            routes: [.route(.post, "/security/v1/oauth/token", "ups_token")])
        var replayed: [HTTPResponse] = []
        for request in Self.requests() { replayed.append(try await replay.send(request)) }

        #expect(replayed.map(\.status) == [200, 503, 200, 200, 502])
        // Responses without secrets come back byte for byte, headers included.
        for index in [1, 2, 4] {
            #expect(replayed[index].body == recorded[index].body)
            #expect(replayed[index].headers == recorded[index].headers)
        }
        #expect(replayed[2].text == Self.ordersBody)
        #expect(replayed[1].headers["Retry-After"] == "1")
        // Secret ones come back redacted, everything else kept; a JWT keeps its claims for the tool.
        let unsigned = Base64.encodeURL(Array(#"{"alg":"RS256"}"#.utf8)) + "." + Self.claims + ".<redacted>"
        #expect(replayed[0].text == #"{"token_type":"Bearer","access_token":"<redacted>","IdToken":""#
            + unsigned + #"","expires_in":"14399"}"#)
        #expect(replayed[0].headers["Content-Length"] == nil)
        let next = "https://api.example.com/api/clients?page=2&api_key=<redacted>"
        #expect(replayed[3].json?["next"] == .string(next))
        #expect(replayed[3].headers["Set-Cookie"] == "<redacted>")
        #expect(replayed[3].headers["X-Echo"] == "Bearer <redacted>")
    }

    @Test func recordedFilesHoldNoSecret() async throws {
        let fileSystem = InMemoryFileSystem()
        _ = try await Self.record(into: fileSystem)
        let files = fileSystem.contentsOfDirectory(at: "/rec")
        #expect(files.count == 5)
        for file in files {
            let text = try fileSystem.readText(at: "/rec/" + file)
            for secret in Self.secrets { #expect(!text.contains(secret), "\(file) contains \(secret)") }
            #expect(fileSystem.permissions(at: "/rec/" + file) == 0o600)
        }
        let token = try fileSystem.readText(at: "/rec/" + Self.tokenFile)
        #expect(token.hasPrefix("{\n  \"request\": \"POST /security/v1/oauth/token\",\n  \"status\": 200,\n"))
        let clients = try fileSystem.readText(at: "/rec/" + Self.clientsFile)
        #expect(clients.contains(#""request": "GET /api/clients?api_key=<redacted>""#))
    }

    @Test func echoedCookiesAndEncodedQuerySecretsAreScrubbed() async throws {
        let fileSystem = InMemoryFileSystem()
        let recorder = RecordingTransport(wrapping: Self.service(), directory: "/rec", fileSystem: fileSystem)
        let request = HTTPRequest(
            method: .get, url: HTTPURL(string: "https://h/echo?token=ENC%2FSECRET")!,
            headers: ["Cookie": "sid=COOKIE-SECRET-1; theme=dark"])
        _ = try await recorder.send(request)
        let text = try fileSystem.readText(at: "/rec/" + FixtureName.fileName(FixtureName.keyed("get_echo", RequestKey(request))))
        #expect(!text.contains("COOKIE-SECRET-1"))
        #expect(!text.contains("ENC%2FSECRET"))
        #expect(!text.contains("ENC/SECRET"))
        // `cookie` is a credential's name (docs/http.md): the whole value is masked, not only the secret in it.
        #expect(text.contains(#""cookie": "<redacted>""#))
    }

    @Test func literalSecretsFromTheRedactorAreScrubbed() async throws {
        let service = MockTransport()
        service.on(
            .get, "/me", respond: .text("hello KNOWN-SECRET-42", headers: ["X-Trace": "KNOWN-SECRET-42"]))
        let fileSystem = InMemoryFileSystem()
        let recorder = RecordingTransport(
            wrapping: service, directory: "/rec", fileSystem: fileSystem,
            redactor: Redactor(secrets: ["KNOWN-SECRET-42"]))
        let response = try await recorder.send(HTTPRequest(method: .get, url: HTTPURL(string: "https://h/me")!))
        #expect(response.text == "hello KNOWN-SECRET-42")  // the tool itself sees the real answer
        let text = try fileSystem.readText(at: "/rec/get_me.json")
        #expect(!text.contains("KNOWN-SECRET-42"))
        #expect(text.contains(#""bodyText": "hello <redacted>""#))
    }

    @Test func aNewRunRemovesStaleSequenceFiles() async throws {
        let fileSystem = InMemoryFileSystem(files: [
            "/rec/get_me.json": #"{"status":500}"#, "/rec/get_me.2.json": #"{"status":500}"#,
            "/rec/get_me.3.json": #"{"status":500}"#, "/rec/get_other.2.json": #"{"status":500}"#,
        ])
        let service = MockTransport()
        service.on(.get, "/me", respond: .status(204))
        let recorder = RecordingTransport(wrapping: service, directory: "/rec", fileSystem: fileSystem)
        _ = try await recorder.send(HTTPRequest(method: .get, url: HTTPURL(string: "https://h/me")!))
        #expect(fileSystem.contentsOfDirectory(at: "/rec") == ["get_me.json", "get_other.2.json"])
    }

    @Test func aFailedRequestRecordsNothing() async throws {
        let service = MockTransport()
        service.on(.get, "/down", respond: .failure(TransportError(.connectionRefused, host: "h")))
        let fileSystem = InMemoryFileSystem()
        let recorder = RecordingTransport(wrapping: service, directory: "/rec", fileSystem: fileSystem)
        await #expect(throws: TransportError(.connectionRefused, host: "h")) {
            try await recorder.send(HTTPRequest(method: .get, url: HTTPURL(string: "https://h/down")!))
        }
        #expect(recorder.writtenFiles.isEmpty)
        #expect(fileSystem.contentsOfDirectory(at: "/rec").isEmpty)
    }
}
