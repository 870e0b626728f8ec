import FoundationEssentials
import Shared

/// `upsctl auth status|token|logout` (docs/usage.md, "Signing in").
enum UPSAuthCommands {
    static let spec = CommandSpec(
        "auth", abstract: "Check, print or forget the OAuth access token.",
        subcommands: [
            CommandSpec(
                "status", abstract: "Show the client id, environment and token expiry; get a token if none is cached.",
                discussion: "Exit 0 when a valid token is cached or could be obtained with the configured client "
                    + "credentials, 77 when UPS rejects them, 78 when they are not set. Never prints the token: "
                    + "made for cron (`upsctl auth status -q`).",
                examples: [Example("upsctl auth status -q || echo 'UPS credentials need attention'", "A cron check.")],
                action: status)
                .showing(.record, AuthStatusShape.record(adding: [.text("clientId"), .text("merchantId")])),
            CommandSpec(
                "token", abstract: "Print a valid access token (fetching one if needed) and a newline.",
                examples: [
                    Example(
                        "curl -H \"Authorization: Bearer $(upsctl auth token)\" https://onlinetools.ups.com/api/…",
                        "Use the token with another tool."),
                ],
                action: token).printingRawText(),
            CommandSpec(
                "logout", abstract: "Forget the cached token for the selected environment and client.",
                discussion: "Also forgets the postal codes kept for completion in this environment.",
                examples: [Example("upsctl --env cie auth logout", "Forget the test environment's token of this client.")],
                action: logout),
        ])

    static func status(_ context: CommandContext) async throws -> ExitCode {
        let session = try ServiceSession(context, service: UPSService.definition)
        let credentials = try UPSCredentials(session)
        let provider = try UPSService.tokenProvider(session, credentials: credentials)
        let cached = await provider.currentToken()
        let now = context.environment.now()
        let token = try await provider.token(rejecting: nil)
        let reused = cached == token && cached?.isValid(at: now) == true
        var record = JSONObject()
        record["environment"] = .string(session.environment)
        record["clientId"] = .string(credentials.clientID)
        record["merchantId"] = credentials.merchantID.map(JSONValue.string) ?? .null
        record["token"] = .string(reused ? "cached" : "new")
        record.addExpiry(token.expiresAt, now: now)
        if !context.isQuiet { try context.output().print(.object(record)) }
        return .success
    }

    static func token(_ context: CommandContext) async throws -> ExitCode {
        let (_, provider) = try UPSService.open(context)
        if context.isDryRun {
            // A dry run fetches no token and prints none: only whether one is at hand.
            let held = await provider.heldToken() != nil
            context.stdout.write((held ? Redactor.mask : DryRunTransport.notSignedIn) + "\n")
            return .success
        }
        let token = try await provider.token(rejecting: nil)
        context.stdout.write(token.value + "\n")
        return .success
    }

    /// Forgetting a token needs the key it is saved under (environment, client id, merchant id), not the
    /// secret.
    static func logout(_ context: CommandContext) async throws -> ExitCode {
        let session = try ServiceSession(context, service: UPSService.withoutRequests)
        let credentials = try UPSCredentials(session, requireSecret: false)
        if context.isDryRun {
            context.note("--dry-run: would forget the \(session.environment) token for client \(credentials.clientID); "
                + "nothing was changed")
            return .success
        }
        // Forgetting sends nothing: the token goes whatever origin it was saved for.
        try await session.tokenStore(.cache("tokens")).remove(key: credentials.cacheKey(environment: session.environment))
        try session.seenValueStore.clear()
        context.note("forgot the \(session.environment) token for client \(credentials.clientID)")
        return .success
    }
}
