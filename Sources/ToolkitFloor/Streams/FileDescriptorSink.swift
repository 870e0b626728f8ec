import Glibc
import Synchronization

/// Output to a file descriptor (stdout, stderr, a batch's `--output-file`), buffered in memory and
/// written with `write(2)` on `flush()` or when the buffer grows past 64 KiB.
///
/// Every write is checked. The first that fails (a full disk, a quota, a file size limit, an I/O error, a
/// closed descriptor) is kept as `failure`, and from then on nothing more is written: the command sees
/// it (a batch stops starting requests) and the tool ends with exit 74 (`ToolRunner`). Each `flush()`
/// ends a whole record; for a file made with `cutsBackFrom`, a failure cuts the file back to the end of
/// the last whole record, so a resumed run carries on from a clean line.
///
/// A reader that has gone away (`… | head -1`) ends the process quietly: SIGPIPE keeps its default
/// action, so the kernel ends the process with status 141 as it does for `cat` and `yes`, and no error
/// text is ever printed about it.
public final class FileDescriptorSink: OutputSink {
    private let descriptor: Int32
    private let destination: String
    /// Where a regular file stood when it was opened; nil where nothing can be cut back (a pipe, a tty).
    private let start: Int?
    private let state = Mutex(State())
    private static let highWater = 64 * 1024

    private struct State {
        var pending: [UInt8] = []
        /// Bytes the kernel took, and how many of them end a record (as of the last `flush()`).
        var written = 0
        var whole = 0
        var failure: WriteFailure?
    }

    /// - Parameters:
    ///   - descriptor: an open descriptor (or -1 for a stream the caller closed: every write fails EBADF).
    ///   - destination: how messages name it: `standard output`, or the file's path.
    ///   - start: for a regular file written from this offset on, cut back to its last whole record when a
    ///     write fails.
    public init(descriptor: Int32, destination: String = WriteFailure.standardOutput, cutsBackFrom start: Int? = nil) {
        self.descriptor = descriptor
        self.destination = destination
        self.start = start
    }

    public var failure: WriteFailure? { state.withLock { $0.failure } }

    public func write(_ text: String) {
        append { $0.append(contentsOf: text.utf8) }
    }

    public func write(bytes: [UInt8]) {
        append { $0.append(contentsOf: bytes) }
    }

    public func flush() {
        state.withLock { state in
            drain(&state)
            if state.failure == nil { state.whole = state.written }
        }
    }

    public func writeThrough(bytes: UnsafeRawBufferPointer) {
        state.withLock { state in
            drain(&state)
            writeAll(bytes, &state)
            if state.failure == nil { state.whole = state.written }
        }
    }

    private func append(_ body: (inout [UInt8]) -> Void) {
        state.withLock { state in
            guard state.failure == nil else { return }  // nothing more once a write failed
            body(&state.pending)
            if state.pending.count >= Self.highWater { drain(&state) }
        }
    }

    private func drain(_ state: inout State) {
        let pending = state.pending
        state.pending.removeAll(keepingCapacity: true)
        pending.withUnsafeBytes { writeAll($0, &state) }
    }

    private func writeAll(_ bytes: UnsafeRawBufferPointer, _ state: inout State) {
        guard state.failure == nil, let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let count = Glibc.write(descriptor, base + offset, bytes.count - offset)
            if count > 0 {
                offset += count
                state.written += count
                continue
            }
            let code = count == 0 ? EIO : errno  // a write that takes nothing cannot be completed
            switch code {
            case EINTR:
                continue
            case EAGAIN:
                // A descriptor someone made non-blocking (a shared pipe): wait until it takes more.
                var wanted = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&wanted, 1, -1)
                continue
            case EPIPE:
                // SIGPIPE was ignored by something in the process: end as if it had not been.
                signal(SIGPIPE, SIG_DFL)
                raise(SIGPIPE)
                fallthrough  // blocked too: the failure below, which ToolRunner ends quietly with 141
            default:
                fail(code, &state)
                return
            }
        }
    }

    private func fail(_ code: Int32, _ state: inout State) {
        state.failure = WriteFailure(destination: destination, errorNumber: code)
        state.pending = []
        // Half a record must not stay in a file that `--resume` reads back.
        if let start, state.written > state.whole {
            _ = ftruncate(descriptor, off_t(start + state.whole))
        }
    }
}
