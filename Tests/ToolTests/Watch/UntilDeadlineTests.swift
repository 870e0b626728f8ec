import Foundation
import Synchronization
import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// `--within` is a deadline for the whole wait of `--until`, the poll in flight included: its attempts,
/// their retries and the waits between them end there, and the run ends with 75 at once (docs/output.md,
/// "Live views"). Time is a virtual clock that only sleeps and timers move, so the test counts the
/// seconds that would have passed and the requests sent; nothing waits in real time.
struct UntilDeadlineTests {
    /// A clock moved on by each sleep (the waits between polls and retries) and, against a service that
    /// never answers, by each attempt's timer, which then fires at once, as if its whole length had
    /// passed. Against a service that answers, a timer never fires (the answer always comes first), so
    /// which child of the attempt ends first is never left to chance.
    final class VirtualClock: Sendable {
        let start = Date(timeIntervalSince1970: 1_795_000_000)
        let timersFire: Bool
        private let passed = Mutex(0.0)

        init(timersFire: Bool) { self.timersFire = timersFire }

        var seconds: Double { passed.withLock { $0 } }

        func adjust(_ environment: inout CommandEnvironment) {
            environment.now = { self.start + self.seconds }
            environment.sleep = { self.advance($0) }
            environment.deadlineTimer = { duration in
                if self.timersFire { self.advance(duration) } else { try await AsyncSignal.untilCancelled() }
            }
        }

        private func advance(_ duration: Duration) {
            passed.withLock { $0 += Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18 }
        }
    }

    /// A service that takes every request and answers none: each attempt ends only when its timer does.
    final class SilentService: HTTPTransport {
        let asked = Mutex(0)

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            asked.withLock { $0 += 1 }
            try await AsyncSignal.untilCancelled()
            throw CancellationError()
        }
    }

    static func run(_ line: String, _ transport: any HTTPTransport, _ clock: VirtualClock) async -> ToolHarness.Result {
        let harness = ToolHarness(
            tool: AllTools.definition("repairminder"), variables: ["REPAIRMINDER_TOKEN": "t"], now: clock.start, transport: transport)
        return await harness.run(line) { clock.adjust(&$0) }
    }

    @Test("issue 50 finding 5: --within ends the wait at its deadline while a poll waits on a silent service")
    func aPollInFlightEndsAtTheDeadline() async {
        let service = SilentService()
        let clock = VirtualClock(timersFire: true)
        let result = await Self.run("orders get ord_1 --until status=collected --within 5s --interval 2s", service, clock)
        #expect(result.exitCode == .temporaryFailure, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("status=collected was not met within 5 s"), "\(result.stderr)")
        #expect(result.stderr.contains("Last values: no answer was received"), "\(result.stderr)")
        #expect(!result.stderr.contains("polling again"), "\(result.stderr)")
        // Was 121 s: four attempts of 30 s and the waits between them.
        #expect(clock.seconds <= 6, "ended \(clock.seconds) s into the wait")
        #expect(service.asked.withLock { $0 } == 1, "no retry starts past the deadline")
    }

    @Test("issue 50 finding 5: --within caps the retries of a poll and their waits")
    func retriesAndTheirWaitsEndAtTheDeadline() async {
        let transport = MockTransport()
        transport.on(.get, "/api/orders/ord_1", respond: .status(503, headers: ["Retry-After": "3"]))
        let clock = VirtualClock(timersFire: false)
        let result = await Self.run("orders get ord_1 --until status=collected --within 5s --interval 2s", transport, clock)
        #expect(result.exitCode == .temporaryFailure, "\(result.stderr)")
        #expect(result.stderr.contains("status=collected was not met within 5 s"), "\(result.stderr)")
        // Was 9 s and 4 requests: the retries slept 3 s each past the deadline.
        #expect(clock.seconds <= 6, "ended \(clock.seconds) s into the wait")
        #expect(transport.requests.count == 2, "at 0 s and at 3 s; the next would start at 6 s: \(result.stderr)")
    }
}
