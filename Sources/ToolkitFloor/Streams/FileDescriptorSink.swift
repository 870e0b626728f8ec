import Glibc
import Synchronization

/// Output to a file descriptor (stdout, stderr, a batch's `--output-file`), buffered in memory and
/// written with `write(2)` on `flush()` or when the buffer grows past 64 KiB.
///
/// Every write is checked. The first that fails (a full disk, a quota, a file size limit, an I/O error, a
/// closed descriptor) is kept as `failure`, and from then on nothing more is written: the command sees
/// it (a batch stops starting requests) and the tool ends with exit 74 (`ToolRunner`). What a failed
/// write leaves behind in a file is its owner's concern (a batch cuts its file back, `RecordFile`).
///
/// A reader that has gone away (`… | head -1`) ends the process quietly: SIGPIPE keeps its default
/// action, so the kernel ends the process with status 141 as it does for `cat` and `yes`, and no error
/// text is ever printed about it.
public final class FileDescriptorSink: OutputSink {
    private let descriptor: Int32
    private let destination: String
    /// What is written and not yet handed to the kernel, and the first failure.
    private let buffer = Mutex(Buffer())
    /// Held while bytes go to the kernel, so that writes from two threads reach it in the order they were
    /// taken from the buffer; the buffer itself stays free meanwhile for writers to append to.
    private let writing = Mutex(())
    private static let highWater = 64 * 1024

    private struct Buffer {
        var pending: [UInt8] = []
        var failure: WriteFailure?
    }

    /// - Parameters:
    ///   - descriptor: an open descriptor (or -1 for a stream the caller closed: every write fails EBADF).
    ///   - destination: how messages name it: `standard output`, or the file's path.
    public init(descriptor: Int32, destination: String = WriteFailure.standardOutput) {
        self.descriptor = descriptor
        self.destination = destination
    }

    public var failure: WriteFailure? { buffer.withLock { $0.failure } }

    public func write(_ text: String) {
        append { $0.append(contentsOf: text.utf8) }
    }

    public func write(bytes: [UInt8]) {
        append { $0.append(contentsOf: bytes) }
    }

    public func flush() {
        writing.withLock { _ in drain() }
    }

    public func writeThrough(bytes: UnsafeRawBufferPointer) {
        writing.withLock { _ in
            drain()
            guard failure == nil else { return }
            // From the caller's bytes: no copy into the buffer.
            if let code = writeAll(bytes) { failed(code) }
        }
    }

    private func append(_ body: (inout [UInt8]) -> Void) {
        let full = buffer.withLock { buffer in
            guard buffer.failure == nil else { return false }  // nothing more once a write failed
            body(&buffer.pending)
            return buffer.pending.count >= Self.highWater
        }
        if full { flush() }
    }

    /// Hands what is pending to the kernel; called with `writing` held.
    private func drain() {
        let bytes = buffer.withLock { buffer -> [UInt8] in
            guard buffer.failure == nil else { return [] }
            defer { buffer.pending = [] }
            return buffer.pending
        }
        guard !bytes.isEmpty, let code = bytes.withUnsafeBytes({ writeAll($0) }) else { return }
        failed(code)
    }

    /// Writes all of `bytes`, waiting as long as it takes: nil, or the error number of the write that
    /// failed.
    private func writeAll(_ bytes: UnsafeRawBufferPointer) -> Int32? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let count = Glibc.write(descriptor, base + offset, bytes.count - offset)
            if count > 0 {
                offset += count
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
            default:
                return code
            }
        }
        return nil
    }

    /// A write failed with `code`: a closed pipe ends the process; anything else is kept.
    private func failed(_ code: Int32) {
        if code == EPIPE {
            // SIGPIPE was ignored by something in the process: end as if it had not been.
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
            // Blocked too: the failure below, which ToolRunner ends quietly with 141.
        }
        buffer.withLock { buffer in
            buffer.failure = WriteFailure(destination: destination, errorNumber: code)
            buffer.pending = []
        }
    }
}
