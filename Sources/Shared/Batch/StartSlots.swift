import FoundationEssentials

/// Start times spaced evenly, with no bursts: each start takes the next free slot, `spacing` seconds after
/// the one before it, or now when the last one is past. `RateLimit` keeps its spacing; an `AdaptivePace`
/// changes it as it learns.
struct StartSlots: Sendable, Equatable {
    /// The first slot not taken yet.
    var next: Date?

    /// Takes the next slot from `now`, the previous one `spacing` seconds before it; the seconds to wait.
    mutating func take(at now: Date, spacing: Double) -> Double {
        let slot = max(now, next ?? now)
        next = slot.addingTimeInterval(spacing)
        return slot.timeIntervalSince(now)
    }

    /// Sleeps `seconds` (to the millisecond) with `sleep`, when there is anything to wait.
    static func wait(_ seconds: Double, sleep: @Sendable (Duration) async throws -> Void) async throws {
        if seconds > 0 { try await sleep(.milliseconds(Int64((seconds * 1000).rounded()))) }
    }
}
