import FoundationEssentials
import Shared

/// Where the Firebase Authentication REST calls go: Google's hosts, or a local emulator named by
/// `FIREBASE_AUTH_EMULATOR_HOST`, and the web API key every call carries as `?key=`.
///
/// The emulator convention (what the Firebase SDKs do): the value is `host:port` with no scheme, spoken to
/// over plain http, with the production host kept as the first path segment:
/// `http://HOST:PORT/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=K`.
struct FirebaseEndpoints: Sendable, Equatable {
    static let identityToolkitHost = "identitytoolkit.googleapis.com"
    static let secureTokenHost = "securetoken.googleapis.com"
    /// The emulator accepts any non-empty key, as the Firebase SDKs' own emulator samples show.
    static let emulatorPlaceholderKey = "fake-api-key"
    /// Under `--mock` nothing leaves the process, so no key is needed.
    static let mockPlaceholderKey = "mock-api-key"

    var apiKey: String
    /// `host:port` of an emulator, or nil for Google's servers.
    var emulatorHost: String?

    /// `POST …/v1/accounts:signInWithPassword?key=K`
    var signInURL: HTTPURL { url(host: Self.identityToolkitHost, path: "/v1/accounts:signInWithPassword") }

    /// `POST …/v1/token?key=K`
    var refreshURL: HTTPURL { url(host: Self.secureTokenHost, path: "/v1/token") }

    private func url(host: String, path: String) -> HTTPURL {
        let base = emulatorHost.map { "http://\($0)/\(host)" } ?? "https://\(host)"
        // Both strings are checked when the endpoints are made, so the URL always parses.
        return HTTPURL(string: base + path + "?key=" + PercentEncoding.query(apiKey))!
    }

    /// The endpoints for `context`: the emulator host, checked, and the API key from
    /// `TRACEWISE_FIREBASE_API_KEY` — required against Google's servers (exit 78 naming the setting), a
    /// placeholder when unset under `--mock` or with an emulator.
    static func resolve(_ context: CommandContext, isMock: Bool) throws -> FirebaseEndpoints {
        let emulator = try emulatorHost(context)
        let settings = context.settings
        let key: String
        if let configured = try settings.value(TracewiseSettings.firebaseAPIKey) {
            key = configured
        } else if isMock {
            key = mockPlaceholderKey
        } else if emulator != nil {
            key = emulatorPlaceholderKey
        } else {
            throw ConfigError.missing(TracewiseSettings.firebaseAPIKey.spec.name, tool: context.tool.name)
        }
        return FirebaseEndpoints(apiKey: key, emulatorHost: emulator)
    }

    /// `FIREBASE_AUTH_EMULATOR_HOST`, checked: `host:port` without a scheme or path, on this machine.
    ///
    /// The emulator speaks plain http and sign-in sends the password in the body, so an emulator on
    /// another machine would put the password and tokens on the wire in clear text. As for API base
    /// URLs (docs/http.md), only loopback hosts are allowed; anything else is refused with exit 78.
    static func emulatorHost(_ context: CommandContext) throws(ConfigError) -> String? {
        guard let value = try context.settings.value(TracewiseSettings.emulatorHost) else { return nil }
        let name = TracewiseSettings.emulatorHost.spec.name
        let example = "Give host:port without a scheme, e.g. \(name)=127.0.0.1:9099."
        guard !value.contains("/"), !value.contains("?"), !value.contains("@"),
              let url = HTTPURL(string: "http://\(value)"), let host = url.host(), !host.isEmpty,
              let port = url.port, (1...65535).contains(port)
        else {
            throw ConfigError("\(name) is not host:port: '\(value)'", hints: [example])
        }
        guard CredentialGuard.isLoopback(host) else {
            throw ConfigError(
                "refusing to send a password and tokens over plain http:// to the Firebase Auth emulator at \(host)",
                hints: ["The emulator must run on this machine: localhost, 127.0.0.0/8 or ::1."])
        }
        return value
    }
}
