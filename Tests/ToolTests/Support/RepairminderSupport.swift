import Foundation
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// Answers, saved sessions and a harness for repairminder's in-process tests.
enum RepairminderFakes {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)
    static let api = "https://api.repairminder.com"
    static let sessions = "/home/tester/.local/state/repairminder/sessions"
    static let sessionKey = "production"
    /// The production preset's origin, which sessions record (docs/files.md).
    static let origin = "https://api.repairminder.com:443"
    static let password = "Pa55-Needle-Word"

    static func harness(
        _ transport: MockTransport? = nil, variables: [String: String] = [:], fileSystem: InMemoryFileSystem = InMemoryFileSystem(),
        terminal: Bool = false
    ) -> ToolHarness {
        ToolHarness(
            tool: AllTools.definition("repairminder"), variables: variables, fileSystem: fileSystem, now: now,
            terminal: terminal, transport: transport)
    }

    /// `{"success":true,"data":DATA,"error":null,"message":null}`.
    static func ok(_ data: JSONValue, status: Int = 200) -> MockResponse {
        .json(.object(["success": .bool(true), "data": data, "error": .null, "message": .null]), status: status)
    }

    static func failed(_ error: String, message: JSONValue = .null, status: Int = 200, headers: HTTPHeaders = [:]) -> MockResponse {
        .json(.object(["success": .bool(false), "data": .null, "error": .string(error), "message": message]), status: status, headers: headers)
    }

    static func session(token: String = "access-new", refresh: String? = "refresh-new", expiresIn: Int? = 3600) -> MockResponse {
        var data: JSONObject = [
            "token": .string(token), "user": .object(["id": .string("usr_1"), "name": .string("Ann"), "email": .string("ann@example.com")]),
        ]
        if let refresh { data["refresh_token"] = .string(refresh) }
        if let expiresIn { data["expires_in"] = .integer(expiresIn) }
        return ok(.object(data))
    }

    static func page(_ ids: ClosedRange<Int>, total: Int, limit: Int, hasMore: Bool?) -> MockResponse {
        var pagination: JSONObject = [
            "total": .integer(total), "limit": .integer(limit), "offset": .integer(ids.lowerBound - 1),
        ]
        if let hasMore { pagination["has_more"] = .bool(hasMore) }
        let items = ids.map { JSONValue.object(["id": .string("ord_\($0)"), "reference": .string("RM-\($0)")]) }
        return ok(.object(["items": .array(items), "pagination": .object(pagination)]))
    }

    /// A saved session with `expiresIn` seconds left at `now`.
    static func withSession(
        access: String = "access-old", expiresIn: Double = 3000, files: InMemoryFileSystem = InMemoryFileSystem()
    ) throws -> InMemoryFileSystem {
        let token = AccessToken(
            value: access, expiresAt: now.addingTimeInterval(expiresIn), refreshToken: "refresh-old",
            details: ["email": .string("ann@example.com")], obtainedAt: now.addingTimeInterval(expiresIn - 3600))
        let store = FileTokenStore(directory: sessions, fileSystem: files, origin: origin)
        try store.save(token, key: sessionKey)
        return files
    }

    static func body(_ request: HTTPRequest) throws -> JSONValue {
        try JSONParser.parse(bytes: request.body ?? [])
    }
}
