import Synchronization
import ToolkitFloor

/// A mock service's data for one run: the tool's data set (embedded JSON, parsed when first asked for),
/// the changes the run's own creates and updates make to it, and the counters new ids come from.
///
/// Nothing outlives the process, so every invocation starts from the same data and the same command
/// prints the same bytes; within a run, a created record can be read back and ids keep increasing.
public final class MockStore: Sendable {
    private struct State {
        var tables: [String: JSONValue] = [:]
        var counters: [String: Int] = [:]
    }

    private let source: [String: String]
    private let state = Mutex(State())
    /// The time creates and updates stamp (ISO 8601): fixed per tool, not the clock's.
    public let now: String

    /// `data`: JSON text by data set name (`orders` → `[{…}, …]`), as `scripts/embed-fixtures` embeds it.
    public init(data: [String: String], now: String) {
        source = data
        self.now = now
    }

    /// The records of data set `name`; an empty list when the tool has no such set.
    public func records(_ name: String) -> [JSONValue] {
        table(name).arrayValue ?? []
    }

    /// The data set `name` as it stands (an object for singletons such as settings).
    public func table(_ name: String) -> JSONValue {
        state.withLock { state in Self.loaded(name, in: &state, from: source) }
    }

    /// Changes data set `name` in place and returns what `change` returns. `change` runs under the store's
    /// lock: it must not call the store (take a number with `next` before).
    public func change<T>(_ name: String, _ change: (inout JSONValue) throws(MockFailure) -> T) throws(MockFailure) -> T {
        try state.withLock { state throws(MockFailure) -> T in
            var value = Self.loaded(name, in: &state, from: source)
            let result = try change(&value)
            state.tables[name] = value
            return result
        }
    }

    /// The next number of `counter`: 1, 2, 3, … within this run.
    public func next(_ counter: String) -> Int {
        state.withLock { state in
            state.counters[counter, default: 0] += 1
            return state.counters[counter, default: 1]
        }
    }

    private static func loaded(_ name: String, in state: inout State, from source: [String: String]) -> JSONValue {
        if let table = state.tables[name] { return table }
        // The data is the tool's own, checked by scripts/embed-fixtures when it was embedded.
        let table = source[name].flatMap { try? JSONParser.parse($0) } ?? .array([])
        state.tables[name] = table
        return table
    }
}

extension Int {
    /// `7.zeroPadded(5)` → `00007`: the mock's new ids stay one width and sort after the data set's.
    public func zeroPadded(_ width: Int) -> String {
        let digits = String(self)
        return String(repeating: "0", count: Swift.max(0, width - digits.count)) + digits
    }
}
