import ToolkitFloor

/// What a mock route's handler answers: data for the service's success envelope, a page of a list for its
/// list shape, or the built-in fixture of that name, for an answer whose shape is the service's own odd
/// one (an error only some inputs meet). Failures are thrown as `MockFailure`.
public enum MockAnswer: Sendable {
    case data(JSONValue, status: Int = 200)
    case page(MockPage)
    case fixture(String)

    /// `data` answered with 201 Created.
    public static func created(_ value: JSONValue) -> MockAnswer { .data(value, status: 201) }
}
