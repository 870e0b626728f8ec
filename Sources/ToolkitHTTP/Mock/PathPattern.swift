import ToolkitFloor
/// A request path pattern for mock routes: `/api/orders/{id}`, `/v1/products/*`, `/files/**`, optionally
/// with query items the request must carry (`/api/orders?status=open`).
///
/// Matching is segment by segment against the percent-encoded path as sent, so an encoded `/` (`%2F`)
/// inside a serial stays inside its segment. Literal segments match either the encoded or the decoded
/// text; `{name}` matches one segment and captures it (decoded); `*` matches one segment; `**` as the
/// last segment matches whatever remains, even nothing. Empty segments (a doubled or trailing `/`) are
/// ignored. The query is ignored unless the pattern names query items; then each must be present with
/// that (decoded) value, or with any value when the pattern's value is `*`. Extra query items are fine.
public struct PathPattern: Sendable, Hashable, CustomStringConvertible {
    /// One `/`-separated piece of a pattern.
    public enum Segment: Sendable, Hashable {
        case literal(String)
        case capture(String)
        case wildcard
        case rest
    }

    /// The path pattern, segment by segment.
    public let segments: [Segment]
    /// Query items the request must carry, in the order written.
    public let query: [QueryItem]

    /// A query item, decoded (`+` as a space).
    public struct QueryItem: Sendable, Hashable {
        public var name: String
        public var value: String
    }

    /// Parses `/api/orders/{id}`; a `?a=1&b=2` suffix and `query` both add required query items.
    public init(_ text: String, query: [String: String] = [:]) {
        var pathText = Substring(text)
        var items: [QueryItem] = []
        if let question = text.firstIndex(of: "?") {
            pathText = text[..<question]
            items = Self.queryItems(String(text[text.index(after: question)...]))
        }
        items += query.sorted { $0.key < $1.key }.map { QueryItem(name: $0.key, value: $0.value) }
        self.query = items
        segments = pathText.split(separator: "/").map { part in
            if part == "*" { return .wildcard }
            if part == "**" { return .rest }
            if part.hasPrefix("{"), part.hasSuffix("}"), part.count > 2 {
                return .capture(String(part.dropFirst().dropLast()))
            }
            return .literal(String(part))
        }
    }

    /// The pattern as written: `/api/orders/{id}?status=open`.
    public var description: String {
        let path = "/" + segments.map { segment in
            switch segment {
            case .literal(let text): text
            case .capture(let name): "{\(name)}"
            case .wildcard: "*"
            case .rest: "**"
            }
        }.joined(separator: "/")
        if query.isEmpty { return path }
        return path + "?" + query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
    }

    /// How specific the pattern is, so `/v1/products/list` wins over `/v1/products/{id}` whatever the
    /// order the routes were registered in: literal segments first, then required query items.
    public var specificity: Int {
        let literals = segments.reduce(0) { count, segment in
            if case .literal = segment { return count + 1 }
            return count
        }
        let fixed = segments.count - (segments.last == .rest ? 1 : 0)
        return literals * 10_000 + fixed * 100 + query.count
    }

    /// The captures when `path` (percent-encoded, without the query) and `query` (the raw query string,
    /// without `?`) match; nil otherwise.
    public func match(path: String, query rawQuery: String?) -> [String: String]? {
        let parts = path.split(separator: "/")
        var captures: [String: String] = [:]
        var index = 0
        for segment in segments {
            if segment == .rest { index = parts.count; break }
            guard index < parts.count else { return nil }
            let part = parts[index]
            switch segment {
            case .literal(let text):
                guard part == text || Self.decode(part) == text else { return nil }
            case .capture(let name):
                captures[name] = Self.decode(part)
            case .wildcard, .rest:
                break
            }
            index += 1
        }
        guard index == parts.count else { return nil }
        guard !query.isEmpty else { return captures }
        let sent = Self.queryItems(rawQuery ?? "")
        for required in query {
            let found = sent.contains { item in
                item.name == required.name && (required.value == "*" || item.value == required.value)
            }
            guard found else { return nil }
        }
        return captures
    }

    /// Matches a request's URL; see `match(path:query:)`.
    public func match(_ request: HTTPRequest) -> [String: String]? {
        match(path: request.url.path(percentEncoded: true), query: request.url.query(percentEncoded: true))
    }

    /// `a=1&b=x%20y` → decoded items in order; `+` is a space, as forms and most services treat it.
    public static func queryItems(_ text: String) -> [QueryItem] {
        text.split(separator: "&").map { pair in
            guard let equals = pair.firstIndex(of: "=") else {
                return QueryItem(name: decode(pair, plusIsSpace: true), value: "")
            }
            return QueryItem(
                name: decode(pair[..<equals], plusIsSpace: true),
                value: decode(pair[pair.index(after: equals)...], plusIsSpace: true))
        }
    }

    /// Percent-decoding that keeps a malformed escape as written instead of failing.
    static func decode(_ text: Substring, plusIsSpace: Bool = false) -> String {
        PercentEncoding.decodeLeniently(text, plusIsSpace: plusIsSpace)
    }
}
