import Foundation

/// A process a test started, in a process group of its own (Foundation's `Process` makes the child a
/// group leader), its output gathered as it comes by two threads of its own: nothing here blocks the
/// cooperative pool, so a hung child cannot starve the tests that run beside it. The test waits for
/// events (a text in the output, the exit), each wait bounded by a deadline that, when it runs out,
/// kills the whole group (`cmd & pid=$!` grandchildren too) and throws what was awaited and the output
/// so far.
public final class ChildProcess: @unchecked Sendable {
    public enum Stream: String, Sendable { case stdout, stderr }

    /// What a finished process left: its exit status (the signal's number when a signal ended it) and output.
    public struct Finished: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// What the process is, for the messages of the waits that run out (`bash -c 'upsctl …'`).
    public let name: String
    public let pid: Int32
    private let process = Process()
    private let input: FileHandle?
    let state = ChildProcessState()

    /// Starts `executable` with exactly `environment`; `holdInput` gives it a pipe as stdin that stays
    /// open until `closeInput()` (so it cannot see the end of its input before the test says so),
    /// otherwise stdin is /dev/null.
    public init(
        _ executable: String, _ arguments: [String], environment: [String: String], directory: URL? = nil,
        holdInput: Bool = false, name: String? = nil
    ) throws {
        self.name = name ?? ([executable] + arguments).joined(separator: " ")
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        if holdInput {
            let pipe = Pipe()
            process.standardInput = pipe
            input = pipe.fileHandleForWriting
        } else {
            process.standardInput = FileHandle.nullDevice
            input = nil
        }
        let state = self.state
        process.terminationHandler = { state.exited($0.terminationStatus) }
        let spawned = process
        try Self.withNoSignalBlocked { try spawned.run() }
        pid = process.processIdentifier
        for (pipe, stream) in [(out, Stream.stdout), (err, Stream.stderr)] {
            let descriptor = pipe.fileHandleForReading
            Thread.detachNewThread { Self.drain(descriptor, into: state, as: stream) }
        }
    }

    /// Runs `spawn` with the calling thread's signal mask empty: a child inherits the mask of the thread
    /// that starts it, and the threads Swift's tasks run on (Dispatch's) block nearly every signal, so a
    /// tool started from one would never see the SIGINT a test sends it.
    private static func withNoSignalBlocked(_ spawn: () throws -> Void) rethrows {
        var none = sigset_t(), saved = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, &saved)
        defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
        try spawn()
    }

    /// A blocking read loop on a thread of its own (not the cooperative pool's) until the end of the pipe.
    private static func drain(_ handle: FileHandle, into state: ChildProcessState, as stream: Stream) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(handle.fileDescriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            state.append(buffer[0..<count], to: stream)
        }
        try? handle.close()
        state.closed(stream)
    }

    /// Waits until `stream` contains `text`; throws if the process ends first or `within` runs out.
    public func waitForOutput(containing text: String, in stream: Stream = .stdout, within: Duration = .seconds(60)) async throws {
        try await waitForOutput(in: stream, "'\(text)' in its \(stream)", within: within) { $0.contains(text) }
    }

    /// Waits until `stream`'s text so far satisfies `condition` (`described` says what, for the message).
    public func waitForOutput(
        in stream: Stream, _ described: String, within: Duration = .seconds(60), until condition: @escaping @Sendable (String) -> Bool
    ) async throws {
        try await wait(for: described, within: within) { snapshot in
            if condition(snapshot.text(stream)) { return true }
            if snapshot.finished { throw ChildProcessWaitFailed(process: self.name, awaited: described, snapshot: snapshot, why: "it ended first") }
            return false
        }
    }

    /// Waits for the exit and the end of both pipes, within `within`; a process still running then is
    /// killed, with its group, and the test fails saying so.
    public func finish(within: Duration = .seconds(60)) async throws -> Finished {
        try await wait(for: "its exit", within: within) { $0.finished }
        let snapshot = state.snapshot()
        return Finished(status: snapshot.status ?? -1, stdout: snapshot.text(.stdout), stderr: snapshot.text(.stderr))
    }

    /// What `stream` has shown so far.
    public func output(_ stream: Stream) -> String {
        state.snapshot().text(stream)
    }

    /// Sends `signal` to the process itself, as `kill -INT $pid` does.
    public func signal(_ signal: Int32) {
        kill(pid, signal)
    }

    /// Types `text` on the held stdin.
    public func write(_ text: String) throws {
        try input?.write(contentsOf: Data(text.utf8))
    }

    /// Waits until the process has taken every byte written to its held stdin and a thread of it sleeps
    /// reading more: "waiting for input", for an output format that shows nothing until the end. The
    /// kernel tells no one when a reader blocks, so this looks (the pipe's unread bytes, the threads'
    /// wait channels) every few milliseconds, bounded by `within`.
    public func waitUntilWaitingForInput(within: Duration = .seconds(60)) async throws {
        let clock = ContinuousClock(), deadline = clock.now + within
        while !(unreadInput() == 0 && readsAPipe()) {
            let snapshot = state.snapshot()
            let why = snapshot.status != nil ? "it ended first" : clock.now >= deadline ? "it did not come within \(within)" : nil
            if let why {
                killGroup()
                throw ChildProcessWaitFailed(process: name, awaited: "it to wait for more input", snapshot: snapshot, why: why)
            }
            try await Task.sleep(for: .milliseconds(5))  // poll interval: /proc sends no notice
        }
    }

    /// The bytes written to the held stdin that the process has not read yet.
    private func unreadInput() -> Int32 {
        guard let input else { return 0 }
        var unread: Int32 = 0
        return ioctl(input.fileDescriptor, UInt(FIONREAD), &unread) == 0 ? unread : -1
    }

    /// Whether a thread of the process sleeps in a pipe's read, or in poll(2)/select(2) waiting for one
    /// to be readable, as the tools' readers do (Linux: `/proc/PID/task/*/wchan`).
    private func readsAPipe() -> Bool {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.contains { task in
            let channel = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/wchan", encoding: .utf8)) ?? ""
            return Self.waitsForInput.contains { channel.contains($0) }
        }
    }

    /// The kernel's wait channels of a thread waiting to read (epoll is Dispatch's own, not a reader's).
    private static let waitsForInput = ["pipe_read", "pipe_wait", "poll_schedule_timeout", "do_poll", "do_select"]

    /// Ends the held stdin: the process reads the end of its input.
    public func closeInput() {
        try? input?.close()
    }

    /// Kills the whole process group: the process and whatever it started that stayed in its group. Only
    /// while the process has not been reaped: after that its number may lead another test's group.
    public func killGroup() {
        guard state.snapshot().status == nil else { return }
        kill(-pid, SIGKILL)
    }

    private func wait(
        for awaited: String, within: Duration, until condition: @escaping @Sendable (ChildProcessState.Snapshot) throws -> Bool
    ) async throws {
        let id = UUID()
        // The deadline is a bound on a wait that should end, not a pause: it sleeps on a task, never a thread.
        let deadline = Task { [state, name] in
            try await Task.sleep(for: within)  // timeout bound
            let failure = ChildProcessWaitFailed(
                process: name, awaited: awaited, snapshot: state.snapshot(), why: "it did not come within \(within)")
            if state.expire(id, with: failure) { self.killGroup() }
        }
        defer { deadline.cancel() }
        try await withCheckedThrowingContinuation { continuation in
            state.add(ChildProcessState.Waiter(id: id, condition: condition, continuation: continuation))
        }
    }

    deinit {
        // A test that threw before finishing leaves nothing running behind it.
        killGroup()
        try? input?.close()
    }
}
