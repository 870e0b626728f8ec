import ToolkitFloor

/// How one service wraps what its mock answers: the success envelope and the error envelope (a list
/// page's shape is its `PageScheme`'s). The routes and the data are service-neutral; this is where a tool says
/// `{"success":true,"data":…}` or `{"error":{"code","message","correlationId"}}`.
public protocol MockDialect: Sendable {
    /// The body of a successful answer carrying `data`.
    func success(_ data: JSONValue, store: MockStore) -> JSONValue
    /// The body of an error answer.
    func failure(_ failure: MockFailure, store: MockStore) -> JSONValue
}
