import Testing
@testable import Shared

/// The circuit breaker's counting, as a value: failures in a row open it, an answer starts the count
/// again, a wait too long opens it at once, and nothing closes it again.
struct CircuitBreakerTests {
    @Test func circuitBreakerOpensAfterThresholdFailuresInARow() {
        let breaker = CircuitBreaker(threshold: 3)
        breaker.record(.serviceFailed("503"))
        breaker.record(.serviceFailed("503"))
        #expect(!breaker.isOpen)
        breaker.record(.answered)
        breaker.record(.serviceFailed("503"))
        breaker.record(.serviceFailed("503"))
        #expect(!breaker.isOpen)
        breaker.record(.serviceFailed("timed out"))
        #expect(breaker.reason == "the service failed 3 requests in a row, after their retries; the last: timed out")
        breaker.record(.answered)
        #expect(breaker.isOpen, "a late answer of a request in flight does not close it")
    }

    @Test func circuitBreakerOpensAtOnceForAWaitTooLong() {
        let breaker = CircuitBreaker()
        breaker.record(.waitTooLong("asked to wait 11 days"))
        #expect(breaker.reason == "asked to wait 11 days")
    }

    /// The batch reads and starts nothing once it is open; what was started is delivered, in order.
    @Test func orderedBatchStopsStartingWhenAsked() async throws {
        var items = Array(0..<100)
        var delivered: [Int] = []
        let outcome = try await OrderedBatch<Int, Int>(concurrency: 2, pace: nil).run(
            next: { items.isEmpty ? nil : items.removeFirst() },
            work: { $0 },
            interrupted: { -$0 },
            deliver: { delivered.append($0) },
            stopsStarting: { delivered.count >= 10 })
        #expect(outcome.wasStopped)
        #expect(!outcome.wasInterrupted)
        #expect(delivered == Array(0..<delivered.count))
        #expect(delivered.count >= 10 && delivered.count <= 12)
    }
}
