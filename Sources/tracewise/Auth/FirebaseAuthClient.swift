import FoundationEssentials
import Shared

/// The two Firebase Authentication REST calls tracewise makes: password sign-in and token refresh. Both
/// answer with an ID token (the bearer for the TraceWise API), a refresh token and a lifetime in seconds.
struct FirebaseAuthClient: Sendable {
    var client: HTTPClient
    var endpoints: FirebaseEndpoints
    var now: @Sendable () -> Date

    /// `POST …/v1/accounts:signInWithPassword?key=K` with `{"email","password","returnSecureToken":true}`.
    func signIn(email: String, password: String) async throws -> AccessToken {
        var request = HTTPRequest(
            method: .post, url: endpoints.signInURL,
            // A sign-in changes nothing on the service, so one that met a 503 may be sent again.
            isSafeToRetry: true)
        request.setJSONBody(.object([
            "email": .string(email), "password": .string(password), "returnSecureToken": .bool(true),
        ]))
        let received = now()
        let response = try await client.send(request)
        guard response.isSuccess else {
            throw FirebaseAuthError.from(response, operation: .signIn(email: email), host: host(endpoints.signInURL))
        }
        return try Self.parseSignIn(response, host: host(endpoints.signInURL), receivedAt: received)
    }

    /// `POST …/v1/token?key=K` with the form `grant_type=refresh_token&refresh_token=…`, as the SDKs send it.
    func refresh(_ session: AccessToken) async throws -> AccessToken {
        guard let refreshToken = session.refreshToken else {
            throw ToolError(.notPermitted, "the saved session has no refresh token", hints: ["Run 'tracewise auth login'."])
        }
        var request = HTTPRequest(
            method: .post, url: endpoints.refreshURL,
            // Firebase refresh tokens do not rotate: asking twice gives two equally good ID tokens.
            isSafeToRetry: true)
        request.headers["Content-Type"] = "application/x-www-form-urlencoded"
        request.body = Array("grant_type=refresh_token&refresh_token=\(PercentEncoding.query(refreshToken))".utf8)
        let received = now()
        let response = try await client.send(request)
        guard response.isSuccess else {
            throw FirebaseAuthError.from(response, operation: .refresh, host: host(endpoints.refreshURL))
        }
        var token = try Self.parseRefresh(response, host: host(endpoints.refreshURL), receivedAt: received)
        // The refresh answer has the user id but not the email: keep what sign-in said.
        for (key, value) in session.details.pairs where token.details[key] == nil { token.details[key] = value }
        return token
    }

    /// `{"idToken","refreshToken","expiresIn":"3600","localId","email"}`. An account with a second factor
    /// answers `mfaPendingCredential` instead of an ID token, which tracewise cannot complete.
    static func parseSignIn(_ response: HTTPResponse, host: String, receivedAt: Date) throws -> AccessToken {
        guard let body = response.json?.objectValue else {
            throw UndecodableResponse(status: response.status, reason: "the sign-in answer is not a JSON object", host: host)
        }
        if body["idToken"] == nil, body["mfaPendingCredential"] != nil {
            throw ToolError(
                .notPermitted, "this account uses multi-factor authentication, which tracewise cannot complete",
                hints: ["Use TRACEWISE_ID_TOKEN with a token obtained elsewhere, or TRACEWISE_API_KEY."])
        }
        return try token(
            body, host: host, receivedAt: receivedAt,
            names: (id: "idToken", refresh: "refreshToken", lifetime: "expiresIn", user: "localId"))
    }

    /// `{"id_token","refresh_token","expires_in":"3600","user_id",…}`: snake_case, unlike sign-in.
    static func parseRefresh(_ response: HTTPResponse, host: String, receivedAt: Date) throws -> AccessToken {
        guard let body = response.json?.objectValue else {
            throw UndecodableResponse(status: response.status, reason: "the refresh answer is not a JSON object", host: host)
        }
        return try token(
            body, host: host, receivedAt: receivedAt,
            names: (id: "id_token", refresh: "refresh_token", lifetime: "expires_in", user: "user_id"))
    }

    /// The lifetime is a string of seconds (numbers are accepted too), counted from when the answer
    /// arrived, so a skewed local clock does not matter.
    private static func token(
        _ body: JSONObject, host: String, receivedAt: Date,
        names: (id: String, refresh: String, lifetime: String, user: String)
    ) throws -> AccessToken {
        guard let idToken = body[names.id]?.stringValue, !idToken.isEmpty else {
            throw UndecodableResponse(status: 200, reason: "no \(names.id) in the answer", host: host)
        }
        guard let lifetime = body[names.lifetime]?.intValue, lifetime > 0 else {
            throw UndecodableResponse(status: 200, reason: "no usable \(names.lifetime) in the answer", host: host)
        }
        var details = JSONObject()
        if let user = body[names.user]?.stringValue { details["uid"] = .string(user) }
        if let email = body["email"]?.stringValue, !email.isEmpty { details["email"] = .string(email) }
        let refresh = body[names.refresh]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
        return AccessToken(
            value: idToken, expiresAt: receivedAt.addingTimeInterval(Double(lifetime)), refreshToken: refresh,
            details: details, obtainedAt: receivedAt)
    }

    private func host(_ url: HTTPURL) -> String {
        endpoints.emulatorHost.map { "the Firebase Auth emulator at \($0)" } ?? (url.host() ?? "Firebase")
    }
}
