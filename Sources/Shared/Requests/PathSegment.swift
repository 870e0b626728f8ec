/// One segment of a request's path: a fixed word of the API (`"orders"`, written as a literal) or a
/// value the user gave (an order id, a serial), percent-encoded whole (RFC 3986), so `A/1` is `A%2F1` and
/// never two segments.
///
/// Every API builds its paths from these, so a user's value cannot reach a path without passing
/// `init(_:argument:)`, which refuses what a path would resolve into another resource: an empty value
/// (`/api/orders/` is the list), `.` and `..` (`/api/clients/../orders` is every order), which libcurl
/// and servers resolve away. It also refuses a value longer than `maximumLength`: an identifier is a
/// name, and a megabyte of one is a mistake (a file given where a line was meant), not a request to send.
public struct PathSegment: Sendable, Equatable, ExpressibleByStringLiteral {
    /// The most bytes (UTF-8, before encoding) an identifier may have: far above any id, serial or
    /// digital link in use, far below what a URL may carry. docs/output.md states it.
    public static let maximumLength = 8192

    /// The segment as sent.
    public let encoded: String

    /// A fixed word of the API. Only a literal: a value from the user goes through `init(_:argument:)`.
    public init(stringLiteral word: StaticString) {
        encoded = PercentEncoding.segment(word.description)
    }

    /// A value from the user, checked (`Identifier.problem`); `argument` names it in the error (`ID`,
    /// `--serial`). Exit 64 on a command line; on a line of `-`, that line's error record.
    public init(_ value: String, argument: String, commandPath: [String] = []) throws(UsageError) {
        if let problem = Self.problem(with: value) {
            throw UsageError("\(argument) \(problem)", commandPath: commandPath)
        }
        encoded = PercentEncoding.segment(value)
    }

    /// Why `value` cannot be one path segment, or nil when it can.
    public static func problem(with value: String) -> String? {
        switch value {
        case "": return "must not be empty"
        case ".", "..": return "must not be '\(value)': an identifier is one path segment, and '\(value)' would name another resource"
        default: return lengthProblem(with: value)
        }
    }

    /// Why `value` is too long for an identifier, or nil: for an identifier sent in a query rather than
    /// a path (a digital link), where only the length matters.
    public static func lengthProblem(with value: String) -> String? {
        let length = value.utf8.count
        return length <= maximumLength ? nil : "is \(length) bytes long; an identifier may be at most \(maximumLength) bytes"
    }

    /// `/a/b/c`: the segments joined, each already encoded.
    public static func path(_ segments: [PathSegment]) -> String {
        "/" + segments.map(\.encoded).joined(separator: "/")
    }
}
