import ToolkitFloor
/// A `--mock-dir` file name with `{name}` placeholders, each standing for one path segment:
/// `get_api_orders_{id}` answers `GET /api/orders/17` and `GET /api/orders/ord_x1`, but not
/// `GET /api/orders` or `GET /api/orders/17/notes`.
///
/// The name is read as the derived name is made (`FixtureName.derived`): the method, then the words of
/// the path, `_` between them. A placeholder is a word of its own (`{id}`, between underscores or at the
/// end) and takes one whole segment of the path, whatever its characters; the literal words must be the
/// derived name's words around it. A placeholder never takes an empty segment, `.` or `..`, as sent or
/// percent-decoded: they are no identifiers (`PathSegment` refuses them) and a server resolves them away.
/// The value a placeholder took is not used to find a file, so no path can lead out of the directory.
public struct FixtureNamePattern: Sendable, Hashable, CustomStringConvertible {
    /// The file's name without `.json`, placeholders as written: `get_api_orders_{id}`.
    public let name: String
    private let method: String
    private let words: [Word]

    private enum Word: Sendable, Hashable {
        case literal(String)
        case placeholder
    }

    /// nil when `name` holds no placeholder, or is not a valid pattern: words of letters, digits and `-`
    /// between underscores, with `{name}` placeholders (a name of letters, digits, `_` and `-`) as words
    /// of their own, never the method's.
    public init?(_ name: String) {
        // Split at the `_` outside braces: `{order_id}` is one word.
        var parts: [String] = [""]
        var open = false
        for character in name {
            switch character {
            case "{":
                guard !open else { return nil }
                open = true
                parts[parts.count - 1].append(character)
            case "}":
                guard open else { return nil }
                open = false
                parts[parts.count - 1].append(character)
            case "_" where !open:
                parts.append("")
            default:
                parts[parts.count - 1].append(character)
            }
        }
        guard !open, parts.count >= 2, FixtureName.isValid(parts[0]), !parts[0].contains("-") else { return nil }
        var words: [Word] = []
        for part in parts.dropFirst() {
            if part.hasPrefix("{"), part.hasSuffix("}"), part.count > 2 {
                guard FixtureName.isValid(String(part.dropFirst().dropLast())) else { return nil }
                words.append(.placeholder)
            } else {
                guard FixtureName.isValid(part) else { return nil }
                words.append(.literal(part.lowercased()))
            }
        }
        guard words.contains(.placeholder) else { return nil }
        self.name = name
        method = parts[0].lowercased()
        self.words = words
    }

    public var description: String { name }

    /// How many segments the placeholders take: the fewer, the more specific the pattern.
    public var placeholderCount: Int { words.filter { $0 == .placeholder }.count }

    /// Whether this pattern names `request` (its method and percent-encoded path; the query is ignored).
    public func matches(_ request: HTTPRequest) -> Bool {
        matches(method: request.method, path: request.url.path(percentEncoded: true))
    }

    public func matches(method requestMethod: HTTPMethod, path: String) -> Bool {
        guard requestMethod.rawValue.lowercased() == method else { return false }
        var pathOnly = Substring(path)
        if let cut = pathOnly.firstIndex(where: { $0 == "?" || $0 == "#" }) { pathOnly = pathOnly[..<cut] }
        let segments = pathOnly.split(separator: "/")
        // A placeholder takes at least one segment: a long path cannot be matched by a short pattern.
        guard segments.count >= placeholderCount, segments.count <= 512 else { return false }
        let segmentWords = segments.map { FixtureName.sanitize($0).split(separator: "_").map(String.init) }
        let takeable = segments.map(Self.isIdentifier)
        var failed: Set<[Int]> = []

        // Pattern word `p`, segment `s`, word `w` of that segment: whether the rest matches.
        func match(_ p: Int, _ s: Int, _ w: Int) -> Bool {
            if failed.contains([p, s, w]) { return false }
            let result: Bool
            if s < segments.count, w == segmentWords[s].count, w > 0 {
                result = match(p, s + 1, 0)
            } else if p == words.count {
                // Only segments without words (a sanitized `-`) may be left over, as the derived name drops them.
                result = (s..<segments.count).allSatisfy { segmentWords[$0].isEmpty } && (s == segments.count || w == 0)
            } else {
                switch words[p] {
                case .placeholder:
                    result = s < segments.count && w == 0 && takeable[s] && match(p + 1, s + 1, 0)
                case .literal(let literal):
                    if s < segments.count, w < segmentWords[s].count, segmentWords[s][w] == literal {
                        result = match(p + 1, s, w + 1)
                    } else if s < segments.count, segmentWords[s].isEmpty {
                        result = match(p, s + 1, 0)
                    } else {
                        result = false
                    }
                }
            }
            if !result { failed.insert([p, s, w]) }
            return result
        }
        return match(0, 0, 0)
    }

    /// What a placeholder may stand for: a segment that is an identifier, as `PathSegment` sends one.
    static func isIdentifier(_ segment: Substring) -> Bool {
        let decoded = PercentEncoding.decodeLeniently(segment, plusIsSpace: false)
        return !decoded.isEmpty && decoded != "." && decoded != ".."
    }
}
