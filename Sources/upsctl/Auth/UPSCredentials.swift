import Shared

/// The app's credentials.
struct UPSCredentials: Sendable, Equatable {
    var clientID: String
    var clientSecret: String
    var merchantID: String?

    init(clientID: String, clientSecret: String, merchantID: String? = nil) {
        self.clientID = clientID
        self.clientSecret = clientSecret
        self.merchantID = merchantID
    }

    /// From the settings. Under `--mock` nothing leaves the process, so placeholders stand in for unset
    /// values; without `requireSecret` (forgetting a token) the secret is not asked for.
    init(_ session: ServiceSession, requireSecret: Bool = true) throws {
        let settings = session.context.settings
        let mock = session.isMock
        clientID = mock ? (try settings.value(UPSSettings.clientID) ?? "mock-client-id") : try settings.require(UPSSettings.clientID)
        if mock || !requireSecret {
            clientSecret = try settings.value(UPSSettings.clientSecret) ?? "mock-client-secret"
        } else {
            clientSecret = try settings.require(UPSSettings.clientSecret)
        }
        merchantID = try settings.value(UPSSettings.merchantID)
    }

    /// `base64(client_id:client_secret)`, as HTTP Basic sends it.
    var basicValue: String { Base64.encode(Array("\(clientID):\(clientSecret)".utf8)) }

    /// The token cache key: environment, client id and merchant id, so switching any of them never
    /// reuses another's token.
    /// Keyed as every session is (`LoginSession.key`): the environment first, then the client and merchant.
    func cacheKey(environment: String) -> String {
        LoginSession.key(environment: environment, parts: [clientID, merchantID ?? ""])
    }
}
