/// What a tool's `MockChanges` reads of a request: its path and its query items, decoded.
public struct MockPollQuery: Sendable {
    public var path: String
    public var items: [String: String]

    public init(_ request: HTTPRequest) {
        path = request.url.path
        var items: [String: String] = [:]
        for pair in (request.url.query ?? "").split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard let name = parts.first else { continue }
            items[PercentEncoding.decodeLeniently(name, plusIsSpace: true)] = parts.count > 1 ? PercentEncoding.decodeLeniently(parts[1], plusIsSpace: true) : ""
        }
        self.items = items
    }

    /// The path's segments after `prefix` (`/api/orders/ord_1` after `/api` → `["orders", "ord_1"]`).
    public func segments(after prefix: String) -> [String]? {
        guard path.hasPrefix(prefix) else { return nil }
        return path.dropFirst(prefix.count).split(separator: "/").map(String.init)
    }
}
