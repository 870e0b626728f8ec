import Shared

/// `scorebase auth login [--username U] [--password-stdin] [--flow password|srp] [--new-password-stdin]`.
enum AuthLoginCommand {
    enum Flow: String, CaseIterable, Sendable {
        case password, srp
    }

    static let username = OptionKey<String?>.value(
        "username", short: "u", valueName: "NAME", help: "Who signs in (also whose session later commands use).",
        setting: ScorebaseSettings.username.spec.name)
    static let flow = OptionKey<Flow?>.choice(
        "flow", of: Flow.self,
        help: "password sends the password to Cognito over TLS (USER_PASSWORD_AUTH); srp proves it without sending it (USER_SRP_AUTH, as Amplify does).",
        default: "password")

    static let spec = CommandSpec(
        "login", abstract: "Sign in to the Cognito user pool and save the session.",
        discussion: "Signs in with USER_PASSWORD_AUTH, or USER_SRP_AUTH with --flow srp, and saves the session "
            + "(access, ID and refresh token) under $XDG_STATE_HOME/scorebase/sessions/, one per environment, pool, "
            + "app client and user; this user becomes the one later commands act for. With "
            + "SCOREBASE_COGNITO_CLIENT_SECRET set, every call carries SECRET_HASH. When Cognito asks for a new "
            + "password (an account made with a temporary one), it is asked for twice with echo off, or read with "
            + "--new-password-stdin. Under --mock the users mock-new-password, mock-unconfirmed, mock-reset, "
            + "mock-throttled, mock-wrong-password and mock-unknown act out each outcome.",
        options: [username.spec, LoginSecrets.passwordStdin.spec, flow.spec, LoginSecrets.newPasswordStdin.spec],
        examples: [
            Example("scorebase auth login --username coach@example.com", "Sign in; the password is asked for."),
            Example(
                "printf '%s\\n' \"$PASSWORD\" | scorebase auth login -u coach@example.com --password-stdin --flow srp",
                "Sign in from a script, without sending the password."),
            Example("scorebase --mock auth login -u mock-new-password", "See the new-password challenge in mock mode."),
        ],
        action: run)

    static func run(_ context: CommandContext) async throws -> ExitCode {
        let session = try ServiceSession(context, service: ScorebaseService.definition)
        let login = try ScorebaseLogin(session)  // settings first: a missing client id before any password
        let user = try LoginIdentity(
            setting: ScorebaseSettings.username, option: "username", label: "User name",
            mockDefault: ScorebaseLogin.mockUsername
        ).read(context, isMock: login.isMock)
        let secrets = try LoginSecrets.read(context, username: user, isMock: login.isMock)
        context.secrets.add(secrets.password)
        context.secrets.add(secrets.newPassword)
        context.secrets.add(login.pool.clientSecret)
        var signIn = login.signIn()
        let io = context.environment.io, given = secrets.newPassword
        signIn.newPassword = { name in
            let password = try LoginSecrets.newPassword(io, given: given, username: name)
            context.secrets.add(password)
            return password
        }
        let token: AccessToken
        switch context.command[flow] ?? .password {
        case .password:
            token = try await signIn.withPassword(username: user, password: secrets.password)
        case .srp:
            var generator = SystemRandomNumberGenerator()
            token = try await signIn.withSRP(username: user, password: secrets.password, srp: CognitoSRP(using: &generator))
        }
        context.secrets.add(token.value)
        context.secrets.add(token.refreshToken)
        context.secrets.add(token.details["id_token"]?.stringValue)
        do {
            try await login.save(token, for: user)
        } catch {
            throw SessionNotSaved(host: login.session.host, location: login.location(for: user), error: error, tool: context.tool.name)
        }
        let tenant = token.details["tenant"]?.stringValue.map { ", tenant \($0)" } ?? ""
        context.note("signed in to \(login.environment) as \(user)\(tenant); session saved in \(login.location(for: user))")
        return .success
    }
}
