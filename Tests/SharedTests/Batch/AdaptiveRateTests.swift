import Foundation
import Testing
@testable import Shared

/// `AdaptiveRate`, driven by hand with its own clock: slow start, the cut on a throttle, one cut a round
/// trip, the cubic's way back, the cap; and a simulated service that allows 100 requests a second.
struct AdaptiveRateTests {
    @Test func slowStartGrowsByOneAnAnswerUpToTheCeiling() {
        var rate = AdaptiveRate(ceiling: 5)
        #expect(rate.concurrency == 2 && rate.rate == nil && rate.spacing == 0)
        #expect(rate.answered(after: 0.04, at: 0.04) == .concurrency(3))
        #expect(rate.answered(after: 0.04, at: 0.05) == .concurrency(4))
        #expect(rate.answered(after: 0.04, at: 0.06) == .concurrency(5))
        #expect(rate.answered(after: 0.04, at: 0.07) == nil)
        #expect(rate.concurrency == 5)
    }

    @Test func aThrottleCutsTheRateOnceARoundTrip() throws {
        var rate = AdaptiveRate(ceiling: 32)
        // 100 answers a second for a second.
        for step in 1...100 { _ = rate.answered(after: 0.04, at: Double(step) / 100) }
        let cut = rate.throttled(at: 1.0)
        let first = try #require(rate.rate)
        #expect(abs(first - 70) < 8, "0.7 × the 100/s answers came at: \(first)")
        #expect(cut == .rate(first, reason: "throttled at \(AdaptiveRate.format(first / 0.7))/s"))
        #expect(rate.concurrency == 32, "from now on the rate paces, not the concurrency")
        #expect(rate.throttled(at: 1.01) == nil, "an answer to a request sent before the cut says nothing new")
        #expect(rate.rate == first)
        #expect(rate.throttled(at: 1.2) != nil, "a round trip later it does")
        #expect(rate.throttles == 3)
        #expect(abs(rate.spacing - 1 / rate.rate!) < 1e-9)
    }

    @Test func afterACutTheRateClimbsBackToThePeakAndThenProbesAboveIt() throws {
        var rate = AdaptiveRate(ceiling: 32)
        for step in 1...100 { _ = rate.answered(after: 0.04, at: Double(step) / 100) }
        _ = rate.throttled(at: 1.0)
        let peak = try #require(rate.rate) / 0.7
        let k = cbrt(peak * 0.3 / 0.4)
        var samples: [(Double, Double)] = []
        var time = 1.0
        while time < 1.0 + k + 2 {
            time += 0.01
            _ = rate.answered(after: 0.04, at: time)
            samples.append((time - 1.0, rate.rate!))
        }
        let halfway = samples.first { $0.0 >= k / 2 }!.1
        let atK = samples.first { $0.0 >= k }!.1
        let beyond = samples.last!.1
        #expect(halfway > peak * 0.7 && halfway < peak, "between the cut and the peak: \(halfway)")
        #expect(abs(atK - peak) < peak * 0.05, "back at the peak after K = \(k) s: \(atK) vs \(peak)")
        #expect(beyond > peak, "then above it: \(beyond)")
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0.1 <= $1.1 }, "never down without a throttle")
    }

    /// Paced starts against a service that let 80 a second through while the cubic asked for 100: the cut
    /// is 0.85 × the 80 that came back well, not 0.7 × the 100 asked (with a service's burst, the rate
    /// asked climbs past the limit before the first 429, and the deeper cut from it left a batch at 0.82 R).
    @Test func aPacedRateIsCutGentlyFromTheRateAnswersCameBackAt() throws {
        var rate = AdaptiveRate(ceiling: 32)
        for step in 1...100 { _ = rate.answered(after: 0.04, at: Double(step) / 100) }
        _ = rate.throttled(at: 1.0)
        for step in 1...400 { _ = rate.answered(after: 0.04, at: 1.0 + Double(step) / 80) }
        let asked = try #require(rate.rate)
        #expect(asked > 95, "the cubic is back above the first peak: \(asked)")
        let cut = rate.throttled(at: 6.01)
        let after = try #require(rate.rate)
        #expect(abs(after - 68) < 0.5, "0.85 × 80: \(after)")
        #expect(cut == .rate(after, reason: "throttled at 80/s"))
    }

    /// After a paced cut the rate levels off just under the rate throttled, not at it (where the next
    /// throttle waits), and probes above it slowly: 5 s after the cut from 80 it is still under 80.
    @Test func afterAPacedCutTheRateLevelsOffUnderTheRateThrottled() throws {
        var rate = AdaptiveRate(ceiling: 32)
        for step in 1...100 { _ = rate.answered(after: 0.04, at: Double(step) / 100) }
        _ = rate.throttled(at: 1.0)
        for step in 1...400 { _ = rate.answered(after: 0.04, at: 1.0 + Double(step) / 80) }
        _ = rate.throttled(at: 6.01)
        #expect(abs(try #require(rate.rate) - 68) < 0.5)
        var time = 6.01, samples: [Double] = []
        while time < 11.01 {
            time += 0.0125
            _ = rate.answered(after: 0.04, at: time)
            samples.append(rate.rate!)
        }
        let k = cbrt((80 * 0.98 - 68) / 0.4)
        let level = samples[Int(k / 0.0125)]
        #expect(abs(level - 78.4) < 0.2, "0.98 × 80 after K = \(k) s: \(level)")
        #expect(samples.last! < 80, "5 s after the cut, still under the rate throttled: \(samples.last!)")
    }

    /// Slow start, its requests spaced as several processes sharing a budget space them: 11 answers over a
    /// quarter second while it grew to 13 in flight a 41 ms round trip (about 320 a second). The first
    /// throttle cuts from a third of that, not from the 41 a second the answers so far average, which left
    /// eight shards under half the limit for their first seconds.
    @Test func theFirstCutIsNotFromSlowStartsSlowestAnswers() throws {
        var rate = AdaptiveRate(ceiling: 256)
        for step in 0...10 { _ = rate.answered(after: 0.04, at: 0.04 + Double(step) * 0.0235) }
        #expect(rate.concurrency == 13)
        _ = rate.throttled(at: 0.285)
        let after = try #require(rate.rate)
        let expected = 0.7 * 13 / rate.roundTrip / 3
        #expect(abs(after - expected) < 0.5, "\(after) vs \(expected)")
    }

    @Test func theCapIsNeverExceeded() {
        var rate = AdaptiveRate(ceiling: 32, cap: 20)
        #expect(abs(rate.spacing - 1 / 20) < 1e-9, "the cap paces from the start")
        for step in 1...200 { _ = rate.answered(after: 0.04, at: Double(step) / 100) }
        _ = rate.throttled(at: 2.0)
        for step in 1...2000 { _ = rate.answered(after: 0.04, at: 2.0 + Double(step) / 100) }
        #expect(rate.rate! <= 20)
        #expect(abs(rate.spacing - 1 / 20) < 1e-9)
    }

    /// Answers that bunch (30 in one half-second, after requests paced at 20/s) never make the summary's
    /// rate read above the cap: `--rate 20` used to report "answers at up to 22/s".
    @Test func theReportedRateNeverExceedsTheCap() {
        var rate = AdaptiveRate(ceiling: 32, cap: 20)
        for step in 0..<30 { _ = rate.answered(after: 0.04, at: 1.0 + Double(step) / 60) }
        _ = rate.answered(after: 0.04, at: 1.6)
        #expect(rate.highest > 0)
        #expect(rate.highest <= 20)
    }

    /// 1,200 requests against a service that allows 100 a second (a token bucket holding a tenth of a
    /// second's worth) and answers in 40 ms; a throttled request waits its Retry-After of 1 s and is sent
    /// again. The pace must settle just under the limit: within 1.25× of the 12 s floor, with at most 5 % of
    /// the requests throttled.
    @Test(arguments: [25.0, 100.0, 400.0])
    func aServiceThatAllowsRASecondIsUsedNearlyFully(_ allowed: Double) {
        let outcome = Simulation(allowed: allowed, requests: Int(allowed * 12), ceiling: 32).run()
        let floor = 12.0
        #expect(outcome.seconds <= floor * 1.25, "\(allowed)/s: \(outcome.seconds) s")
        #expect(Double(outcome.throttled) <= 0.05 * Double(outcome.sent), "\(allowed)/s: \(outcome.throttled) of \(outcome.sent)")
    }
}

/// A discrete-event run of a batch paced by `AdaptiveRate` against a token-bucket service.
struct Simulation {
    var allowed: Double
    var requests: Int
    var ceiling: Int
    let latency = 0.04

    struct Outcome {
        var seconds: Double
        var sent: Int
        var throttled: Int
    }

    func run() -> Outcome {
        var pace = AdaptiveRate(ceiling: ceiling)
        var now = 0.0
        var tokens = max(1, allowed / 10)
        var refilled = 0.0
        var nextStart = 0.0
        var done = 0, sent = 0, throttled = 0, started = 0
        var inFlight: [(end: Double, ok: Bool)] = []
        var retries: [Double] = []   // times throttled requests are sent again
        func take(at time: Double) -> Bool {
            tokens = min(max(1, allowed / 10), tokens + (time - refilled) * allowed)
            refilled = time
            guard tokens >= 1 else { return false }
            tokens -= 1
            return true
        }
        func send(at time: Double) {
            sent += 1
            let ok = take(at: time)
            if !ok { throttled += 1 }
            inFlight.append((ok ? time + latency : time + 0.001, ok))
        }
        while done < requests {
            // Start what the pace allows now.
            while started < requests, inFlight.count < pace.concurrency, nextStart <= now {
                send(at: now)
                started += 1
                nextStart = max(now, nextStart) + pace.spacing
            }
            // A retry waits for its Retry-After, then for the pace, as the tool's retries do.
            while let retry = retries.first, retry <= now, inFlight.count < pace.concurrency, nextStart <= now {
                retries.removeFirst()
                send(at: now)
                nextStart = max(now, nextStart) + pace.spacing
            }
            // The next event: an answer, a retry's time, or the next start's slot.
            var next = inFlight.map(\.end).min() ?? .infinity
            if let retry = retries.first, inFlight.count < pace.concurrency { next = min(next, max(retry, nextStart)) }
            if started < requests, inFlight.count < pace.concurrency { next = min(next, max(nextStart, now)) }
            if next == .infinity { break }
            now = max(now, next)
            while let index = inFlight.firstIndex(where: { $0.end <= now }) {
                let answer = inFlight.remove(at: index)
                if answer.ok {
                    done += 1
                    _ = pace.answered(after: latency, at: now)
                } else {
                    _ = pace.throttled(at: now)
                    retries.append(now + 1)
                    retries.sort()
                }
            }
        }
        return Outcome(seconds: now, sent: sent, throttled: throttled)
    }
}
