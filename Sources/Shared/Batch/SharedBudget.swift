import FoundationEssentials

/// The pace that every batch on one machine sending to one service origin with one set of credentials
/// shares (docs/upsctl.md): one `AdaptiveRate` that hears every process's answers, one schedule of start
/// slots that every process takes its turns from, and the processes taking them. A value with no clock of
/// its own: every event carries its time, in seconds since 1970 as every process on the machine reads the
/// system's clock, so tests drive it by hand and `BudgetRecord` keeps it in a file between turns.
///
/// - A member is a process that takes turns; one not seen for `expiry` seconds (it finished, or died,
///   SIGKILL included) no longer counts: its `--rate` stops capping the others and its share of the
///   concurrency goes back to them. The slot it took last is simply past: it never held more than one.
/// - `--rate` caps the budget: the smallest cap among the members wins. `--concurrency` is each
///   process's own ceiling; the budget's is their sum, so slow start grows the processes' requests in
///   flight together, each its part of it.
public struct SharedBudget: Sendable, Equatable {
    /// A process taking turns from the budget.
    public struct Member: Sendable, Equatable {
        /// Drawn at random when the process starts: a process id can be reused, this cannot collide.
        public var id: UInt64
        /// When it last took a turn.
        public var seen: Double
        /// Its `--concurrency`.
        public var ceiling: Int
        /// Its `--rate`.
        public var cap: Double?

        public init(id: UInt64, seen: Double = 0, ceiling: Int, cap: Double?) {
            (self.id, self.seen, self.ceiling, self.cap) = (id, seen, ceiling, cap)
        }
    }

    public internal(set) var rate: AdaptiveRate
    var slots: StartSlots
    public internal(set) var members: [Member]

    /// Seconds without a turn after which a member no longer counts.
    public static let expiry = 1.0
    /// Seconds without a turn after which a member is forgotten, and a budget with none starts afresh.
    public static let forgotten = 5.0
    /// Members kept at most: a file full of made-up ones cannot make every turn slow.
    static let mostMembers = 256

    /// A budget no process has taken a turn from: slow start, from two requests in flight.
    public init() {
        rate = AdaptiveRate(ceiling: .max)
        slots = StartSlots()
        members = []
    }

    /// `member` takes a turn at `now`: it joins, or is seen again, and the budget's ceiling and cap become
    /// those of the members that count now. Returns how many count (share the budget).
    ///
    /// A budget nobody took a turn from for `forgotten` seconds starts afresh, in slow start: what it had
    /// learnt is old news, and its cubic, so long after its last cut, would start far above any limit.
    @discardableResult
    public mutating func visit(_ member: Member, at now: Double) -> Int {
        if let latest = members.map(\.seen).max(), now - latest <= Self.forgotten {
            members.removeAll { $0.id == member.id || now - $0.seen > Self.forgotten || $0.seen - now > Self.expiry }
        } else {
            self = SharedBudget()
        }
        var member = member
        member.seen = now
        members.append(member)
        if members.count > Self.mostMembers { members.removeFirst(members.count - Self.mostMembers) }
        return settle(at: now)
    }

    /// The budget's ceiling and cap made those of the members that count at `now`: those seen within
    /// `expiry`. Returns how many they are.
    @discardableResult
    mutating func settle(at now: Double) -> Int {
        let counted = members.filter { abs(now - $0.seen) <= Self.expiry }
        rate.ceiling = max(1, counted.reduce(0) { $0 + max(1, min($1.ceiling, Self.mostConcurrency)) })
        rate.cap = counted.compactMap(\.cap).min()
        // Once the rate paces, every member may have its whole ceiling in flight, as a process alone may.
        rate.concurrency = rate.rate == nil ? min(rate.concurrency, rate.ceiling) : rate.ceiling
        if let cap = rate.cap, let current = rate.rate, current > cap { rate.rate = cap }
        return counted.count
    }

    /// The requests `member` may have in flight: its part of the budget's, in proportion to its ceiling, at
    /// least one and at most its own ceiling.
    public func concurrency(for member: Member) -> Int {
        let total = max(1, rate.ceiling), own = max(1, min(member.ceiling, Self.mostConcurrency))
        return max(1, min(own, (rate.concurrency * own + total - 1) / total))
    }

    /// The next start at `now`: the seconds to wait for it. A process alone in slow start without `--rate`
    /// starts at once, as before the budget was shared; several in slow start space their starts at the
    /// rate slow start has reached (its requests in flight a round trip), or each one's first requests,
    /// together, would meet the service's limit before any answer said how fast it goes. A slot further
    /// ahead than the members could have taken between them (a clock stepped back, a file that lies) is
    /// forgotten rather than waited for.
    public mutating func take(at now: Double) -> Double {
        var spacing = rate.spacing
        if spacing == 0, members.count(where: { abs(now - $0.seen) <= Self.expiry }) > 1 {
            spacing = rate.roundTrip / Double(max(1, rate.concurrency))
        }
        guard spacing > 0 else { return 0 }
        let current = Date(timeIntervalSince1970: now)
        if let next = slots.next, next.timeIntervalSince(current) > Self.furthest(spacing: spacing, members: members.count) {
            slots = StartSlots()
        }
        return slots.take(at: current, spacing: spacing)
    }

    /// An attempt answered with `status` after `seconds`, heard at `now`; what changed, for `-v`. Every start
    /// before the first free slot was booked (each member may hold one) at the rate before any cut this
    /// makes.
    public mutating func heard(status: Int, after seconds: Double, at now: Double) -> AdaptiveRate.Change? {
        rate.heard(status: status, after: seconds, at: now, booked: slots.next?.timeIntervalSince1970)
    }

    /// How far ahead a slot can be: one for each member and one more, and a second to spare.
    static func furthest(spacing: Double, members: Int) -> Double {
        spacing * Double(max(1, members) + 1) + 1
    }

    /// The largest `--concurrency` a member may give (docs/upsctl.md).
    static let mostConcurrency = 64
}
