import Glibc
import Synchronization

/// Runs a tool's top-level task on the process's own main thread.
///
/// An `async` `main` hands its work to Swift's global executor. On Linux that starts libdispatch's
/// worker threads and its workqueue monitor, about 1.4 ms of CPU in a static "hello". That was the
/// largest part of what an offline command like `parse-link URI` or `--help` cost beyond the floor. A
/// task that prefers this executor (`Task(executorPreference:)`) runs its jobs here instead, and so do
/// its child tasks. Work that must run in parallel asks for its own threads: stdin parse-link runs in an
/// unstructured task on the global executor, its batches parsed by `OrderedBatch`'s tasks. The main thread sleeps on a
/// semaphore between jobs; continuations resumed elsewhere (libcurl's thread, the timer queue) post it.
/// No polling.
///
/// A command stays here from start to end: libcurl's thread only finishes transfers, and each answer
/// resumes the command on this thread. So a command may read, write and prompt as any program does,
/// waiting as long as it takes, while libcurl goes on servicing every connection.
public final class MainThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let state = Mutex<[UnownedJob]>([])
    /// Allocated once and never freed: the executor lives as long as the process.
    private let wakeUp: UnsafeMutablePointer<sem_t>

    public init() {
        wakeUp = .allocate(capacity: 1)
        sem_init(wakeUp, 0, 0)
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        state.withLock { $0.append(job) }
        sem_post(wakeUp)
    }

    /// Runs jobs as they are enqueued, forever: the task ends the process itself (`exit`).
    public func run() -> Never {
        while true {
            while sem_wait(wakeUp) != 0 && errno == EINTR {}
            let jobs = state.withLock { jobs in
                defer { jobs.removeAll(keepingCapacity: true) }
                return jobs
            }
            for job in jobs { job.runSynchronously(on: asUnownedTaskExecutor()) }
        }
    }
}
