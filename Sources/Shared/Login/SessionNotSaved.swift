/// `auth login` signed in, but the session could not be written to disk (exit 74): the person must know
/// that the sign-in worked (the password and the second factor were right) and that the next command
/// will still find no session, and why.
public struct SessionNotSaved: CLIError {
    /// The API host of the session's environment.
    public var host: String
    /// Where the session was to be saved.
    public var location: String
    /// The file system's words (`/home/u/.local/state/TOOL/sessions: Not a directory`).
    public var reason: String
    public var tool: String

    public init(host: String, location: String, error: any Error, tool: String) {
        self.host = host
        self.location = location
        self.tool = tool
        reason = ErrorPhrase.of(error)
    }

    public var exitCode: ExitCode { .outputFailed }

    public var message: String { "signed in to \(host), but the session could not be saved: \(reason)" }

    public var hints: [String] {
        ["Make \(location) writable (it lives under $XDG_STATE_HOME, default ~/.local/state), then run '\(tool) auth login' again."]
    }
}
