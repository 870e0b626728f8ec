import Shared

/// Identical addresses in one batch are sent once: the first asks, the others wait for its answer.
/// Finished answers are kept as values, and only the most recent `capacity` distinct addresses are kept,
/// so memory stays flat however long the input: a duplicate further away than that is sent again.
///
/// The first caller asks in its own task, never in a task of the cache's: the batch's cancellation
/// (SIGINT) then reaches every request in flight, and no request is sent after it.
actor AnswerCache {
    typealias Answer = Result<ValidationResult, RowFailure>
    static let capacity = 20_000

    private var answers: [String: Answer] = [:]
    /// Callers waiting for the answer to a key that is being asked; the asker resumes them.
    private var waiting: [String: [CheckedContinuation<Answer, Never>]] = [:]
    /// Keys in the order they were first answered, oldest first, for eviction.
    private var order: [String] = []
    private var oldest = 0

    func answer(for key: String, _ ask: @Sendable () async -> Answer) async -> Answer {
        if let answer = answers[key] { return answer }
        if waiting[key] != nil {
            return await withCheckedContinuation { waiting[key, default: []].append($0) }
        }
        waiting[key] = []
        let answer = await ask()
        let waiters = waiting.removeValue(forKey: key) ?? []
        // An answer cut short by cancellation is no answer to keep.
        if !Task.isCancelled {
            answers[key] = answer
            remember(key)
        }
        for waiter in waiters { waiter.resume(returning: answer) }
        return answer
    }

    private func remember(_ key: String) {
        order.append(key)
        guard order.count - oldest > Self.capacity else { return }
        answers[order[oldest]] = nil
        oldest += 1
        // Drop the evicted prefix now and then, so the order list stays bounded too.
        if oldest > Self.capacity {
            order.removeFirst(oldest)
            oldest = 0
        }
    }
}
