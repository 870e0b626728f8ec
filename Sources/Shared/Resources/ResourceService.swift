/// Where a tool's resources live: how a command opens its session (the service's credentials, a cache
/// in front of it) and the path every resource's request starts with (RepairMinder's `/api`).
public struct ResourceService: Sendable {
    public var root: [PathSegment]
    public var open: @Sendable (CommandContext) async throws -> ServiceSession

    public init(root: [PathSegment] = [], open: @escaping @Sendable (CommandContext) async throws -> ServiceSession) {
        self.root = root
        self.open = open
    }

    /// The GET of `request` in `session`, carrying the kind of record its answer holds, which completion's
    /// reader of answers files its values under (`ServiceDefinition.seenValues`).
    public func get(_ request: ResourceRequest, kind: String, in session: ServiceSession) -> HTTPRequest {
        var sent = HTTPRequest(
            method: .get, url: session.url(PathSegment.path(root + request.segments), query: request.presentQuery))
        sent.recordKind = kind
        return sent
    }
}
