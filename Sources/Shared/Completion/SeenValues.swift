import FoundationEssentials
import Synchronization

/// The values a command's answers held, gathered while it runs and written to the store once it ends
/// (`ToolRunner`): one write a command, however many pages or lines it printed.
///
/// `ServiceSession` hands it every successful answer's values with the store they belong to (the
/// session's profile, environment and mode); nothing else does. A long run keeps only the newest
/// `SeenValueStore.capPerKind` values of each kind in memory.
public final class SeenValues: Sendable {
    private struct State {
        var store: SeenValueStore?
        var values: [SeenValue] = []
        var counts: [ValueKind: Int] = [:]
    }

    private let state = Mutex(State())

    public init() {}

    /// Keeps `values` for `store`, after those kept before (a run lists its values in the order seen).
    public func keep(_ values: [SeenValue], in store: SeenValueStore) {
        guard !values.isEmpty else { return }
        state.withLock { state in
            state.store = store
            state.values += values
            for value in values { state.counts[value.kind, default: 0] += 1 }
            // Far more than a kind's cap: keep the newest of each, in order.
            if state.values.count > 4 * SeenValueStore.capPerKind * max(state.counts.count, 1) {
                state.values = Self.newest(state.values)
                state.counts = [:]
                for value in state.values { state.counts[value.kind, default: 0] += 1 }
            }
        }
    }

    /// What is waiting to be written, and where.
    public var pending: (store: SeenValueStore, values: [SeenValue])? {
        state.withLock { state in state.store.map { ($0, state.values) } }
    }

    /// Writes what was kept to its store, once; nothing to write is no write.
    public func save(now: Date) throws(FileSystemError) {
        let taken = state.withLock { state -> (SeenValueStore, [SeenValue])? in
            defer { state = State() }
            return state.store.map { ($0, state.values) }
        }
        guard let (store, values) = taken, !values.isEmpty else { return }
        try store.record(Self.newest(values), now: now)
    }

    /// The last `capPerKind` distinct values of each kind, in the order first seen among them.
    static func newest(_ values: [SeenValue]) -> [SeenValue] {
        var taken = Set<String>()
        var counts: [ValueKind: Int] = [:]
        var kept: [SeenValue] = []
        for value in values.reversed() {
            guard counts[value.kind, default: 0] < SeenValueStore.capPerKind,
                taken.insert(value.kind.name + "\t" + value.value).inserted
            else { continue }
            counts[value.kind, default: 0] += 1
            kept.append(value)
        }
        return kept.reversed()
    }
}
