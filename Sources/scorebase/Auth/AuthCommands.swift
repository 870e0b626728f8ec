import Shared

/// `scorebase auth login|status|token|refresh|logout`, built by Shared from `ScorebaseLogin`.
enum AuthCommands {
    static let spec = CommandSpec(
        "auth", abstract: "Sign in to Cognito, and check, print, refresh or forget the session.",
        discussion: "API requests carry the signed-in user's access token as 'Authorization: Bearer', refreshed "
            + "when 60 s or less remain and once after a 401.",
        subcommands: [login, status, token, AuthRefreshCommand.spec, logout])

    static let login = Shared.AuthCommands.login(
        ScorebaseLogin.self,
        .init(
            "Sign in to the Cognito user pool and save the session.",
            discussion: "Signs in with USER_PASSWORD_AUTH, or USER_SRP_AUTH with --flow srp, and saves the session "
                + "(access, ID and refresh token) under $XDG_STATE_HOME/scorebase/sessions/, one per environment, pool, "
                + "app client and user; this user becomes the one later commands act for. With "
                + "SCOREBASE_COGNITO_CLIENT_SECRET set, every call carries SECRET_HASH. When Cognito asks for a new "
                + "password (an account made with a temporary one), it is asked for twice with echo off, or read with "
                + "--new-password-stdin. Under --mock the users mock-new-password, mock-unconfirmed, mock-reset, "
                + "mock-throttled, mock-wrong-password and mock-unknown act out each outcome.",
            examples: [
                Example("scorebase auth login --username coach@example.com", "Sign in; the password is asked for."),
                Example(
                    "printf '%s\\n' \"$PASSWORD\" | scorebase auth login -u coach@example.com --password-stdin --flow srp",
                    "Sign in from a script, without sending the password."),
                Example("scorebase --mock auth login -u mock-new-password", "See the new-password challenge in mock mode."),
            ]),
        options: [
            ScorebaseLogin.usernameOption.spec, LoginPassword.passwordStdin.spec, ScorebaseLogin.flow.spec,
            ScorebaseLogin.newPasswordStdin.spec,
        ])

    static let status = Shared.AuthCommands.status(
        ScorebaseLogin.self,
        .init(
            "Show who is signed in, their tenant, and when the access token expires.",
            discussion: "Refreshes the access token first when 60 s or less remain. Exit 0 when a valid token is at "
                + "hand or could be refreshed without a person, 77 otherwise. With -q nothing is printed but errors.",
            examples: [Example("scorebase auth status -q || scorebase auth login", "Sign in only when needed.")]))
        .showing(.record, AuthStatusShape.record(adding: [
            .text("pool", help: "The Cognito user pool."), .text("client", help: "The app client."),
            .text("login", help: "The user name signed in with."), .text("username", help: "Cognito's user name."),
            .text("userId"), .text("tenant"),
        ]))

    /// The one place scorebase prints a secret, because that is what it is asked for.
    static let token = Shared.AuthCommands.token(
        ScorebaseLogin.self,
        .init(
            "Print a valid access token (refreshing the session if needed) and a newline.",
            discussion: "Exit 77 when no one is signed in or the session cannot be refreshed.",
            examples: [
                Example(
                    "curl -H \"Authorization: Bearer $(scorebase auth token)\" https://api.scorebase.com/v1/leagues",
                    "Use the token with another tool."),
                Example("scorebase auth token --id | cut -d. -f2 | base64 -d 2>/dev/null | jq .", "Read the ID token's claims."),
            ]),
        options: [ScorebaseLogin.idToken.spec])

    /// Revokes the refresh token at Cognito (`RevokeToken`) and forgets the session, even when the
    /// revocation fails (no network, a pool that does not allow it, an emulator without it): a warning says
    /// so, since the token then stays valid at Cognito until it expires.
    static let logout = Shared.AuthCommands.logout(
        ScorebaseLogin.self,
        .init(
            "Revoke the refresh token and forget the session of the current user.",
            discussion: "Other users' and environments' sessions stay. The league ids kept for completion in this "
                + "environment are forgotten too.",
            examples: [Example("scorebase auth logout", "Sign out.")]))
}
