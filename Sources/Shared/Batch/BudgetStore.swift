import FoundationEssentials
import Synchronization

/// Where an `AdaptivePace` keeps its `SharedBudget` between turns: in this process alone
/// (`PrivateBudget`), or in a file the processes on this machine share (`SharedBudgetFile`).
public protocol BudgetStore: Sendable {
    /// Runs `body` on the budget at `now` (seconds since 1970) and keeps what it made of it. Nil when the
    /// budget cannot be had at this moment (another process is taking its turn): try again shortly.
    /// Throws when it cannot be had at all (the file cannot be written): pace alone from then on.
    func turn<T: Sendable>(at now: Double, _ body: (inout SharedBudget) -> T) throws -> T?

    /// The file the budget is shared through, for `-v`; nil for a budget of this process's own.
    var sharedPath: String? { get }
}

/// A budget this process keeps to itself: a batch under `--mock`, one whose budget file could not be
/// had, and the tests of a pace.
public final class PrivateBudget: BudgetStore {
    private let budget: Mutex<SharedBudget>

    public init(_ budget: SharedBudget = SharedBudget()) {
        self.budget = Mutex(budget)
    }

    public func turn<T: Sendable>(at now: Double, _ body: (inout SharedBudget) -> T) -> T? {
        budget.withLock { body(&$0) }
    }

    public var sharedPath: String? { nil }
}
