import Foundation
import Synchronization
import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// A live view's memory stays flat however long it runs: what its history holds is counted (records
/// kept, by walking the value), never measured in bytes (docs/output.md, "Live views").
struct LiveViewMemoryTests {
    /// The records (top-level JSON values) a value holds, found by walking it.
    static func recordsHeld(in value: Any) -> Int {
        if value is JSONValue { return 1 }
        return Mirror(reflecting: value).children.reduce(0) { $0 + recordsHeld(in: $1.value) }
    }

    static func context(_ arguments: [String]) -> CommandContext {
        let harness = ToolHarness(tool: AllTools.definition("repairminder"), variables: ["REPAIRMINDER_TOKEN": "t"])
        let (environment, _, _) = harness.environment(arguments: arguments)
        return CommandContext(
            tool: harness.tool, environment: environment,
            command: ParsedCommand(path: Array(arguments.prefix(2)), spec: harness.tool.rootSpec),
            settings: Settings(tool: harness.tool, environment: environment, flags: [:]))
    }

    /// Runs a poll loop for `polls` polls of what `answer` gives for each, and returns the most records
    /// its history held when a poll was shown.
    static func mostHeld(polls: Int, _ answer: @escaping @Sendable (Int) -> [JSONValue]) async throws -> Int {
        let plan = WatchPlan(watches: true, interval: 2, until: nil, within: WatchPlan.defaultWithin)
        let loop = PollLoop(context: context(["orders", "list", "--watch"]), plan: plan)
        let count = Mutex(0), most = Mutex(0)
        let code = try await loop.run(poll: {
            answer(count.withLock { $0 += 1; return $0 })
        }, answered: { _, history in
            most.withLock { $0 = max($0, recordsHeld(in: history)) }
            return count.withLock { $0 } == polls ? .success : nil
        })
        #expect(code == .success)
        return most.withLock { $0 }
    }

    @Test("issue 50 finding 6: a watched list keeps the poll before, not the last 64 polls")
    func aWatchedListKeepsThePollBefore() async throws {
        let most = try await Self.mostHeld(polls: 100) { poll in
            (0..<50).map { JSONValue.object(["id": .string("ord_\($0)"), "total": .integer(poll)]) }
        }
        // This poll and the one before it, while they are compared: 64 polls of 50 before.
        #expect(most <= 2 * 50, "held \(most) records")
    }

    @Test("issue 50 finding 6: a watched record's sparklines keep numbers, not the records")
    func aWatchedRecordKeepsNumbersForItsSparklines() async throws {
        let most = try await Self.mostHeld(polls: 100) { poll in
            [.object(["id": .string("ord_1"), "open": .integer(poll), "late": .integer(poll % 3), "notes": .string("n")])]
        }
        #expect(most <= 2, "held \(most) records")
        var history = PollHistory()
        for poll in 0..<100 {
            history.append(records: [.object(["open": .integer(poll), "name": .string("x")])], at: Date(timeIntervalSince1970: Double(poll)))
            history.forgetPollBefore()
        }
        #expect(history.numbers(at: "open") == (80..<100).map { Double($0) })
        #expect(history.numbers(at: "name").isEmpty)
        #expect(history.before == nil)
    }
}
