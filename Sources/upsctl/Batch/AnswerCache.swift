import Shared

/// Identical addresses in one batch are sent once: the first asks, the others wait for its answer.
/// Finished answers are kept as values, and only the most recent `capacity` distinct addresses are kept,
/// so memory stays flat however long the input: a duplicate further away than that is sent again.
actor AnswerCache {
    static let capacity = 20_000
    private enum Entry {
        case pending(Task<Result<ValidationResult, RowFailure>, Never>)
        case done(Result<ValidationResult, RowFailure>)
    }

    private var entries: [String: Entry] = [:]
    /// Keys in the order they were first asked, oldest first, for eviction.
    private var order: [String] = []
    private var oldest = 0

    func answer(
        for key: String, _ ask: @escaping @Sendable () async -> Result<ValidationResult, RowFailure>
    ) async -> Result<ValidationResult, RowFailure> {
        switch entries[key] {
        case .done(let answer): return answer
        case .pending(let task): return await task.value
        case nil: break
        }
        let task = Task { await ask() }
        entries[key] = .pending(task)
        remember(key)
        let answer = await task.value
        if entries[key] != nil { entries[key] = .done(answer) }
        return answer
    }

    private func remember(_ key: String) {
        order.append(key)
        guard order.count - oldest > Self.capacity else { return }
        entries[order[oldest]] = nil
        oldest += 1
        // Drop the evicted prefix now and then, so the order list stays bounded too.
        if oldest > Self.capacity {
            order.removeFirst(oldest)
            oldest = 0
        }
    }
}
