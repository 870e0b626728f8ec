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
/// from there, without waking the main thread and waiting for it twice a request. The main thread then
/// keeps the command's blocking work (`blockingWork`, through `BlockingIO`): a terminal prompt, a read
/// of input not yet there, a write to a pipe that is full, so that libcurl's thread never waits on one.
public final class MainThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let queue = JobQueue()
    /// The main thread as an executor that keeps its jobs after the hand-over: for work that may block.
    public let blockingWork: BlockingWork

    public init() {
        blockingWork = BlockingWork(queue: queue)
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        if let successor = queue.successor {
            successor.enqueue(job)
            return
        }
        // Handed over meanwhile or not, a job queued here still runs: the main thread keeps going.
        queue.append(UnownedJob(job), stays: false)
    }

    /// From now on, jobs run on `executor`'s thread. Jobs already queued still run here, which is safe:
    /// a task has one job queued at a time, so no task runs on both threads at once.
    public func handOver(to executor: any TaskExecutor) {
        queue.successor = executor
    }

    /// Runs jobs as they are enqueued, forever: the task ends the process itself (`exit`), on whichever
    /// thread it last ran.
    public func run() -> Never {
        while true {
            for (job, stays) in queue.takeAll() {
                job.runSynchronously(on: stays ? blockingWork.asUnownedTaskExecutor() : asUnownedTaskExecutor())
            }
        }
    }

    /// The main thread for jobs that stay on it after the hand-over.
    public final class BlockingWork: TaskExecutor, @unchecked Sendable {
        private let queue: JobQueue

        fileprivate init(queue: JobQueue) {
            self.queue = queue
        }

        public func enqueue(_ job: consuming ExecutorJob) {
            queue.append(UnownedJob(job), stays: true)
        }
    }

    /// The main thread's jobs, and a semaphore it sleeps on between them.
    fileprivate final class JobQueue: @unchecked Sendable {
        private let state = Mutex(State())
        /// Allocated once and never freed: the executor lives as long as the process.
        private let wakeUp: UnsafeMutablePointer<sem_t>

        private struct State {
            /// Each job, and whether it stays on this thread after the hand-over (`blockingWork`).
            var jobs: [(job: UnownedJob, stays: Bool)] = []
            /// Where jobs go once the process's network thread runs.
            var successor: (any TaskExecutor)?
        }

        init() {
            wakeUp = .allocate(capacity: 1)
            sem_init(wakeUp, 0, 0)
        }

        var successor: (any TaskExecutor)? {
            get { state.withLock { $0.successor } }
            set { state.withLock { $0.successor = newValue } }
        }

        func append(_ job: UnownedJob, stays: Bool) {
            state.withLock { $0.jobs.append((job, stays)) }
            sem_post(wakeUp)
        }

        /// Waits for jobs, and takes every one queued.
        func takeAll() -> [(job: UnownedJob, stays: Bool)] {
            while sem_wait(wakeUp) != 0 && errno == EINTR {}
            return state.withLock { state in
                defer { state.jobs.removeAll(keepingCapacity: true) }
                return state.jobs
            }
        }
    }
}
