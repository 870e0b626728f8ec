/// A binary min-heap: the smallest element first, `push` and `popFirst` in O(log n).
public struct MinHeap<Element: Comparable> {
    private var items: [Element] = []

    public init() {}

    public var count: Int { items.count }
    public var first: Element? { items.first }

    public mutating func push(_ element: Element) {
        items.append(element)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child] < items[parent] else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    @discardableResult
    public mutating func popFirst() -> Element? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let smallest = items.removeLast()
        siftDown(from: 0)
        return smallest
    }

    /// Removes every element for which `shouldRemove` is true, then restores the heap order in O(n).
    public mutating func removeAll(where shouldRemove: (Element) -> Bool) {
        items.removeAll(where: shouldRemove)
        var index = items.count / 2
        while index > 0 {
            index -= 1
            siftDown(from: index)
        }
    }

    private mutating func siftDown(from start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < items.count, items[left] < items[smallest] { smallest = left }
            if right < items.count, items[right] < items[smallest] { smallest = right }
            guard smallest != parent else { return }
            items.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
