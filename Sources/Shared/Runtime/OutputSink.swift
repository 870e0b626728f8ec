import Synchronization

/// Somewhere text goes: stdout, stderr, or a buffer in tests. Writes are buffered until `flush()`.
public protocol OutputSink: Sendable {
    func write(_ text: String)
    func write(bytes: [UInt8])
    /// Delivers everything written so far (one record of NDJSON, a progress line).
    func flush()
}

/// Collects output in memory, for tests and for rendering into a string.
public final class BufferSink: OutputSink {
    private let storage = Mutex<[UInt8]>([])

    public init() {}

    public func write(_ text: String) { storage.withLock { $0.append(contentsOf: text.utf8) } }
    public func write(bytes: [UInt8]) { storage.withLock { $0.append(contentsOf: bytes) } }
    public func flush() {}

    public var bytes: [UInt8] { storage.withLock { $0 } }
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
