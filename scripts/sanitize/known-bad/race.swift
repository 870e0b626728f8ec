// Known bad, for scripts/sanitize/run's self-test: two threads write one variable with nothing between
// them, which ThreadSanitizer must report. Never part of the tools.
// Each write comes after the one rendezvous (`ready`), so neither happens before the other however the
// threads are scheduled: a race the sanitizer sees on every run, not only when the threads overlap (a
// late thread would otherwise start after the other's writes, ordered by the start's own locks).
import Foundation

nonisolated(unsafe) var shared = 0
let ready = DispatchSemaphore(value: 0)
let done = DispatchSemaphore(value: 0)
let other = Thread {
    ready.signal()
    shared += 1
    done.signal()
}
other.start()
ready.wait()
shared += 1
done.wait()
print(shared)
