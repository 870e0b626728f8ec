import FoundationEssentials

/// The polls of one live view, newest last: when each was answered and what it held. The renderers read
/// it (the time of the last change; a later sparkline of a record's numbers reads `records(of:)` over
/// `polls`), so what a poll saw is kept in one place rather than in each renderer.
public struct PollHistory: Sendable {
    /// One answered poll.
    public struct Poll: Sendable {
        public var number: Int
        public var time: Date
        /// The records it held (one for a single record).
        public var records: [JSONValue]
        /// Whether it differed from the poll before it.
        public var changed: Bool
    }

    /// How many polls are kept: enough for a sparkline of the last 20 and then some.
    public static let kept = 64

    public private(set) var polls: [Poll] = []
    /// Polls answered so far, the dropped ones included.
    public private(set) var count = 0
    /// When the view last changed (the first poll counts as a change).
    public private(set) var lastChange: Date?

    public init() {}

    public var latest: Poll? { polls.last }

    public mutating func append(records: [JSONValue], at time: Date) {
        count += 1
        let changed = polls.last.map { $0.records != records } ?? true
        if changed { lastChange = time }
        polls.append(Poll(number: count, time: time, records: records, changed: changed))
        if polls.count > Self.kept { polls.removeFirst(polls.count - Self.kept) }
    }

    /// The value at `path` of the single record in each poll kept, oldest first (nil where absent).
    public func values(at path: String) -> [JSONValue?] {
        polls.map { $0.records.first?.value(at: path) }
    }
}
