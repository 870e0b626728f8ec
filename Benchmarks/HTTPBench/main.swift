// http-bench URL N CONCURRENCY [MAXCONNS]
//
// Sends N GET requests to URL through the package's HTTPClient, built the way the tools build it
// (default headers → retry → log → CurlTransport), with CONCURRENCY requests in flight, and
// prints one line of JSON. Not part of the tools: Benchmarks/http-client.sh runs it against a local nginx.
import FoundationEssentials
import Glibc
import Shared

func fail(_ message: String) -> Never {
    let sink = FileDescriptorSink(descriptor: STDERR_FILENO)
    sink.write("http-bench: \(message)\n")
    sink.flush()
    exit(2)
}

/// User + system CPU of this process so far, in seconds.
func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    func seconds(_ value: timeval) -> Double { Double(value.tv_sec) + Double(value.tv_usec) * 1e-6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

/// Latencies counted in 10 µs buckets up to 10 s (the last bucket holds anything slower): a fixed
/// 8 MB whatever the number of requests, so the benchmark's own memory does not grow with the run and
/// peak RSS measures the client (a list of every latency was 16 MB more at a million requests).
struct LatencyHistogram {
    static let bucket = 10e-6
    var counts = [Int](repeating: 0, count: 1_000_000)
    var total = 0

    mutating func add(_ seconds: Double) {
        counts[min(counts.count - 1, max(0, Int(seconds / Self.bucket)))] += 1
        total += 1
    }

    /// Nearest-rank percentile, in milliseconds (the upper edge of its bucket).
    func percentileMs(_ p: Double) -> Double {
        guard total > 0 else { return 0 }
        let rank = max(1, Int((p / 100 * Double(total)).rounded(.up)))
        var seen = 0
        for (index, count) in counts.enumerated() {
            seen += count
            if seen >= rank { return Double(index + 1) * Self.bucket * 1000 }
        }
        return Double(counts.count) * Self.bucket * 1000
    }
}

/// Fixed decimals without String(format:), which would pull in ICU-backed Foundation formatting.
func rounded(_ value: Double, _ places: Int) -> Double {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    return (value * scale).rounded() / scale
}

/// One request: its latency in seconds, or nil for a transport error or a non-2xx status.
@Sendable func send(_ request: HTTPRequest, with client: HTTPClient) async -> Double? {
    let start = ContinuousClock.now
    do {
        guard try await client.send(request).isSuccess else { return nil }
    } catch {
        return nil
    }
    return seconds(ContinuousClock.now - start)
}

/// A sliding window: `concurrency` requests in flight, a new one started as each finishes, the way the
/// batch commands drive the client. Returns the latencies of the successes and the error count.
func run(
    _ request: HTTPRequest, with client: HTTPClient, total: Int, concurrency: Int
) async -> (latencies: LatencyHistogram, errors: Int) {
    await withTaskGroup(of: Double?.self) { group in
        var latencies = LatencyHistogram()
        var errors = 0
        var started = 0
        while started < min(concurrency, total) {
            group.addTask { await send(request, with: client) }
            started += 1
        }
        while let latency = await group.next() {
            if let latency { latencies.add(latency) } else { errors += 1 }
            if started < total {
                group.addTask { await send(request, with: client) }
                started += 1
            }
        }
        return (latencies, errors)
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 4 || arguments.count == 5 else {
    fail("usage: http-bench URL N CONCURRENCY [MAXCONNS]")
}
guard let url = HTTPURL(string: arguments[1]), url.host() != nil else { fail("not a URL: \(arguments[1])") }
guard let total = Int(arguments[2]), total > 0 else { fail("N must be a positive integer") }
guard let concurrency = Int(arguments[3]), concurrency > 0 else {
    fail("CONCURRENCY must be a positive integer")
}
// The tools' default (TransportOptions) when not given, so the benchmark measures what ships.
let maxConnections = arguments.count == 5
    ? Int(arguments[4]) ?? 0 : TransportOptions(timeout: 30).maxConnectionsPerHost
guard maxConnections > 0 else { fail("MAXCONNS must be a positive integer") }

// Where the requests' tasks run (HTTP_BENCH_EXECUTOR):
// - transport (the default): on the transport's own thread (the tools ran their batches there once);
// - tool: on a MainThreadExecutor, as every tool command runs (ToolRunner.main): every answer is handed
//   from libcurl's thread to that one;
// - global: on Swift's global executor, as a task without a preference runs.
let mode = ProcessInfo.processInfo.environment["HTTP_BENCH_EXECUTOR"] ?? "transport"
guard ["transport", "tool", "global"].contains(mode) else {
    fail("HTTP_BENCH_EXECUTOR must be transport, tool or global")
}
let mainThread = MainThreadExecutor()

// The chain of HTTPStack.client() for a real transport, minus auth (nothing to authenticate) and the
// credential guard (a header check that costs nothing measurable). Retries are off so that an error is
// counted, not hidden; the log is off, as it is without -v.
let transport = CurlTransport(
    options: {
        var options = TransportOptions(timeout: 30, maxConnectionsPerHost: maxConnections)
        options.readCertificateLocations(from: ProcessInfo.processInfo.environment)
        return options
    }(),
    engine: CurlTransport.Shared())
let client = HTTPClient(
    transport: transport,
    middlewares: [
        DefaultHeadersMiddleware(tool: "http-bench", version: "0"),
        RetryMiddleware(
            policy: RetryPolicy(maxRetries: 0), sleep: { try await Task.sleep(for: $0) }, now: { Date() }),
        LoggingMiddleware(logger: .off, now: { Date() }),
    ])
let request = HTTPRequest(method: .get, url: url)

// The first request pays what every process pays once (URLSession and libcurl set-up, loading the CA
// bundle for HTTPS): start-up cost, not per-request cost, so it is left out of the figures.
guard await send(request, with: client) != nil else {
    fail("warm-up request to \(url.absoluteString) failed")
}

/// Sends the requests with the tasks preferring `executor`, then prints the figures.
@Sendable func measure(on executor: (any TaskExecutor)?) async {
    let cpuStart = cpuSeconds()
    let clockStart = ContinuousClock.now
    let (latencies, errors) = await withTaskExecutorPreference(executor) {
        await run(request, with: client, total: total, concurrency: concurrency)
    }
    let elapsed = seconds(ContinuousClock.now - clockStart)
    let cpu = cpuSeconds() - cpuStart
    let fields: [(String, String)] = [
        ("requests", "\(total)"),
        ("concurrency", "\(concurrency)"),
        ("maxConns", "\(maxConnections)"),
        ("seconds", "\(rounded(elapsed, 4))"),
        ("rps", "\(rounded(Double(total) / elapsed, 1))"),
        ("cpuMsPerRequest", "\(rounded(cpu * 1000 / Double(total), 4))"),
        ("p50Ms", "\(rounded(latencies.percentileMs(50), 3))"),
        ("p99Ms", "\(rounded(latencies.percentileMs(99), 3))"),
        ("errors", "\(errors)"),
        ("executor", "\"\(mode)\""),
    ]
    print("{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}")
}

switch mode {
case "transport": await measure(on: transport.engineExecutor)
case "global": await measure(on: nil)
default:
    // As ToolRunner.main: a task on the main-thread executor, this thread serving it until the exit.
    Task(executorPreference: mainThread) {
        await measure(on: mainThread)
        exit(0)
    }
    mainThread.run()
}
