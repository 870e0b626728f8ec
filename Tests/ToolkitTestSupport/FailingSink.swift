import Glibc
import Synchronization
import ToolkitFloor

/// Output that takes `capacity` bytes and then fails, as a disk that fills up does: the in-process
/// stand-in for stdout on `/dev/full` (capacity 0) or a file that reaches its size limit. Like
/// `FileDescriptorSink`, bytes count as written at `flush()`, the first failure is kept, and nothing
/// is taken after it.
public final class FailingSink: OutputSink {
    private struct State {
        var written: [UInt8] = []
        var pending: [UInt8] = []
        var failure: WriteFailure?
    }

    private let state = Mutex(State())
    private let capacity: Int
    private let errorNumber: Int32
    private let destination: String

    public init(capacity: Int = 0, errorNumber: Int32 = ENOSPC, destination: String = WriteFailure.standardOutput) {
        self.capacity = capacity
        self.errorNumber = errorNumber
        self.destination = destination
    }

    public func write(_ text: String) { write(bytes: Array(text.utf8)) }

    public func write(bytes: [UInt8]) {
        state.withLock { state in
            if state.failure == nil { state.pending += bytes }
        }
    }

    public func flush() {
        state.withLock { state in
            guard state.failure == nil else { return }
            let room = capacity - state.written.count
            state.written += state.pending.prefix(max(0, room))
            if state.pending.count > room {
                state.failure = WriteFailure(destination: destination, errorNumber: errorNumber)
            }
            state.pending = []
        }
    }

    public var failure: WriteFailure? { state.withLock { $0.failure } }

    /// What reached the "disk" before it filled up.
    public var text: String { String(decoding: state.withLock { $0.written }, as: UTF8.self) }
}
