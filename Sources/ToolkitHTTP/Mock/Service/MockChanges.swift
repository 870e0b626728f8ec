import ToolkitFloor

/// How a tool's mock data changes from poll to poll of a live view (`--watch`, `--until` under `--mock`),
/// so both can be tried with no service: an order moves to its next status, a new event arrives. Each
/// change is a pure function of the request and how many times the run has asked it, so every run sees
/// the same changes (docs/mock-data/TOOL.md lists them).
public struct MockChanges: Sendable {
    /// The body of a successful answer to `request` asked for the `poll`-th time in this run (1: the
    /// first, which is left as it is).
    public var change: @Sendable (_ request: HTTPRequest, _ body: JSONValue, _ poll: Int) -> JSONValue

    public init(_ change: @escaping @Sendable (_ request: HTTPRequest, _ body: JSONValue, _ poll: Int) -> JSONValue) {
        self.change = change
    }

    /// No change: a service whose mock data stays as it is.
    public static let none = MockChanges { _, body, _ in body }
}

extension ServiceProfile {
    /// This profile, whose mock data changes as `changes` says under a live view.
    public func changingUnderWatch(_ changes: MockChanges) -> ServiceProfile {
        var profile = self
        profile.mockChanges = changes
        return profile
    }
}
