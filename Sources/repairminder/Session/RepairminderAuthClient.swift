import FoundationEssentials
import Shared

/// RepairMinder's three session calls, without the session's own credentials: `POST /api/auth/login`
/// (with the second factor when asked for), `POST /api/auth/refresh`, and `POST /api/auth/logout`.
struct RepairminderAuthClient: Sendable {
    let session: ServiceSession
    let now: @Sendable () -> Date

    /// What a login answer means.
    enum LoginAnswer: Sendable {
        case signedIn(AccessToken)
        /// The account has a second factor and the request carried no (valid) code.
        case needsCode(serviceMessage: String?)
    }

    /// `{"email","password","two_factor_token"}`; the code only when there is one.
    func login(email: String, password: String, code: String?) async throws -> LoginAnswer {
        var body: JSONObject = ["email": .string(email), "password": .string(password)]
        if let code { body["two_factor_token"] = .string(code) }
        let response = try await post("/api/auth/login", body)
        let json = response.json
        let text = json.flatMap(RepairminderService.serviceText)
        // `2fa_required` arrives as `error` alone, or as `error` beside a `message` (then it is the code).
        if json?["data"]?["requires_2fa"]?.boolValue == true || text?.code == "2fa_required" || text?.message == "2fa_required" {
            return .needsCode(serviceMessage: text?.message)
        }
        if response.isSuccess, let json, json["success"]?.boolValue != false {
            return .signedIn(try sessionToken(json, email: email))
        }
        throw loginRefused(response, hadCode: code != nil)
    }

    /// A new access token from the session's refresh token. A refresh token the service refuses (401,
    /// 403, 400, or `success: false`) ends the session: `Refused` says so; an outage is thrown as it is.
    func refresh(_ saved: AccessToken) async throws -> AccessToken {
        guard let refreshToken = saved.refreshToken else { throw Refused(message: "the session has no refresh token") }
        let response = try await post("/api/auth/refresh", ["refresh_token": .string(refreshToken)])
        if let json = response.json, response.isSuccess, json["success"]?.boolValue != false {
            var fresh = try sessionToken(json, email: saved.details["email"]?.stringValue)
            fresh.refreshToken = fresh.refreshToken ?? refreshToken  // not every refresh rotates it
            if fresh.details["user"] == nil { fresh.details["user"] = saved.details["user"] }
            return fresh
        }
        guard response.isSuccess || [400, 401, 403].contains(response.status) else { throw session.failure(response) }
        throw Refused(message: response.json.flatMap(RepairminderService.serviceText)?.message ?? response.statusLine)
    }

    /// Tells the service the session ends (its tokens stop working there).
    func logout(accessToken: String) async throws {
        var request = HTTPRequest(method: .post, url: session.url("/api/auth/logout"))
        request.headers["Authorization"] = "Bearer \(accessToken)"
        let response = try await session.plainClient.send(request)
        guard response.isSuccess else { throw session.failure(response) }
        if let json = response.json { _ = try RepairminderService.unwrap(json) }
    }

    /// The refresh token was refused: the session is over.
    struct Refused: Error {
        var message: String
    }

    private func post(_ path: String, _ body: JSONObject) async throws -> HTTPResponse {
        var request = HTTPRequest(method: .post, url: session.url(path))
        request.setJSONBody(.object(body))
        request.sensitiveFields = ["password", "two_factor_token", "refresh_token", "token"]
        return try await session.plainClient.send(request)
    }

    /// `data.token`, `data.refresh_token`, `data.expires_in` (seconds, when given; else the token's own
    /// `exp` when it is a JWT; else no expiry, and only a 401 triggers a refresh) and `data.user`.
    func sessionToken(_ json: JSONValue, email: String?) throws -> AccessToken {
        let data = json["data"] ?? json
        guard let token = (data["token"] ?? data["access_token"])?.stringValue, !token.isEmpty else {
            throw UndecodableResponse(status: 200, reason: "the answer has no data.token", host: session.host)
        }
        session.context.secrets.add(token)
        let refreshToken = data["refresh_token"]?.stringValue
        session.context.secrets.add(refreshToken)
        let obtained = now()
        let expiresAt: Date? = if let seconds = data["expires_in"]?.intValue, seconds > 0 {
            obtained.addingTimeInterval(Double(seconds))
        } else {
            JWT.expiry(of: token).map { Date(timeIntervalSince1970: Double($0)) }
        }
        var details = JSONObject()
        let user = data["user"]
        if let user, user != .null { details["user"] = user }
        if let email = email ?? user?["email"]?.stringValue { details["email"] = .string(email) }
        return AccessToken(value: token, expiresAt: expiresAt, refreshToken: refreshToken, details: details, obtainedAt: obtained)
    }

    private func loginRefused(_ response: HTTPResponse, hadCode: Bool) -> any Error {
        // A server fault (exit 69) or a failure a later try may pass is the service's, not a refusal.
        guard response.status < 500, !FailureKind.of(status: response.status).isTemporary else { return session.failure(response) }
        let text = response.json.flatMap(RepairminderService.serviceText)?.message ?? response.statusLine
        let hint = hadCode
            ? "Check the email, the password and the two-factor code (codes change every 30 s)."
            : "Check the email and the password."
        return ToolError(.notPermitted, "login refused by \(session.host): \(text)", hints: [hint])
    }
}
