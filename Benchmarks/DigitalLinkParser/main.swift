// Release-mode throughput of the GS1 Digital Link parser alone (no I/O, no JSON): a mix of typical
// links, lenient ones and invalid ones, parsed round after round on one core. The package's
// `digital-link-bench` target (not a product); Benchmarks/digital-link-parser.sh builds and runs it.
import DigitalLink
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let mix: [(uri: String, lenient: Bool)] = [
    ("https://id.gs1.org/01/09506000134352", false),
    ("https://id.gs1.org/01/09506000134352/10/ABC/21/SN123?17=271231", false),
    ("https://example.com/shop/01/09506000134352/10/LOT7/21/SN%2F9?17=271231", false),
    ("https://brand.example.com/some-extra/pathinfo/01/09520123456788/22/2A/10/ABC123/21/12345", false),
    ("https://id.gs1.org/01/09520123456788?3103=000195&3922=0299&17=201225", false),
    ("https://id.gs1.org/00/952012345678912345?02=09520123456788&37=25&10=ABC123", false),
    ("https://id.gs1.org/414/9520123456788/254/32a%2Fb", false),
    ("https://example.com/8004/9520614141234567?01=09520123456788&linkType=gs1%3Apip", false),
    ("https://id.gs1.org/8006/095201234567880102/10/L1/21/S1", false),
    ("https://id.gs1.org/01/09506000134352/21/SN123/10/ABC?17=251231", false),  // invalid: order
    ("https://id.gs1.org/01/09506000134353", false),  // invalid: check digit
    ("https://id.gs1.org/gtin/9520123456788/lot/ABC?exp=271231", true),  // lenient
]

if CommandLine.arguments.dropFirst().first == "--forms" {  // every form GS1 data comes in (FormsBench.swift)
    let numbers = CommandLine.arguments.dropFirst(2).compactMap { Int($0) }
    FormsBench.run(lines: numbers.first ?? 1_000_000, runs: numbers.dropFirst().first ?? 5)
    exit(0)
}

let rounds = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 200_000 : 200_000
let strict = DigitalLinkParser(), lenient = DigitalLinkParser(lenient: true)

// CPU time of this thread as well as wall time: the machine is shared, and the CPU time is what one
// core would take if it were ours alone.
func now(_ clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Parses `uris` `rounds` times and reports the rate.
func measure(_ label: String, _ uris: [(uri: String, lenient: Bool)]) {
    var valid = 0
    func parseAll() {
        for entry in uris {
            if case .valid = (entry.lenient ? lenient : strict).parse(entry.uri) { valid += 1 }
        }
    }
    for _ in 0..<1_000 { parseAll() }  // warm-up: tables built, caches hot
    valid = 0
    let wallStart = now(CLOCK_MONOTONIC), cpuStart = now(CLOCK_THREAD_CPUTIME_ID)
    for _ in 0..<rounds { parseAll() }
    let wall = now(CLOCK_MONOTONIC) - wallStart, cpu = now(CLOCK_THREAD_CPUTIME_ID) - cpuStart
    let count = Double(rounds * uris.count)
    print("\(label): \(rounds * uris.count) URIs (\(valid) valid): "
        + "\(Int(count / cpu)) URIs/s per CPU-second (\(Int(cpu / count * 1e9)) ns each), "
        + "\(Int(count / wall)) URIs/s wall clock")
}

measure("typical (valid, strict)", Array(mix.prefix(9)))
measure("mixed (with 2 invalid, 1 lenient)", mix)
