import FoundationEssentials
import Shared

/// `repairminder auth status`: which credential API requests would carry, whose it is, and until when.
enum AuthStatusCommand {
    static let spec = CommandSpec(
        "status", abstract: "Show who is signed in, with which credential, and until when.",
        discussion: "The credential is REPAIRMINDER_TOKEN when set, else the saved session (renewed when 60 s or "
            + "less remain). Exit 0 when a credential is at hand or could be renewed without a person, 77 otherwise. "
            + "Never prints a token. With -q nothing is printed but errors: made for cron.",
        examples: [Example("repairminder auth status -q || repairminder auth login", "Sign in only when needed.")],
        action: run)

    static func run(_ context: CommandContext) async throws -> ExitCode {
        let login = try RepairminderLogin.open(context)
        let now = context.environment.now()
        var record: JSONObject = ["environment": .string(login.environment), "host": .string(login.session.host)]
        if let token = try context.settings.value(RepairminderSettings.token) {
            record["source"] = .string("REPAIRMINDER_TOKEN")
            if let expiry = JWT.expiry(of: token).map({ Date(timeIntervalSince1970: Double($0)) }) {
                add(expiry, to: &record, now: now)
                if expiry <= now {
                    throw ToolError(
                        .notPermitted, "REPAIRMINDER_TOKEN expired at \(ISO8601DateTime.format(expiry))",
                        hints: ["Set a current token, or unset it to use 'repairminder auth login'."])
                }
            }
        } else {
            let provider = try login.signedInProvider()
            let cached = await provider.currentToken()
            let token = try await provider.token(rejecting: nil)
            let user = token.details["user"]
            record["source"] = .string("session")
            record["email"] = token.details["email"] ?? user?["email"] ?? .null
            record["name"] = user?["name"] ?? .null
            record["userId"] = user?["id"] ?? .null
            record["token"] = .string(cached == token ? "saved" : (cached == nil ? "new" : "renewed"))
            add(token.expiresAt, to: &record, now: now)
            record["session"] = .string(login.location)
        }
        if !context.isQuiet { try context.output().print(.object(record)) }
        return .success
    }

    private static func add(_ expiry: Date?, to record: inout JSONObject, now: Date) {
        guard let expiry else { return }
        record["expiresAt"] = .string(ISO8601DateTime.format(expiry))
        record["expiresIn"] = .integer(Int(expiry.timeIntervalSince(now)))
    }
}
