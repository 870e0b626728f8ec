import FoundationEssentials

/// The end of the whole wait a request is part of (a live view's `--until … --within`), as a task-local
/// value: set around a poll by the loop that waits, read by the middleware that times each attempt
/// (`DeadlineMiddleware`) and spaces the retries (`RetryMiddleware`), so no attempt, retry or wait runs
/// past it, however deep in a command's fetch the request is made and whichever child task sends it.
///
/// A task-local, not a field of the request: a poll runs the command's own fetch (its paging, its
/// sign-in), which builds its requests without knowing it is polled. Nothing outside the poll sees it.
public enum WaitDeadline {
    @TaskLocal public static var current: Date?

    /// Seconds left before the deadline the current task is under, at `now` (negative once passed); nil
    /// when there is none.
    public static func secondsLeft(at now: Date) -> Double? {
        current.map { $0.timeIntervalSince(now) }
    }
}
