import ToolkitFloor

/// One route of a tool's mock service: a method and path pattern, and the handler that answers it from
/// the run's `MockStore`. Handlers answer values (`MockAnswer`) or throw a `MockFailure`; the service's
/// `MockDialect` turns either into the service's own wire format.
public struct MockRoute: Sendable, CustomStringConvertible {
    public typealias Handler = @Sendable (MockRequest, MockStore) throws(MockFailure) -> MockAnswer

    public let method: HTTPMethod
    public let pattern: PathPattern
    /// What the route answers, in a few words, for the route listing.
    public let summary: String
    let handler: Handler

    public init(_ method: HTTPMethod, _ pattern: String, _ summary: String, handler: @escaping Handler) {
        self.method = method
        self.pattern = PathPattern(pattern)
        self.summary = summary
        self.handler = handler
    }

    public var description: String { "\(method.rawValue) \(pattern): \(summary)" }

    /// The most specific route matching `request` (the first registered among equals), with its captures.
    static func match(_ request: HTTPRequest, in routes: [MockRoute]) -> (route: MockRoute, captures: [String: String])? {
        var best: (route: MockRoute, captures: [String: String])?
        for route in routes where route.method == request.method {
            guard let captures = route.pattern.match(request) else { continue }
            if let current = best, current.route.pattern.specificity >= route.pattern.specificity { continue }
            best = (route, captures)
        }
        return best
    }
}
