import FoundationEssentials
import Synchronization

/// What paces a batch's starts: a wait before each, and how many may be in flight now.
public protocol BatchPace: Sendable {
    /// Waits until the next request may start. Throws if the wait is cancelled.
    func acquire() async throws
    /// Requests allowed in flight at the moment.
    var concurrencyLimit: Int { get }
}

extension RateLimit: BatchPace {
    public var concurrencyLimit: Int { .max }
}

/// The live side of a `SharedBudget` for a batch: before each start it takes a turn from the budget (a
/// slot at the learnt rate), it hears every attempt's answer (through `ThrottleSignal`, inside the
/// retries) and tells the budget, and logs each change with `-v`. The budget is this process's own, or
/// shared through a file with the other batches on the machine that send to the same service with the
/// same credentials (docs/upsctl.md); when the file fails, the pace carries on alone from what it last
/// read, and says so with `-v`. Clock and sleep are injected, as `RateLimit`'s are.
public final class AdaptivePace: BatchPace {
    private struct Local {
        var store: any BudgetStore
        /// This process's own answers, for its summary: the budget's are every member's.
        var mine: AdaptiveRate
        var concurrency: Int
        var sharers = 0
        var last: SharedBudget?
        /// When this process last took a turn, so that a heartbeat takes one only when none was taken lately.
        var lastTurn = -Double.infinity
    }

    private let member: SharedBudget.Member
    private let local: Mutex<Local>
    private let now: @Sendable () -> Date
    private let sleep: @Sendable (Duration) async throws -> Void
    private let log: @Sendable (String) -> Void

    /// Turns tried at most while other processes hold the budget, a millisecond apart, before pacing alone.
    static let patience = 1_000

    public init(
        ceiling: Int, cap: Double?, now: @escaping @Sendable () -> Date,
        sleep: @escaping @Sendable (Duration) async throws -> Void, log: @escaping @Sendable (String) -> Void,
        store: any BudgetStore = PrivateBudget()
    ) {
        member = SharedBudget.Member(id: UInt64.random(in: 1...UInt64.max), ceiling: ceiling, cap: cap)
        let mine = AdaptiveRate(ceiling: ceiling, cap: cap)
        local = Mutex(Local(store: store, mine: mine, concurrency: mine.concurrency))
        self.now = now
        self.sleep = sleep
        self.log = log
    }

    public var concurrencyLimit: Int { local.withLock { $0.concurrency } }

    /// What this process learnt, for its summary.
    public var rate: AdaptiveRate { local.withLock { $0.mine } }

    /// How many processes shared the budget at the last turn (1: this one alone).
    public var sharers: Int { local.withLock { $0.sharers } }

    public func acquire() async throws {
        let wait = try await turn { budget, at in budget.take(at: at) }
        try await StartSlots.wait(wait, sleep: sleep)
    }

    /// An attempt answered with `status` after `seconds`.
    public func heard(status: Int, after seconds: Double) async {
        let at = now().timeIntervalSince1970
        local.withLock { _ = $0.mine.heard(status: status, after: seconds, at: at) }
        // Cancelled (Ctrl-C) while another process held the budget: the answer is not worth waiting for.
        let change = try? await turn { budget, at in budget.heard(status: status, after: seconds, at: at) }
        if let change = change ?? nil { log(change.description) }
    }

    /// Runs `body` (the batch) while keeping this process counted among the budget's sharers: a process
    /// that waits for answers (a slow service, a Retry-After) takes no turns, and after `SharedBudget.expiry`
    /// without one it would stop counting, its `--rate` no longer capping the others. A heartbeat takes a
    /// turn when none was taken for half the expiry; it stops with the process, so one that dies
    /// (SIGKILL included) still stops counting within the expiry. A budget of this process's own has
    /// nobody else to count it.
    public func keepingCounted<T: Sendable>(_ body: () async throws -> T) async throws -> T {
        guard isShared else { return try await body() }
        return try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { [self] in
                while !Task.isCancelled, isShared {
                    try await sleep(.milliseconds(Int64(SharedBudget.expiry * 250)))
                    await touch()
                }
            }
            defer { group.cancelAll() }
            return try await body()
        }
    }

    private var isShared: Bool { local.withLock { $0.store.sharedPath != nil } }

    /// A turn that only says this process is there, unless it took one within half the expiry.
    func touch() async {
        let at = now().timeIntervalSince1970
        guard local.withLock({ at - $0.lastTurn >= SharedBudget.expiry / 2 }) else { return }
        _ = try? await turn { _, _ in () }
    }

    /// One turn from the budget: this process seen, `body` run; then what the batch reads between turns
    /// (its concurrency, how many share) kept, and a change in the sharers said.
    private func turn<T: Sendable>(_ body: (inout SharedBudget, Double) -> T) async throws -> T {
        let member = member
        var attempt = 0
        while true {
            attempt += 1
            let at = now().timeIntervalSince1970
            let store = local.withLock { $0.store }
            let taken: (T, SharedBudget, Int)?
            do {
                taken = try store.turn(at: at) { budget in
                    let sharers = budget.visit(member, at: at)
                    return (body(&budget, at), budget, sharers)
                }
            } catch {
                alone("\(store.sharedPath ?? "the budget file") could not be used: \((error as? FileSystemError)?.reason ?? "\(error)")")
                continue
            }
            guard let (result, budget, sharers) = taken else {
                if attempt >= Self.patience { alone("other processes held \(store.sharedPath ?? "the budget file") too long") }
                try await sleep(.milliseconds(1))
                continue
            }
            let said: Int? = local.withLock { local in
                defer { (local.sharers, local.last, local.lastTurn) = (sharers, budget, at) }
                local.concurrency = budget.concurrency(for: member)
                return local.sharers == sharers ? nil : local.sharers
            }
            if let before = said, let path = store.sharedPath { sayShared(path: path, sharers: sharers, before: before) }
            return result
        }
    }

    private func sayShared(path: String, sharers: Int, before: Int) {
        if before == 0 {
            log("shared rate budget: joined \(path), \(sharers == 1 ? "alone so far" : "shared by \(sharers) processes")")
        } else {
            log("shared rate budget: now shared by \(sharers == 1 ? "this process alone" : "\(sharers) processes")")
        }
    }

    /// From now on the budget is this process's own, from where the shared one last was.
    private func alone(_ why: String) {
        let member = member
        let from: SharedBudget? = local.withLock { local in
            guard local.store.sharedPath != nil else { return nil }
            var budget = local.last ?? SharedBudget()
            budget.members.removeAll { $0.id != member.id }
            local.store = PrivateBudget(budget)
            return budget
        }
        if from != nil { log("shared rate budget: \(why); pacing this process alone") }
    }
}

/// Tells an `AdaptivePace` how each attempt was answered, and paces the retries. It sits inside the retry
/// middleware, so a 429 that is retried is heard as a 429, and the retry's answer as its own.
public struct ThrottleSignal: HTTPMiddleware {
    let pace: AdaptivePace
    let now: @Sendable () -> Date

    public init(pace: AdaptivePace, now: @escaping @Sendable () -> Date) {
        self.pace = pace
        self.now = now
    }

    public func intercept(
        _ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        // A retry (after a 429's Retry-After, or a failure's backoff) waits for the pace too: otherwise the
        // requests throttled together would all come back together, and be throttled again.
        if request.attempt > 1 { try await pace.acquire() }
        let sent = now()
        let response = try await next(request)
        await pace.heard(status: response.status, after: now().timeIntervalSince(sent))
        return response
    }
}
