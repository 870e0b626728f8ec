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
/// On the thread that drives transfers (`BlockingIO`), a pipe, terminal or socket is written only while
/// it has room, a page at a time; what would wait is handed to the blocking executor, which writes it
/// and everything written after it, in order, while the caller goes on. `waitUntilWritten()` waits for
/// that (a batch before its next record; the runtime before the process ends). Regular files never wait
/// in that sense and are written in place.
///
/// A reader that has gone away (`… | head -1`) ends the process quietly: SIGPIPE keeps its default
/// action, so the kernel ends the process with status 141 as it does for `cat` and `yes`, and no error
/// text is ever printed about it.
public final class FileDescriptorSink: OutputSink {
    private let descriptor: Int32
    private let destination: String
    /// Where a regular file stood when it was opened; nil where nothing can be cut back (a pipe, a tty).
    private let start: Int?
    /// Where writes that would wait go; nil for a descriptor that never waits (a regular file).
    private let blockingIO: BlockingIO?
    private let state = Mutex(State())
    private static let highWater = 64 * 1024
    /// A pipe that polls writable has a free page: a write of this much then completes without waiting.
    private static let pageSize = 4096

    private struct State {
        var pending: [UInt8] = []
        /// Bytes the kernel took, and how many of them end a record.
        var written = 0
        var whole = 0
        /// Where records end (`flush()`), in bytes queued, not yet known to be written.
        var boundaries: [Int] = []
        var failure: WriteFailure?
        /// A write is under way on the blocking executor; every byte goes through it until it is done.
        var handedOff = false
        var waiters: [CheckedContinuation<Void, Never>] = []

        var queued: Int { written + pending.count }
    }

    /// - Parameters:
    ///   - descriptor: an open descriptor (or -1 for a stream the caller closed: every write fails EBADF).
    ///   - destination: how messages name it: `standard output`, or the file's path.
    ///   - start: for a regular file written from this offset on, cut back to its last whole record when a
    ///     write fails.
    ///   - blockingIO: where a write that would wait goes when the writer drives transfers.
    public init(
        descriptor: Int32, destination: String = WriteFailure.standardOutput, cutsBackFrom start: Int? = nil,
        blockingIO: BlockingIO = .inPlace
    ) {
        self.descriptor = descriptor
        self.destination = destination
        self.start = start
        var status = stat()
        let isRegular = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
        self.blockingIO = isRegular || blockingIO.executor == nil ? nil : blockingIO
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
            guard state.failure == nil else { return }
            if state.boundaries.last != state.queued { state.boundaries.append(state.queued) }
            drain(&state)
        }
    }

    public func writeThrough(bytes: UnsafeRawBufferPointer) {
        state.withLock { state in
            guard state.failure == nil else { return }
            if state.handedOff {
                state.pending.append(contentsOf: bytes)
            } else if blockingIO?.destinationFromHere != nil {
                // What the descriptor takes now goes from the caller's bytes; only the rest is copied.
                drain(&state)
                let now = state.pending.isEmpty && !state.handedOff && state.failure == nil ? writeWhileRoom(bytes) : (taken: 0, error: nil)
                record(now, &state)
                if state.failure == nil { state.pending.append(contentsOf: bytes[now.taken...]) }
            } else {
                drain(&state)
                record(writeAll(bytes), &state)
            }
            state.boundaries.append(state.queued)
            drain(&state)
        }
    }

    public func waitUntilWritten() async {
        guard state.withLock({ $0.handedOff }) else { return }
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let done = state.withLock { state in
                if state.handedOff { state.waiters.append(waiter) }
                return !state.handedOff
            }
            if done { waiter.resume() }
        }
    }

    private func append(_ body: (inout [UInt8]) -> Void) {
        state.withLock { state in
            guard state.failure == nil else { return }  // nothing more once a write failed
            body(&state.pending)
            if state.pending.count >= Self.highWater { drain(&state) }
        }
    }

    /// Writes what is pending: in place, or as far as the descriptor has room and then handed off.
    private func drain(_ state: inout State) {
        guard state.failure == nil, !state.handedOff else { return }
        guard !state.pending.isEmpty else { return confirmWhole(&state) }
        guard let destination = blockingIO?.destinationFromHere else {
            let pending = state.pending
            state.pending.removeAll(keepingCapacity: true)
            record(pending.withUnsafeBytes { writeAll($0) }, &state)
            return
        }
        let outcome = state.pending.withUnsafeBytes { writeWhileRoom($0) }
        state.pending.removeFirst(outcome.taken)
        record(outcome, &state)
        guard state.failure == nil, !state.pending.isEmpty else { return }
        state.handedOff = true
        Task(executorPreference: destination) { self.writeHandedOff() }
    }

    /// On the blocking executor: writes until nothing is pending, outside the lock, so the writer can
    /// queue more meanwhile; then wakes whoever waits.
    private func writeHandedOff() {
        while true {
            let bytes = state.withLock { state -> [UInt8]? in
                guard state.failure == nil, !state.pending.isEmpty else { return nil }
                defer { state.pending = [] }
                return state.pending
            }
            guard let bytes else { break }
            let outcome = bytes.withUnsafeBytes { writeAll($0) }
            state.withLock { state in record(outcome, &state) }
        }
        let waiters = state.withLock { state in
            state.handedOff = false
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Records whose every byte has been written are whole.
    private func confirmWhole(_ state: inout State) {
        var confirmed = 0
        for boundary in state.boundaries where boundary <= state.written {
            state.whole = boundary
            confirmed += 1
        }
        if confirmed > 0 { state.boundaries.removeFirst(confirmed) }
    }

    /// Writes as much of `bytes` as the descriptor takes without waiting, a page at a time: how many the
    /// kernel took, and the error number of the write that failed, if one did.
    private func writeWhileRoom(_ bytes: UnsafeRawBufferPointer) -> (taken: Int, error: Int32?) {
        guard let base = bytes.baseAddress else { return (0, nil) }
        var offset = 0
        while offset < bytes.count {
            var room = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            if poll(&room, 1, 0) == 0 { break }  // full: the rest would wait
            let count = Glibc.write(descriptor, base + offset, min(Self.pageSize, bytes.count - offset))
            if count > 0 {
                offset += count
                continue
            }
            let code = count == 0 ? EIO : errno
            if code == EINTR { continue }
            if code == EAGAIN { break }
            return (offset, code)
        }
        return (offset, nil)
    }

    /// Writes all of `bytes`, waiting as long as it takes: how many the kernel took, and the error
    /// number of the write that failed, if one did.
    private func writeAll(_ bytes: UnsafeRawBufferPointer) -> (taken: Int, error: Int32?) {
        guard let base = bytes.baseAddress else { return (0, nil) }
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
                return (offset, code)
            }
        }
        return (offset, nil)
    }

    /// Counts what a write took, and keeps its failure.
    private func record(_ outcome: (taken: Int, error: Int32?), _ state: inout State) {
        state.written += outcome.taken
        confirmWhole(&state)
        if let error = outcome.error { failed(error, &state) }
    }

    /// A write failed with `code`: a closed pipe ends the process; anything else is kept.
    private func failed(_ code: Int32, _ state: inout State) {
        if code == EPIPE {
            // SIGPIPE was ignored by something in the process: end as if it had not been.
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
            // Blocked too: the failure below, which ToolRunner ends quietly with 141.
        }
        fail(code, &state)
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
