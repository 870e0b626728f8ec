import CCurl
import Glibc
import ToolkitFloor
import Synchronization

/// One libcurl multi handle and the thread that drives it. Every transfer of the process runs here, so
/// connections are kept alive and reused across requests, an HTTP/2 connection carries many requests at
/// once, and `--jobs 16` costs one thread, not sixteen.
///
/// The thread sleeps in `curl_multi_poll`, which returns when a socket of a transfer is ready, when
/// libcurl's own next timer is due, when another thread calls `curl_multi_wakeup`, or when a transfer
/// is overdue (`expireOverdue`). Nothing polls on a tick: an idle process uses no CPU.
///
/// Only this thread touches the multi handle and the transfers in it (libcurl's rule: a multi handle
/// belongs to one thread; `curl_multi_wakeup` is the exception). Other threads hand work over through
/// `inbox`, then wake the thread.
///
/// The tools only finish transfers here: a finished transfer resumes its command's task, which runs on
/// the command's own executor, where it may block as any command may. The engine is also a
/// `TaskExecutor`, for tests and benchmarks that measure work run beside it (`CurlTransport.engineExecutor`,
/// `http-bench`); jobs run here must not block, since no connection is serviced meanwhile.
final class CurlEngine: TaskExecutor, @unchecked Sendable {
    // @unchecked: `multi`, `active` and `localJobs` are used by the engine's thread alone (see above);
    // the rest is in a Mutex or atomic.
    private let multi: UnsafeMutableRawPointer
    private var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]
    private var hostConnectionLimit = 0
    /// Jobs enqueued by the engine's own thread, run before it polls again.
    private var localJobs: [UnownedJob] = []
    private let inbox = Mutex(Inbox())
    /// The engine thread's `pthread_self()`, 0 before it starts and after it ends.
    private let threadID = Atomic<UInt>(0)
    /// The CA locations libcurl was built with, looked at once (`CertificateTrust`).
    let systemCertificates: CertificateTrust.SystemLocations
    /// Set once the system's CA directory alone failed to vouch for a server: the bundle from then on.
    let bundleNeeded = Atomic<Bool>(false)
    /// The share handle through which every transfer's TLS sessions are kept, so a new connection to a
    /// host resumes an earlier one's session instead of a full handshake (nil if libcurl could not make
    /// one). The curl tool shares them the same way; the session cache matches on the CA locations too.
    let tlsSessions: UnsafeMutableRawPointer?

    private struct Inbox {
        var added: [CurlTransfer] = []
        var cancelled: [CurlTransfer] = []
        var jobs: [UnownedJob] = []
        var hostConnections: Int?
        var stopping = false
        /// Set by the thread as it ends: from then on jobs go to the global executor.
        var stopped = false

        var isEmpty: Bool { added.isEmpty && cancelled.isEmpty && jobs.isEmpty && hostConnections == nil && !stopping }
    }

    /// Idle connections the multi handle keeps, at least (more when a host may have more in flight).
    static let idleConnections = 32

    /// Loads libcurl (at the first request only) and starts the engine's thread.
    /// - Parameter systemCertificates: libcurl's own CA locations when nil (tests give others).
    init(systemCertificates: CertificateTrust.SystemLocations? = nil) throws(ToolError) {
        try CurlLibrary.load()
        self.systemCertificates = systemCertificates ?? .ofLibcurl()
        tlsSessions = ccurl_share_tls_sessions()
        guard let multi = ccurl_multi_init() else {
            throw ToolError(.unavailable, "libcurl could not create a multi handle")
        }
        self.multi = multi
        // HTTP/2 multiplexing (the default since libcurl 7.62, set for older ones).
        _ = ccurl_multi_setopt_long(multi, Int32(CCURLMOPT_PIPELINING), CLong(CCURLPIPE_MULTIPLEX))
        // Idle connections kept for reuse. libcurl's default is four times the transfers added at the
        // moment, so between a batch's requests (few added) it closed the connections the next ones
        // needed: 16 in flight churned through 8,584 connections for 100,000 rows.
        _ = ccurl_multi_setopt_long(multi, Int32(CCURLMOPT_MAXCONNECTS), CLong(Self.idleConnections))
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        let started = pthread_create(&thread, nil, { context in
            let engine = Unmanaged<CurlEngine>.fromOpaque(context!).takeRetainedValue()
            engine.run()
            return nil
        }, context)
        guard started == 0 else {
            Unmanaged<CurlEngine>.fromOpaque(context).release()
            throw ToolError(.unavailable, "could not start the network thread (error \(started))")
        }
        pthread_detach(thread)
    }

    var onEngineThread: Bool { threadID.load(ordering: .relaxed) == UInt(pthread_self()) }

    /// Starts `transfer`; its continuation is resumed on the engine's thread when it ends.
    func submit(_ transfer: CurlTransfer, hostConnections: Int) {
        inbox.withLock { inbox in
            inbox.added.append(transfer)
            inbox.hostConnections = max(inbox.hostConnections ?? 0, hostConnections)
        }
        wake()
    }

    /// Stops `transfer` at once (Ctrl-C, a batch stopping, a deadline): its connection is closed and its
    /// caller gets `TransportError.cancelled`.
    func cancel(_ transfer: CurlTransfer) {
        transfer.cancelRequested.store(true, ordering: .releasing)
        inbox.withLock { $0.cancelled.append(transfer) }
        wake()
    }

    /// Ends the thread after failing every transfer still running with `cancelled`.
    func stop() {
        inbox.withLock { $0.stopping = true }
        wake()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        if onEngineThread {
            localJobs.append(job)
            return
        }
        let accepted = inbox.withLock { inbox in
            if inbox.stopped { return false }
            inbox.jobs.append(job)
            return true
        }
        if accepted {
            ccurl_multi_wakeup(multi)
        } else {
            // The engine has ended (its transport went away): the work goes on elsewhere.
            globalConcurrentExecutor.enqueue(job)
        }
    }

    /// The engine's own thread looks at the inbox before it polls again; any other one wakes it.
    private func wake() {
        if !onEngineThread { ccurl_multi_wakeup(multi) }
    }

    private func run() {
        threadID.store(UInt(pthread_self()), ordering: .relaxed)
        var running: Int32 = 0
        var numfds: Int32 = 0
        while true {
            // First the tasks woken since the last turn: the transfers they start are added just below.
            runJobs(inbox.withLock { inbox in
                defer { inbox.jobs.removeAll() }
                return inbox.jobs
            })
            let work = inbox.withLock { inbox -> Inbox in
                defer { inbox = Inbox(stopping: inbox.stopping) }
                return inbox
            }
            if let limit = work.hostConnections, limit > hostConnectionLimit {
                hostConnectionLimit = limit
                _ = ccurl_multi_setopt_long(multi, Int32(CCURLMOPT_MAX_HOST_CONNECTIONS), CLong(limit))
                _ = ccurl_multi_setopt_long(multi, Int32(CCURLMOPT_MAXCONNECTS), CLong(max(Self.idleConnections, limit * 2)))
            }
            for transfer in work.added {
                if work.stopping || transfer.cancelRequested.load(ordering: .acquiring) {
                    transfer.finishCancelled()
                } else {
                    active[transfer.easy] = transfer
                    _ = ccurl_multi_add_handle(multi, transfer.easy)
                }
            }
            for transfer in work.cancelled where active.removeValue(forKey: transfer.easy) != nil {
                _ = ccurl_multi_remove_handle(multi, transfer.easy)
                transfer.finishCancelled()
            }
            if work.stopping {
                for transfer in active.values {
                    _ = ccurl_multi_remove_handle(multi, transfer.easy)
                    transfer.finishCancelled()
                }
                active = [:]
                runJobs(work.jobs)
                if finishStopping() { return }
                continue
            }
            runJobs(work.jobs)  // handed over while the first ones ran (their transfers: the next turn)
            _ = ccurl_multi_perform(multi, &running)
            var easy: UnsafeMutableRawPointer?
            var result: Int32 = 0
            while ccurl_multi_next_done(multi, &easy, &result) == 1 {
                guard let done = easy, let transfer = active.removeValue(forKey: done) else { continue }
                _ = ccurl_multi_remove_handle(multi, done)
                transfer.finish(code: result)
            }
            let wait = expireOverdue()
            // Tasks resumed by finished transfers, and work handed over meanwhile, come before any wait.
            if !localJobs.isEmpty || !inbox.withLock({ $0.isEmpty }) { continue }
            _ = ccurl_multi_poll(multi, wait, &numfds)
        }
    }

    /// Ends every transfer libcurl has let run past its deadline (`CurlLimits`): the deadline holds
    /// whatever state libcurl is in. Returns how long the next poll may wait: until the next transfer is
    /// overdue, 1 ms to 60 s. One pass, no allocation unless one is overdue: this runs every turn.
    private func expireOverdue() -> Int32 {
        guard !active.isEmpty else { return 60_000 }
        let now = ContinuousClock.now
        var overdue: [UnsafeMutableRawPointer] = []
        var next: ContinuousClock.Instant?
        for (easy, transfer) in active {
            if transfer.overdueAt <= now {
                overdue.append(easy)
            } else if next.map({ transfer.overdueAt < $0 }) ?? true {
                next = transfer.overdueAt
            }
        }
        for easy in overdue {
            guard let transfer = active.removeValue(forKey: easy) else { continue }
            _ = ccurl_multi_remove_handle(multi, easy)
            transfer.finishOverdue()
        }
        guard let next else { return 60_000 }
        let left = now.duration(to: next).components
        let milliseconds = left.seconds * 1000 + left.attoseconds / 1_000_000_000_000_000 + 1
        return Int32(min(max(milliseconds, 1), 60_000))
    }

    /// Runs `jobs` (from other threads), then the jobs this thread enqueues, round after round: an answer's
    /// task finishes, wakes the batch, which starts the next row's task, which submits its transfer, all
    /// in one turn. At most `maxRounds` rounds, so a task that keeps yielding cannot starve the transfers.
    private func runJobs(_ jobs: [UnownedJob]) {
        for job in jobs { job.runSynchronously(on: asUnownedTaskExecutor()) }
        var rounds = 0
        while !localJobs.isEmpty, rounds < Self.maxRounds {
            let ready = localJobs
            localJobs.removeAll(keepingCapacity: true)
            for job in ready { job.runSynchronously(on: asUnownedTaskExecutor()) }
            rounds += 1
        }
    }

    private static let maxRounds = 16

    /// While stopping: ends the thread once no job is left anywhere. Jobs enqueued from here on go to the
    /// global executor, transfers submitted are cancelled at once (`stopping` stays set in the inbox).
    private func finishStopping() -> Bool {
        let ended = inbox.withLock { inbox -> Bool in
            guard inbox.jobs.isEmpty, inbox.added.isEmpty, localJobs.isEmpty else { return false }
            inbox.stopped = true
            return true
        }
        guard ended else { return false }
        threadID.store(0, ordering: .relaxed)
        ccurl_multi_cleanup(multi)
        return true
    }
}
