import Synchronization

/// An input that counts the bytes read through it, so a long job can say how far it is (progress lines).
public final class CountingInput: InputSource {
    private let source: any InputSource
    private let consumed = Mutex(0)

    public init(_ source: any InputSource) {
        self.source = source
    }

    public var bytesRead: Int { consumed.withLock { $0 } }

    public func read(upTo maxCount: Int) throws(FileSystemError) -> [UInt8] {
        let chunk = try source.read(upTo: maxCount)
        consumed.withLock { $0 += chunk.count }
        return chunk
    }

    public func hasInputNow() -> Bool { source.hasInputNow() }
}
