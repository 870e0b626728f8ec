import Synchronization
import Testing
import ToolkitTestSupport

/// Makes concurrent work finish in a chosen order by events rather than by sleeps of different lengths:
/// items are taken in windows of `window` (0–15, 16–31, …), and within a window an item finishes only
/// once the one after it has, so each window finishes last item first. A window must fit in the work's
/// concurrency, or its first item would wait for one that cannot start.
final class LastFirstWithinWindows: Sendable {
    private let window: Int
    private let signals: [AsyncSignal]
    private let order = Mutex<[Int]>([])

    /// - Parameter count: the items, numbered 0..<count.
    init(window: Int, count: Int) {
        self.window = window
        signals = (0..<count).map { _ in AsyncSignal() }
    }

    /// The items in the order they finished.
    var finished: [Int] { order.withLock { $0 } }

    /// Returns once item `index` may finish (the next one in its window has), and records that it did.
    func finish(_ index: Int) async {
        let next = index + 1
        if next < signals.count, next / window == index / window {
            do {
                try await signals[next].wait(for: "item \(next) to finish before item \(index)")
            } catch {
                Issue.record(error)
            }
        }
        order.withLock { $0.append(index) }
        signals[index].fire()
    }
}
