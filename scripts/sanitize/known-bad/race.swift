// Known bad, for scripts/sanitize/run's self-test: two threads write one variable with nothing between
// them, which ThreadSanitizer must report. Never part of the tools.
import Foundation

nonisolated(unsafe) var shared = 0
let other = Thread { for _ in 0..<100_000 { shared += 1 } }
other.start()
for _ in 0..<100_000 { shared += 1 }
while !other.isFinished {}
print(shared)
