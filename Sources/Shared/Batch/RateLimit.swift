import FoundationEssentials
import Synchronization

/// At most `perSecond` starts a second, spaced evenly (no bursts): each caller waits until its slot.
/// Clock and sleep are injected, so tests check the spacing without waiting.
public final class RateLimit: Sendable {
    public let perSecond: Double
    private let now: @Sendable () -> Date
    private let sleep: @Sendable (Duration) async throws -> Void
    private let slots = Mutex(StartSlots())

    public init(
        perSecond: Double, now: @escaping @Sendable () -> Date, sleep: @escaping @Sendable (Duration) async throws -> Void
    ) {
        self.perSecond = max(perSecond, 0.001)
        self.now = now
        self.sleep = sleep
    }

    /// Waits for the next slot. Throws if the sleep is cancelled.
    public func acquire() async throws {
        let current = now(), spacing = 1 / perSecond
        try await StartSlots.wait(slots.withLock { $0.take(at: current, spacing: spacing) }, sleep: sleep)
    }
}
