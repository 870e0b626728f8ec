import FoundationEssentials
import Shared

/// The client-credentials token request: `POST {oauth}/security/v1/oauth/token` with HTTP Basic
/// `client_id:client_secret`, form `grant_type=client_credentials`, and `x-merchant-id` only when set.
struct UPSOAuth: Sendable {
    var client: HTTPClient
    var oauthBaseURL: HTTPURL
    var credentials: UPSCredentials
    var environment: String
    var now: @Sendable () -> Date

    func requestToken() async throws -> AccessToken {
        var request = HTTPRequest(
            method: .post, url: oauthBaseURL.appendingAPIPath("/security/v1/oauth/token"),
            // Asking again for a token changes nothing on the service: safe to retry.
            isSafeToRetry: true)
        request.headers["Authorization"] = "Basic \(credentials.basicValue)"
        request.headers["Content-Type"] = "application/x-www-form-urlencoded"
        if let merchant = credentials.merchantID { request.headers["x-merchant-id"] = merchant }
        request.body = Array("grant_type=client_credentials".utf8)
        let received = now()
        let response = try await client.send(request)
        let host = oauthBaseURL.host() ?? "UPS"
        guard response.isSuccess else {
            let failure = UPSErrorEnvelope.failure(response, host: host, environment: environment)
            if response.status == 401, let api = failure as? APIError {
                var rejected = api
                rejected.detail = "UPS rejected the client credentials (\(api.detail.dropFirst("UPS: ".count)))"
                rejected.hints = ["Check UPS_CLIENT_ID and UPS_CLIENT_SECRET for the \(environment) environment."]
                throw rejected
            }
            throw failure
        }
        return try Self.parse(response, host: host, receivedAt: received)
    }

    /// The answer's numbers are strings (`"expires_in":"14399"`); numbers are accepted too. The expiry is
    /// counted from when the answer arrived, not from `issued_at`, so clock skew does not matter.
    static func parse(_ response: HTTPResponse, host: String, receivedAt: Date) throws -> AccessToken {
        guard let body = response.json, let token = body["access_token"]?.stringValue, !token.isEmpty else {
            throw UndecodableResponse(status: response.status, reason: "no access_token in the token answer", host: host)
        }
        guard let lifetime = body["expires_in"]?.intValue, lifetime > 0 else {
            throw UndecodableResponse(status: response.status, reason: "no usable expires_in in the token answer", host: host)
        }
        var details = JSONObject()
        if let clientID = body["client_id"]?.stringValue { details["client_id"] = .string(clientID) }
        return AccessToken(
            value: token, expiresAt: receivedAt.addingTimeInterval(Double(lifetime)), details: details,
            obtainedAt: receivedAt)
    }
}
