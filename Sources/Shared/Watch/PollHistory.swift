import FoundationEssentials

/// What a live view remembers of its polls: the latest poll whole, the one before it only until the view
/// has compared them, and of a single record's numbers their last `seriesLength` values (for the card's
/// sparklines). So its memory stays flat however long it runs, whatever the service sends: a list is
/// kept once, not once a poll (a 21 MB list polled 70 times once grew to 4.4 GB), and a sparkline keeps
/// numbers, not the records they came from.
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

    /// The values a sparkline draws: the last 20 polls.
    public static let seriesLength = 20
    /// The number fields followed at most: more than a card shows on any screen. A record with more
    /// keeps the first ones met.
    public static let mostSeries = 256

    /// The latest poll.
    public private(set) var latest: Poll?
    /// The poll before the latest, until the view has compared the two (`forgetPollBefore`).
    public private(set) var before: Poll?
    /// Polls answered so far.
    public private(set) var count = 0
    /// When the view last changed (the first poll counts as a change).
    public private(set) var lastChange: Date?
    /// Each number field of a single record, by dotted path: its value in the last polls, oldest first
    /// (nil where the poll had no number there).
    private var series: [String: [Double?]] = [:]

    public init() {}

    public mutating func append(records: [JSONValue], at time: Date) {
        count += 1
        let changed = latest.map { $0.records != records } ?? true
        if changed { lastChange = time }
        before = latest
        latest = Poll(number: count, time: time, records: records, changed: changed)
        recordNumbers(of: records.count == 1 ? records[0] : nil)
    }

    /// Lets go of the poll before the latest, once the view has compared them: between polls a live view
    /// holds one poll's records.
    public mutating func forgetPollBefore() {
        before = nil
    }

    /// The last values, oldest first, of the number at `path` in the single record of each poll (nil
    /// where that poll had none there), as many as there have been polls, up to `seriesLength`.
    public func numbers(at path: String) -> [Double?] {
        series[path] ?? []
    }

    /// Adds this poll's value to every series: the record's numbers (through its objects, by dotted
    /// path, as the card names its fields), and nil for a series this poll has no number for. A series
    /// with no number left in it is dropped.
    private mutating func recordNumbers(of record: JSONValue?) {
        var found: [String: Double] = [:]
        var room = Self.mostSeries - series.count
        if let record { Self.collectNumbers(record, prefix: "", into: &found, known: series, room: &room) }
        let polls = min(count, Self.seriesLength)
        for path in Set(series.keys).union(found.keys) {
            var values = series[path] ?? Array(repeating: nil, count: polls - 1)
            values.append(found[path])
            if values.count > Self.seriesLength { values.removeFirst(values.count - Self.seriesLength) }
            series[path] = values.contains { $0 != nil } ? values : nil
        }
    }

    /// The numbers in `value` by dotted path: objects opened, arrays not (a card shows an array as a list
    /// or a joined text, never as one number). A string counts when the card would read it as a number.
    /// A path not followed yet is taken while there is `room`.
    private static func collectNumbers(
        _ value: JSONValue, prefix: String, into found: inout [String: Double], known: [String: [Double?]], room: inout Int
    ) {
        guard case .object(let object) = value else {
            guard !prefix.isEmpty, let number = QuantityBar.number(value.plainText) else { return }
            if known[prefix] != nil {
                found[prefix] = number
            } else if room > 0, found[prefix] == nil {
                room -= 1
                found[prefix] = number
            }
            return
        }
        for (key, child) in object.pairs {
            if case .array = child { continue }
            collectNumbers(child, prefix: prefix.isEmpty ? key : "\(prefix).\(key)", into: &found, known: known, room: &room)
        }
    }
}
