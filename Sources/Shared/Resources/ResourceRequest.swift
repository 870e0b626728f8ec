/// What a resource's request is made from: the parsed command and, for a record named by an
/// identifier, that identifier (`fromLine` when it is a line of `-`).
public struct ResourceCall: Sendable {
    public var command: ParsedCommand
    /// The identifier as typed (a positional, or a line of standard input with `-`); nil for a resource
    /// named by none, or one whose identifier was left out (`products get --gtin …`).
    public var identifier: String?
    public var fromLine: Bool

    public init(command: ParsedCommand, identifier: String? = nil, fromLine: Bool = false) {
        self.command = command
        self.identifier = identifier
        self.fromLine = fromLine
    }

    /// The identifier as one path segment, named `argument` in a refusal.
    public func segment(_ argument: String = "ID") throws(UsageError) -> PathSegment {
        try PathSegment(identifier ?? "", argument: argument, commandPath: fromLine ? [] : command.path)
    }
}

/// A resource's request below its service's root: path segments and query items (those without a value
/// are left out).
public struct ResourceRequest: Sendable {
    public var segments: [PathSegment]
    public var query: [(String, String?)]

    public init(_ segments: [PathSegment], query: [(String, String?)] = []) {
        self.segments = segments
        self.query = query
    }

    /// The query items that have a value, in order.
    public var presentQuery: [(String, String)] { query.compactMap { name, value in value.map { (name, $0) } } }
}

/// How a record read by one identifier names it: the positional's name in a refusal (`ID`, `CODE`), the
/// prompt's label for `-` on a terminal (`Order ID`), and what a line is called in its error record.
public struct ResourceIdentifier: Sendable {
    public var argument: String
    public var label: String
    /// The name a line's refusal gives it (`the line` where a line may be a link or a GTIN).
    public var lineArgument: String
    /// Whether the identifier is one path segment (refused when empty, `.` or `..`), or only text sent in
    /// a query, where only its length is checked (a digital link); a missing identifier is then allowed.
    public var isPathSegment: Bool
    /// Under `-`, each answer carries its line as `input`, as a failed line's record does: for identifiers
    /// the answer does not echo as typed (a link, a GTIN the service answers with 14 digits).
    public var echoesInput: Bool

    public init(
        _ argument: String = "ID", label: String, lineArgument: String? = nil, isPathSegment: Bool = true, echoesInput: Bool = false
    ) {
        self.argument = argument
        self.label = label
        self.lineArgument = lineArgument ?? argument
        self.isPathSegment = isPathSegment
        self.echoesInput = echoesInput
    }
}
