import Glibc
import Synchronization

/// Runs a tool's top-level task on the process's own main thread.
///
/// An `async` `main` hands its work to Swift's global executor. On Linux that starts libdispatch's
/// worker threads and its workqueue monitor, about 1.4 ms of CPU in a static "hello". That was the
/// largest part of what an offline command like `parse-link URI` or `--help` cost beyond the floor. A
/// task that prefers this executor (`Task(executorPreference:)`) runs its jobs here instead, and so do
/// its child tasks. Work that must run in parallel asks for its own threads: the batch and stdin
/// parse-link run in unstructured tasks on the global executor, and parse-link uses
/// `concurrentPerform`. The main thread sleeps on a semaphore between jobs; continuations resumed
/// elsewhere (libcurl's thread, the timer queue) post it. No polling.
final class MainThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let jobs = Mutex<[UnownedJob]>([])
    /// Allocated once and never freed: the executor lives as long as the process.
    private let wakeUp: UnsafeMutablePointer<sem_t>

    init() {
        wakeUp = .allocate(capacity: 1)
        sem_init(wakeUp, 0, 0)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.append(job) }
        sem_post(wakeUp)
    }

    /// Runs jobs as they are enqueued, forever: the task ends the process itself (`exit`).
    func run() -> Never {
        while true {
            while sem_wait(wakeUp) != 0 && errno == EINTR {}
            let ready = jobs.withLock { queue in
                defer { queue.removeAll(keepingCapacity: true) }
                return queue
            }
            for job in ready { job.runSynchronously(on: asUnownedTaskExecutor()) }
        }
    }
}
