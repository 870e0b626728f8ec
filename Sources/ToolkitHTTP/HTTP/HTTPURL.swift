/// An absolute or relative URL reference (RFC 3986), as the HTTP layer needs it: split into scheme,
/// authority, path, query and fragment, with references resolved against a base for redirects.
///
/// Not Foundation's `URL`: linking it brings Calendar, Locale, AttributedString, FileManager and the
/// property-list coders into every static binary (7.4 MB of a 6 MB "hello") and more pages to map at
/// every start, for what is here a string with five parts.
///
/// Strict like `URL(string:)`: spaces, control characters, non-ASCII, `"<>\^`{|}` and a `%` not followed
/// by two hex digits are refused (nil), so a typo in a base URL is an error, not a request somewhere odd.
/// Nothing is normalised: the text given is the text sent.
public struct HTTPURL: Sendable, Hashable, CustomStringConvertible {
    /// The whole reference, exactly as given or as resolved.
    public let absoluteString: String
    private let parts: Parts

    public init?(string: String) {
        guard !string.isEmpty, let parts = Parts(string) else { return nil }
        absoluteString = string
        self.parts = parts
    }

    /// `string` resolved against `base` (RFC 3986 §5.2), as a `Location` header is.
    public init?(string: String, relativeTo base: HTTPURL?) {
        guard let base, base.scheme != nil else { self.init(string: string); return }
        guard let reference = Parts(string) else { return nil }
        if reference.scheme != nil { self.init(string: string); return }
        var target = base.parts
        target.fragment = reference.fragment
        if reference.hasAuthority {
            (target.userInfo, target.host, target.portText) = (reference.userInfo, reference.host, reference.portText)
            (target.path, target.query) = (Self.removingDotSegments(reference.path), reference.query)
        } else if reference.path.isEmpty {
            if reference.query != nil { target.query = reference.query }
        } else {
            target.query = reference.query
            if reference.path.hasPrefix("/") {
                target.path = Self.removingDotSegments(reference.path)
            } else {
                let merged = target.hasAuthority && target.path.isEmpty
                    ? "/" + reference.path
                    : String(target.path[..<(target.path.lastIndex(of: "/").map { target.path.index(after: $0) } ?? target.path.startIndex)]) + reference.path
                target.path = Self.removingDotSegments(merged)
            }
        }
        self.init(string: target.text)
    }

    /// As written (`HTTPS` stays upper case); nil for a relative reference.
    public var scheme: String? { parts.scheme }

    public var port: Int? { parts.port }

    /// The host without the brackets of an IPv6 literal; nil without an authority.
    public func host() -> String? {
        guard let hostText = parts.host else { return nil }
        return hostText.hasPrefix("[") && hostText.hasSuffix("]") ? String(hostText.dropFirst().dropLast()) : hostText
    }

    /// The path as written (percent-encoded).
    public func path(percentEncoded: Bool = true) -> String {
        percentEncoded ? parts.path : PercentEncoding.decodeLeniently(parts.path[...], plusIsSpace: false)
    }

    /// The query without `?` (as written, or percent-decoded); nil when there is no `?` at all.
    public func query(percentEncoded: Bool = true) -> String? {
        guard let query = parts.query else { return nil }
        return percentEncoded ? query : PercentEncoding.decodeLeniently(query[...], plusIsSpace: false)
    }

    /// The query as written, like `query(percentEncoded: true)`.
    public var query: String? { parts.query }

    /// The path percent-decoded.
    public var path: String { path(percentEncoded: false) }

    public var fragment: String? { parts.fragment }

    public var description: String { absoluteString }

    public static func == (lhs: HTTPURL, rhs: HTTPURL) -> Bool { lhs.absoluteString == rhs.absoluteString }
    public func hash(into hasher: inout Hasher) { hasher.combine(absoluteString) }

    /// RFC 3986 §5.2.4.
    static func removingDotSegments(_ path: String) -> String {
        var output: [Substring] = []
        var endsWithSlash = false
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        let absolute = path.hasPrefix("/")
        for (index, segment) in segments.enumerated() where !(absolute && index == 0) {
            let last = index == segments.count - 1
            switch segment {
            case ".": endsWithSlash = last
            case "..":
                if !output.isEmpty { output.removeLast() }
                endsWithSlash = last
            default:
                output.append(segment)
                endsWithSlash = false
            }
        }
        let result = (absolute ? "/" : "") + output.joined(separator: "/")
        return result + (endsWithSlash && !result.hasSuffix("/") ? "/" : "")
    }
}
