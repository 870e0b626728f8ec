import Synchronization

/// Somewhere text goes: stdout, stderr, or a buffer in tests. Writes are buffered until `flush()`.
public protocol OutputSink: Sendable {
    func write(_ text: String)
    func write(bytes: [UInt8])
    /// Delivers everything written so far (one record of NDJSON, a progress line).
    func flush()
    /// Delivers what is pending and then `bytes`, at once and without copying them into the sink's own
    /// buffer: the bulk path for commands that assemble large blocks of output themselves (hundreds of
    /// kilobytes of NDJSON), where a copy and a lock per record would cost more than the work.
    func writeThrough(bytes: UnsafeRawBufferPointer)
}

extension OutputSink {
    public func writeThrough(bytes: UnsafeRawBufferPointer) {
        write(bytes: Array(bytes))
        flush()
    }
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
