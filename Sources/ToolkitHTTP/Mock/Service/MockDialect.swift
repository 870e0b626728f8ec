import ToolkitFloor

/// How one service wraps what its mock answers: the success envelope, the shape of a list page, and the
/// error envelope. The routes and the data are service-neutral; this is where a tool says
/// `{"success":true,"data":…}` or `{"error":{"code","message","correlationId"}}`.
public protocol MockDialect: Sendable {
    /// The body of a successful answer carrying `data`.
    func success(_ data: JSONValue, store: MockStore) -> JSONValue
    /// The `data` of a page of a list (`{"items","pagination"}`, `{"items","nextPageToken","totalCount"}`).
    func page(_ page: MockPage) -> JSONValue
    /// The body of an error answer.
    func failure(_ failure: MockFailure, store: MockStore) -> JSONValue
}
