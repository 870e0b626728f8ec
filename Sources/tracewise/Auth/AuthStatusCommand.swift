import FoundationEssentials
import Shared

/// `tracewise auth status`: which credential API requests would carry, whose it is, and until when.
enum AuthStatusCommand {
    static let spec = CommandSpec(
        "status", abstract: "Show who is signed in, with which credential, and until when.",
        discussion: "The credential is TRACEWISE_ID_TOKEN when set, else the saved session (refreshed when 60 s "
            + "or less remain), else TRACEWISE_API_KEY alone. Exit 0 when a valid credential is at hand or could "
            + "be refreshed without a person, 77 otherwise (not signed in, session ended, ID token expired). "
            + "Never prints a token. With -q nothing is printed but errors: made for cron.",
        examples: [Example("tracewise auth status -q || tracewise auth login", "Sign in only when needed.")],
        action: run)

    static func run(_ context: CommandContext) async throws -> ExitCode {
        let login = try FirebaseLogin(try ServiceSession(context, service: TracewiseService.definition))
        let settings = context.settings
        let now = context.environment.now()
        var record = JSONObject()
        record["environment"] = .string(login.environment)
        if let host = login.emulatorHost { record["emulator"] = .string(host) }
        let hasAPIKey = try settings.value(TracewiseSettings.apiKey) != nil
        record["apiKey"] = .bool(hasAPIKey)
        var failure: (any Error)?

        if let idToken = try settings.value(TracewiseSettings.idToken) {
            record["source"] = .string("TRACEWISE_ID_TOKEN")
            let claims = (try? JWT.payload(of: idToken))?.objectValue ?? JSONObject()
            record["email"] = claims["email"] ?? .null
            record["uid"] = claims["user_id"] ?? claims["sub"] ?? .null
            let expiry = JWT.expiry(of: idToken).map { Date(timeIntervalSince1970: Double($0)) }
            add(expiry, to: &record, now: now)
            if let expiry, expiry <= now {
                failure = ToolError(
                    .notPermitted, "TRACEWISE_ID_TOKEN expired at \(ISO8601DateTime.format(expiry))",
                    hints: ["Set a fresh ID token, or unset it to use the saved session."])
            }
        } else if login.saved != nil || login.isMock {
            let provider = login.provider()
            let cached = await provider.currentToken()
            let token = try await provider.token(rejecting: nil)
            record["source"] = .string("session")
            record["email"] = token.details["email"] ?? .null
            record["uid"] = token.details["uid"] ?? .null
            record["token"] = .string(cached == token ? "saved" : (cached == nil ? "new" : "refreshed"))
            add(token.expiresAt, to: &record, now: now)
        } else if hasAPIKey {
            record["source"] = .string("api-key")
        } else {
            throw FirebaseLogin.notSignedIn(login.displayName)
        }
        if !context.isQuiet { try context.output().print(.object(record)) }
        if let failure { throw failure }
        return .success
    }

    private static func add(_ expiry: Date?, to record: inout JSONObject, now: Date) {
        guard let expiry else { return }
        record["expiresAt"] = .string(ISO8601DateTime.format(expiry))
        record["expiresIn"] = .integer(Int(expiry.timeIntervalSince(now)))
    }
}
