import ToolkitFloor

/// What a mock route's handler sees of a request: the path's captures and the query, decoded, and the
/// body as JSON (or as a form), so a handler reads values, never raw bytes.
public struct MockRequest: Sendable {
    public let request: HTTPRequest
    /// The route pattern's `{name}` segments, decoded.
    public let captures: [String: String]
    /// The query items in the order sent, decoded.
    public let queryItems: [PathPattern.QueryItem]

    public init(_ request: HTTPRequest, captures: [String: String]) {
        self.request = request
        self.captures = captures
        queryItems = PathPattern.queryItems(request.url.query(percentEncoded: true) ?? "")
    }

    public var method: HTTPMethod { request.method }

    /// A capture the route declares (empty when the pattern has no such name: a route's own mistake).
    public subscript(capture name: String) -> String { captures[name] ?? "" }

    /// The first value of query item `name`; nil when it was not sent or was sent empty, as services
    /// treat `?status=` like no filter.
    public func query(_ name: String) -> String? {
        guard let value = queryItems.first(where: { $0.name == name })?.value, !value.isEmpty else { return nil }
        return value
    }

    /// Query item `name` as a whole number; a value that is not one is the service's 400.
    public func integer(_ name: String) throws(MockFailure) -> Int? {
        guard let text = query(name) else { return nil }
        guard let value = Int(text) else { throw MockFailure.invalid("\(name) must be a whole number, not '\(text)'") }
        return value
    }

    /// The JSON body; a missing or malformed one is the service's 400.
    public func jsonBody() throws(MockFailure) -> JSONValue {
        guard let bytes = request.body, !bytes.isEmpty else { throw MockFailure.invalid("the request has no body") }
        guard let value = try? JSONParser.parse(bytes: bytes) else { throw MockFailure.invalid("the body is not valid JSON") }
        return value
    }

    /// The JSON body's object; anything else is the service's 400.
    public func objectBody() throws(MockFailure) -> JSONObject {
        guard let object = try jsonBody().objectValue else { throw MockFailure.invalid("the body is not a JSON object") }
        return object
    }

    /// A form body (`a=1&b=2`) as decoded items, for token endpoints.
    public var formItems: [PathPattern.QueryItem] {
        PathPattern.queryItems(String(decoding: request.body ?? [], as: UTF8.self))
    }

    /// Every identifier the request names, in its path captures and its query values: where the
    /// documented trouble ids are looked for.
    var identifiers: [String] { captures.values.sorted() + queryItems.map(\.value) }
}
