import FoundationEssentials
import Glibc

/// How fast a batch may send, learnt from the service's answers, as the AWS SDKs' adaptive retry mode
/// learns it: a value with no clock of its own (every event carries its time), so tests drive it
/// deterministically.
///
/// - Until the first throttling answer (429 or 503) there is no rate, only a concurrency that starts at
///   `start` and grows by one with every answer that comes back well (doubling each round trip, TCP's slow
///   start), up to `ceiling` (`--concurrency`).
/// - A throttling answer ends the growth: the rate becomes β (0.7) times the rate answers were coming back
///   at, and from then on follows a cubic in the time since that cut (CUBIC, as the SDKs and TCP use):
///   quickly back towards the rate that was throttled, slowly around it, then probing above it. Another
///   throttle cuts again, at most once a round trip (the answers to requests sent before a cut, or booked
///   before it at the old rate, say nothing new).
/// - Once the rate paces the starts, a throttle cuts less deep (β 0.85), from the rate answers came back
///   well at when that is below the rate asked: evenly spaced starts leave no burst to drain, and a 429
///   then says only that the rate is a little above the limit; a service's burst lets the rate asked
///   climb past its limit before the first 429, so the rate asked overstates it. The cubic then levels
///   off just under the rate throttled (0.98 of it) and probes above it a quarter as fast.
/// - `cap` (`--rate`) is a hard limit the rate never exceeds, under which it still adapts.
public struct AdaptiveRate: Sendable, Equatable {
    public internal(set) var ceiling: Int
    public internal(set) var cap: Double?
    /// Requests allowed in flight.
    public internal(set) var concurrency: Int
    /// Requests a second, once a throttle gave one; nil while slow start runs.
    public internal(set) var rate: Double?
    /// Throttling answers seen.
    public internal(set) var throttles = 0
    /// The highest rate answers came back at, for the summary.
    public internal(set) var highest: Double = 0

    var peak: Double = 0
    /// The rate last reported, so that `-v` gets a line per step of growth, not one per answer.
    var said: Double = 0
    var lastCut: Double = 0
    /// Requests sent before this time were booked at a rate since cut: their 429s cut nothing.
    var quiet: Double = 0
    /// How deep the last cut was: β of the rate throttled.
    var beta = AdaptiveRate.beta
    var roundTrip: Double = 0.05
    var measured: Double = 0
    var bucketStart: Double?
    var bucketCount = 0

    static let beta = 0.7
    static let pacedBeta = 0.85
    static let pacedLevel = 0.98
    static let pacedProbe = 0.1
    static let scale = 0.4
    static let bucket = 0.5
    static let slowest = 0.5

    public init(ceiling: Int, cap: Double? = nil, start: Int = 2) {
        self.ceiling = max(1, ceiling)
        self.cap = cap
        concurrency = min(max(1, start), self.ceiling)
    }

    /// What changed, for `-v`.
    public enum Change: Sendable, Equatable, CustomStringConvertible {
        case concurrency(Int)
        case rate(Double, reason: String)

        public var description: String {
            switch self {
            case .concurrency(let count): "adaptive: up to \(count) requests in flight"
            case .rate(let rate, let reason): "adaptive: \(AdaptiveRate.format(rate)) requests/s (\(reason))"
            }
        }
    }

    /// An answer that came back well, `seconds` after it was sent, at time `now`.
    public mutating func answered(after seconds: Double, at now: Double) -> Change? {
        count(at: now)
        roundTrip = roundTrip * 0.8 + max(0.001, seconds) * 0.2
        guard let current = rate else {
            guard concurrency < ceiling else { return nil }
            concurrency += 1
            return .concurrency(concurrency)
        }
        let grown = min(max(current, cubic(at: now)), cap ?? .infinity)
        rate = grown
        guard Self.step(from: said, to: grown) else { return nil }
        said = grown
        return .rate(grown, reason: "answers come back well")
    }

    /// A 429 or 503 at time `now`, to a request sent at `sent` when that is known: one sent before the last
    /// cut says nothing about the rate since, however late its answer is heard (several processes sharing
    /// a budget hear theirs late on a busy machine, and each such answer used to cut again). Nor does one
    /// sent before `booked`, when a cut comes: the last start already given out at the old rate (each of
    /// several processes sharing a budget holds one, and sends it after the cut).
    public mutating func throttled(at now: Double, sent: Double? = nil, booked: Double? = nil) -> Change? {
        throttles += 1
        // Only answers that came back well are counted: 429s come back at once, and counting them would
        // make the rate the service refused look like one it allowed.
        if rate != nil, now - lastCut < roundTrip || sent.map({ $0 < max(lastCut, quiet) }) == true { return nil }
        let before: Double
        if let asked = rate {
            before = measured > 0 ? min(asked, measured) : asked
            beta = Self.pacedBeta
        } else {
            before = currentRate(at: now)
            beta = Self.beta
        }
        peak = max(before, Self.slowest)
        rate = min(max(Self.slowest, peak * beta), cap ?? .infinity)
        lastCut = now
        quiet = max(now, booked ?? now)
        concurrency = ceiling
        said = rate!
        return .rate(rate!, reason: "throttled at \(Self.format(before))/s")
    }

    /// An attempt answered with `status` after `seconds`, at time `now`: a 429 or 503 throttles, any other
    /// answer but a 5xx came back well. `booked`: as `throttled`'s.
    public mutating func heard(status: Int, after seconds: Double, at now: Double, booked: Double? = nil) -> Change? {
        if status == 429 || status == 503 { return throttled(at: now, sent: now - seconds, booked: booked) }
        guard (200..<500).contains(status) else { return nil }
        return answered(after: seconds, at: now)
    }

    /// Seconds between starts at the current rate (and cap); 0 when nothing paces them.
    public var spacing: Double {
        guard let limit = [rate, cap].compactMap({ $0 }).min() else { return 0 }
        return 1 / limit
    }

    /// The cubic's value `now`: K seconds after a cut it is back at the throttled peak. After a cut of a
    /// paced rate it levels off a little under it instead (the throttle showed that rate was over the
    /// limit, and levelling off at it only waits for the next throttle), and probes above more slowly.
    private func cubic(at now: Double) -> Double {
        let paced = beta == Self.pacedBeta
        let level = paced ? peak * Self.pacedLevel : peak
        let k = cbrt(max(0, level - peak * beta) / Self.scale)
        let t = now - lastCut - k
        return (t < 0 || !paced ? Self.scale : Self.pacedProbe) * t * t * t + level
    }

    /// Answers a second, smoothed over half-second buckets.
    private mutating func count(at now: Double) {
        // The first answer starts the span and is not in it: n answers after it over the span are n over
        // its length (counting it too made one answer every half second read as 4 a second, not 2).
        guard let start = bucketStart else { bucketStart = now; bucketCount = 0; return }
        bucketCount += 1
        let elapsed = now - start
        guard elapsed >= Self.bucket else { return }
        let fresh = Double(bucketCount) / elapsed
        measured = measured == 0 ? fresh : measured * 0.2 + fresh * 0.8
        // Starts are paced under the cap, so answers cannot keep up a faster rate; half a second of them
        // bunched together can, and the summary would then report a rate above `--rate N`.
        highest = max(highest, min(measured, cap ?? .infinity))
        bucketStart = now
        bucketCount = 0
    }

    /// The rate answers come at, before a full bucket has been measured too: then the answers so far over
    /// at least a round trip, which errs low (slow start was still growing), as a first guess should; but
    /// not below a third of the requests slow start had in flight a round trip. It doubles them each round
    /// trip, so when the first 429 comes back they are two to four times what the service let through,
    /// while the answers so far, most from when it was slower, can be a tenth of it (several processes
    /// sharing a budget space their starts in slow start, and then first cut to under half the limit).
    private func currentRate(at now: Double) -> Double {
        if measured > 0 { return measured }
        let reached = Double(concurrency) / max(roundTrip, 0.001)
        guard let start = bucketStart else { return reached }
        return max(Double(bucketCount) / max(now - start, roundTrip), reached / 3)
    }

    static func step(from old: Double, to new: Double) -> Bool {
        new >= old * 1.1 && Int(new) != Int(old)
    }

    public static func format(_ rate: Double) -> String {
        rate >= 10 ? String(Int(rate.rounded())) : String((rate * 10).rounded() / 10)
    }
}
