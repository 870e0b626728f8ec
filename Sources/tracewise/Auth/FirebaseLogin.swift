import FoundationEssentials
import Shared

/// tracewise's login: Firebase Authentication's email and password sign-in, its ID token renewed through
/// securetoken. Shared keeps the session (`LoginSession`); this adds Firebase's calls, the emulator, and
/// the settings that win over a session (TRACEWISE_ID_TOKEN, and TRACEWISE_API_KEY alone).
///
/// The session key is the environment, plus the emulator host when `FIREBASE_AUTH_EMULATOR_HOST` is set,
/// so an emulator login never replaces the real one. Each key holds one sign-in: signing in with another
/// email replaces it (the email is shown by `auth status`).
struct FirebaseLogin: LoginService {
    let login: LoginSession
    let emulatorHost: String?

    static let mockEmail = "ada@example.test"
    static let mockPassword = "mock-password"

    init(_ session: ServiceSession) throws {
        emulatorHost = try FirebaseEndpoints.emulatorHost(session.context)
        login = LoginSession(
            session, keyParts: emulatorHost.map { ["emulator=\($0)"] } ?? [],
            displayName: emulatorHost.map { "\(session.environment) (emulator \($0))" })
    }

    init(_ context: CommandContext) throws {
        try self.init(try ServiceSession(context, service: TracewiseService.definition))
    }

    func endpoints() throws -> FirebaseEndpoints { try FirebaseEndpoints.resolve(context, isMock: login.isMock) }

    private func auth() throws -> FirebaseAuthClient {
        FirebaseAuthClient(client: login.session.plainClient, endpoints: try endpoints(), now: context.environment.now)
    }

    // MARK: auth login

    /// A missing API key is reported before anyone types a password.
    func checkSignInSettings() throws { _ = try endpoints() }

    var identity: LoginIdentity {
        LoginIdentity(setting: TracewiseSettings.email, option: "email", label: "Email", mockDefault: Self.mockEmail)
    }

    var passwordSetting: SettingKey<String> { TracewiseSettings.password }
    /// The web API key goes with every sign-in and renewal.
    var credentialSettings: [SettingKey<String>] { [TracewiseSettings.firebaseAPIKey] }

    func signIn(as email: String) async throws -> AccessToken {
        let password = try await LoginPassword(
            setting: TracewiseSettings.password, loginArguments: "--email \(email)"
        ).read(context, account: email)
        var token = try await auth().signIn(email: email, password: password)
        // The fixtures answer with their own user; in mock mode the sign-in is the identity given.
        if token.details["email"] == nil || login.isMock { token.details["email"] = .string(email) }
        return token
    }

    func signedIn(as email: String, token: AccessToken) -> String {
        "signed in to \(login.displayName) as \(token.details["email"]?.stringValue ?? email)"
    }

    // MARK: renewal

    func renew(_ token: AccessToken) async throws -> AccessToken { try await auth().refresh(token) }

    /// Firebase's own words (expired, revoked, user gone) already say to sign in again.
    func sessionEnded(by error: any Error) -> (any Error & Sendable)? {
        guard let error = error as? FirebaseAuthError, error.endsSession else { return nil }
        return error
    }

    var renewalNote: String { "refreshing the ID token" }
    var mockAccount: String { Self.mockEmail }
    func mockSignIn() async throws -> AccessToken { try await auth().signIn(email: Self.mockEmail, password: Self.mockPassword) }

    func notSignedIn() -> ToolError {
        ToolError(
            .notPermitted, "not signed in to \(login.displayName)",
            hints: ["Run 'tracewise auth login', or set TRACEWISE_ID_TOKEN (CI) or TRACEWISE_API_KEY."])
    }

    // MARK: auth status, token, logout

    /// The credential API requests would carry: TRACEWISE_ID_TOKEN, else the session, else the API key alone.
    func status() async throws -> (record: JSONObject, failure: (any Error)?) {
        let settings = context.settings
        let now = context.environment.now()
        var record = JSONObject()
        record["environment"] = .string(login.environment)
        if let host = emulatorHost { record["emulator"] = .string(host) }
        let hasAPIKey = try settings.value(TracewiseSettings.apiKey) != nil
        record["apiKey"] = .bool(hasAPIKey)
        var failure: (any Error)?
        if let idToken = try settings.value(TracewiseSettings.idToken) {
            record["source"] = .string("TRACEWISE_ID_TOKEN")
            let claims = (try? JWT.payload(of: idToken))?.objectValue ?? JSONObject()
            record["email"] = claims["email"] ?? .null
            record["uid"] = claims["user_id"] ?? claims["sub"] ?? .null
            let expiry = JWT.expiry(of: idToken).map { Date(timeIntervalSince1970: Double($0)) }
            record.addExpiry(expiry, now: now)
            if let expiry, expiry <= now {
                failure = ToolError(
                    .notPermitted, "TRACEWISE_ID_TOKEN expired at \(ISO8601DateTime.format(expiry))",
                    hints: ["Set a fresh ID token, or unset it to use the saved session."])
            }
        } else if login.saved != nil || login.isMock {
            let (token, freshness) = try await sessionToken()
            record["source"] = .string("session")
            record["email"] = token.details["email"] ?? .null
            record["uid"] = token.details["uid"] ?? .null
            record["token"] = .string(freshness)
            record.addExpiry(token.expiresAt, now: now)
        } else if hasAPIKey {
            record["source"] = .string("api-key")
        } else {
            throw notSignedInHere()
        }
        return (record, failure)
    }

    /// TRACEWISE_ID_TOKEN when set, else the session's ID token.
    func printedToken() async throws -> String {
        if let idToken = try context.settings.value(TracewiseSettings.idToken) { return idToken }
        try requireTrustedSessionRoutes()
        guard login.saved != nil || login.isMock else {
            var error = notSignedInHere()
            if try context.settings.value(TracewiseSettings.apiKey) != nil {
                error.hints.insert("TRACEWISE_API_KEY is set, but an API key is not an ID token.", at: 0)
            }
            throw error
        }
        return try await login.provider(self).token(rejecting: nil).value
    }

    func signedOut(_ saved: AccessToken?) -> String {
        guard let saved else { return "no saved session for \(login.displayName)" }
        return "signed out of \(login.displayName)" + (saved.details["email"]?.stringValue.map { " (\($0))" } ?? "")
    }

    func afterSignOut() throws -> String? {
        try context.settings.value(TracewiseSettings.idToken) != nil
            ? "TRACEWISE_ID_TOKEN is still set, and requests will carry it" : nil
    }
}
