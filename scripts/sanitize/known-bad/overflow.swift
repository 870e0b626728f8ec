// Known bad, for scripts/sanitize/run's self-test: a write one element past an allocation, which
// AddressSanitizer must report. Never part of the tools.
let room = UnsafeMutablePointer<UInt8>.allocate(capacity: 16)
let past = Int(CommandLine.arguments.count) + 15
room[past] = 1
print(room[0])
room.deallocate()
