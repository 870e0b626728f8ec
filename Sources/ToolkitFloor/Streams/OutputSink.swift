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
    /// The first write that failed, after which the sink writes nothing more; nil while every write has
    /// succeeded. Checked by commands that write records one by one (to stop at once) and by `ToolRunner`
    /// after the final flush (exit 74).
    var failure: WriteFailure? { get }
}

extension OutputSink {
    /// A sink that cannot fail (memory, a terminal's progress line).
    public var failure: WriteFailure? { nil }

    /// Throws the sink's write failure, if one happened: for a writer that must stop at once.
    public func checkWritten() throws(WriteFailure) {
        if let failure { throw failure }
    }

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
