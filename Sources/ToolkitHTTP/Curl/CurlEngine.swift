import CCurl
import Glibc
import ToolkitFloor
import Synchronization

/// One libcurl multi handle and the thread that drives it. Every transfer of the process runs here, so
/// connections are kept alive and reused across requests, an HTTP/2 connection carries many requests at
/// once, and `--jobs 16` costs one thread, not sixteen.
///
/// The thread sleeps in `curl_multi_poll`, which returns when a socket of a transfer is ready, when
/// libcurl's own next timer is due, or when another thread calls `curl_multi_wakeup`; the 60 s bound
/// on the wait is a safety net, not a tick. Nothing polls on a timer: an idle process, or one waiting
/// three seconds for a slow answer, uses no CPU.
///
/// Only this thread touches the multi handle and the transfers in it (libcurl's rule: a multi handle
/// belongs to one thread; `curl_multi_wakeup` is the exception). Other threads hand work over through
/// `inbox`, then wake the thread.
final class CurlEngine: @unchecked Sendable {
    // @unchecked: `multi` and `active` are used by the engine's thread alone (see above); the rest is in
    // a Mutex.
    private let multi: UnsafeMutableRawPointer
    private var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]
    private var hostConnectionLimit = 0
    private let inbox = Mutex(Inbox())

    private struct Inbox {
        var added: [CurlTransfer] = []
        var cancelled: [CurlTransfer] = []
        var hostConnections: Int?
        var stopping = false
    }

    /// Idle connections the multi handle keeps, at least (more when a host may have more in flight).
    static let idleConnections = 32

    /// Loads libcurl (at the first request only) and starts the engine's thread.
    init() throws(ToolError) {
        try CurlLibrary.load()
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

    /// Starts `transfer`; its continuation is resumed on the engine's thread when it ends.
    func submit(_ transfer: CurlTransfer, hostConnections: Int) {
        inbox.withLock { inbox in
            inbox.added.append(transfer)
            inbox.hostConnections = max(inbox.hostConnections ?? 0, hostConnections)
        }
        ccurl_multi_wakeup(multi)
    }

    /// Stops `transfer` at once (Ctrl-C, a batch stopping, a deadline): its connection is closed and its
    /// caller gets `TransportError.cancelled`.
    func cancel(_ transfer: CurlTransfer) {
        transfer.cancelRequested.store(true, ordering: .releasing)
        inbox.withLock { $0.cancelled.append(transfer) }
        ccurl_multi_wakeup(multi)
    }

    /// Ends the thread after failing every transfer still running with `cancelled`.
    func stop() {
        inbox.withLock { $0.stopping = true }
        ccurl_multi_wakeup(multi)
    }

    private func run() {
        var running: Int32 = 0
        var numfds: Int32 = 0
        while true {
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
                if transfer.cancelRequested.load(ordering: .acquiring) {
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
                ccurl_multi_cleanup(multi)
                return
            }
            _ = ccurl_multi_perform(multi, &running)
            var easy: UnsafeMutableRawPointer?
            var result: Int32 = 0
            while ccurl_multi_next_done(multi, &easy, &result) == 1 {
                guard let done = easy, let transfer = active.removeValue(forKey: done) else { continue }
                _ = ccurl_multi_remove_handle(multi, done)
                transfer.finish(code: result)
            }
            _ = ccurl_multi_poll(multi, 60_000, &numfds)
        }
    }
}
