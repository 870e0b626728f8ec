/// What a tool declares once about the service it talks to: its fixtures and headers (`ServiceProfile`),
/// how an unsuccessful answer reads (its error envelope, with the request or correlation id it carries),
/// and what a successful JSON answer means (an envelope's `data`). `ServiceSession` applies both to every
/// request, so no command checks a status or reads an envelope itself.
public struct ServiceDefinition: Sendable {
    public var profile: ServiceProfile
    /// The error an unsuccessful answer means, in the service's words; the session gives the host and the
    /// environment (UPS adds a hint for its test environment).
    public var failure: @Sendable (_ response: HTTPResponse, _ session: ServiceSession) -> any Error
    /// The payload of a successful JSON answer; an envelope with `success: false` throws here.
    public var unwrap: @Sendable (JSONValue) throws -> JSONValue
    /// How the service pages its lists, read by list commands, `api --paginate` and the mock service;
    /// `.whole` for a service that does not page.
    public var paging: PageScheme
    /// A note said once on stderr (not under `-q`) by every run that talks to an environment, by its name:
    /// UPS's `cie` answers from a test system that knows New York and California only. Not under `--mock`,
    /// which talks to no environment.
    public var environmentNotes: [String: String]
    /// The values a successful answer holds that completion offers later (ids with a label, statuses), from
    /// the request and the answer's payload; nil for a service whose answers hold none.
    public var seenValues: (@Sendable (HTTPRequest, JSONValue) -> [SeenValue])?

    public init(
        profile: ServiceProfile,
        failure: @escaping @Sendable (HTTPResponse, ServiceSession) -> any Error = {
            APIError.unexpectedBody($0, host: $1.host)
        },
        unwrap: @escaping @Sendable (JSONValue) throws -> JSONValue = { $0 }, paging: PageScheme = .whole,
        environmentNotes: [String: String] = [:], seenValues: (@Sendable (HTTPRequest, JSONValue) -> [SeenValue])? = nil
    ) {
        self.profile = profile
        self.failure = failure
        self.unwrap = unwrap
        self.paging = paging
        self.environmentNotes = environmentNotes
        self.seenValues = seenValues
    }

    /// What a run in `environment` says once (`environmentNotes`): nothing under `--mock`.
    public func note(for environment: String, isMock: Bool) -> String? {
        isMock ? nil : environmentNotes[environment]
    }
}
