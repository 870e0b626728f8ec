import Synchronization

/// The first `limit` bytes of another input (a file read only up to its last whole record).
public final class PrefixInput: InputSource {
    private let source: any InputSource
    private let remaining: Mutex<Int>

    public init(_ source: any InputSource, limit: Int) {
        self.source = source
        remaining = Mutex(max(0, limit))
    }

    public func read(upTo maxCount: Int) throws(FileSystemError) -> [UInt8] {
        let left = remaining.withLock { $0 }
        guard left > 0 else { return [] }
        var chunk = try source.read(upTo: min(maxCount, left))
        if chunk.count > left { chunk.removeLast(chunk.count - left) }
        remaining.withLock { $0 -= chunk.count }
        return chunk
    }
}
