import Glibc
import Synchronization

/// Runs a tool's top-level task on the process's own main thread, until libcurl's thread takes over.
///
/// An `async` `main` hands its work to Swift's global executor. On Linux that starts libdispatch's
/// worker threads and its workqueue monitor, about 1.4 ms of CPU in a static "hello". That was the
/// largest part of what an offline command like `parse-link URI` or `--help` cost beyond the floor. A
/// task that prefers this executor (`Task(executorPreference:)`) runs its jobs here instead, and so do
/// its child tasks. Work that must run in parallel asks for its own threads: stdin parse-link runs in an
/// unstructured task on the global executor and uses `concurrentPerform`. The main thread sleeps on a
/// semaphore between jobs; continuations resumed elsewhere (libcurl's thread, the timer queue) post it.
/// No polling.
///
/// Once a command makes its first request, the jobs go to libcurl's thread instead (`handOver(to:)`):
/// an answer then resumes the command on the thread where it arrived, and the next request is made
/// from there, without waking the main thread and waiting for it twice a request. The command's
/// blocking work (a terminal prompt, a write to a full pipe) then holds that thread. The tools make such
/// calls only between their requests, except the batches, whose rows in flight meanwhile wait in their
/// sockets: libcurl reads an answer that is waiting there before it checks the deadline (docs/http.md).
public final class MainThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let queue = Mutex(Queue())
    /// Allocated once and never freed: the executor lives as long as the process.
    private let wakeUp: UnsafeMutablePointer<sem_t>

    private struct Queue {
        var jobs: [UnownedJob] = []
        /// Where jobs go once the process's network thread runs.
        var successor: (any TaskExecutor)?
    }

    public init() {
        wakeUp = .allocate(capacity: 1)
        sem_init(wakeUp, 0, 0)
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        if let successor = queue.withLock({ $0.successor }) {
            successor.enqueue(job)
            return
        }
        // Handed over meanwhile or not, a job queued here still runs: the main thread keeps going.
        let job = UnownedJob(job)
        queue.withLock { $0.jobs.append(job) }
        sem_post(wakeUp)
    }

    /// From now on, jobs run on `executor`'s thread. Jobs already queued still run here, which is safe:
    /// a task has one job queued at a time, so no task runs on both threads at once.
    public func handOver(to executor: any TaskExecutor) {
        queue.withLock { $0.successor = executor }
    }

    /// Runs jobs as they are enqueued, forever: the task ends the process itself (`exit`), on whichever
    /// thread it last ran.
    public func run() -> Never {
        while true {
            while sem_wait(wakeUp) != 0 && errno == EINTR {}
            let ready = queue.withLock { queue in
                defer { queue.jobs.removeAll(keepingCapacity: true) }
                return queue.jobs
            }
            for job in ready { job.runSynchronously(on: asUnownedTaskExecutor()) }
        }
    }
}
