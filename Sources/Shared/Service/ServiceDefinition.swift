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
    /// How `api --paginate` follows the service's pages; nil for a service that does not page.
    public var paging: APIPaging?
    /// The values a successful answer holds that completion offers later (ids with a label, statuses), from
    /// the request and the answer's payload; nil for a service whose answers hold none.
    public var seenValues: (@Sendable (HTTPRequest, JSONValue) -> [SeenValue])?

    public init(
        profile: ServiceProfile,
        failure: @escaping @Sendable (HTTPResponse, ServiceSession) -> any Error = {
            APIError.unexpectedBody($0, host: $1.host)
        },
        unwrap: @escaping @Sendable (JSONValue) throws -> JSONValue = { $0 }, paging: APIPaging? = nil,
        seenValues: (@Sendable (HTTPRequest, JSONValue) -> [SeenValue])? = nil
    ) {
        self.profile = profile
        self.failure = failure
        self.unwrap = unwrap
        self.paging = paging
        self.seenValues = seenValues
    }
}
