import Foundation
import Synchronization
import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport
@testable import upsctl

/// The batch's rates say what they measure and are true (issue 55, item 6): with `--mock-latency 500
/// --concurrency 1` two answers a second is the most possible, yet the progress said `1 rows/s` and the
/// summary `answers at up to 4.0/s`. A clock moved only by the batch's own sleeps, so the figures are
/// exact.
struct UPSBatchRatesTests {
    /// A clock that each sleep moves on by exactly as long, fractions of a second included.
    final class SleptClock: Sendable {
        private let now = Mutex(Date(timeIntervalSince1970: 1_795_000_000))

        func adjust(_ environment: inout CommandEnvironment) {
            environment.now = { self.now.withLock { $0 } }
            environment.sleep = { duration in
                let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
                self.now.withLock { $0 += seconds }
            }
        }
    }

    static let csv = "id,street,city,state,zip\n"
        + (1...30).map { "R\($0),\($0) FEDERAL PLZ,NEW YORK,NY,10278\n" }.joined()

    func run(_ line: String, variables: [String: String] = [:]) async -> ToolHarness.Result {
        let harness = ToolHarness(
            tool: AllTools.definition("upsctl"), variables: variables.merging(["NO_COLOR": "1"]) { old, _ in old },
            fileSystem: InMemoryFileSystem(files: ["/work/30.csv": Self.csv]), terminal: true, columns: 80)
        let clock = SleptClock()
        return await harness.run("--mock --mock-latency 500 " + line) { clock.adjust(&$0) }
    }

    /// Every rate the batch states, as numbers: none may pass 2 a second.
    static func rates(in text: String) -> [Double] {
        let pattern = /(\d+(?:\.\d+)?)(?: rows)? a second|(\d+(?:\.\d+)?) rows\/s|(\d+(?:\.\d+)?)\/s/
        return text.matches(of: pattern).compactMap { match in
            (match.output.1 ?? match.output.2 ?? match.output.3).flatMap { Double($0) }
        }
    }

    @Test func theProgressAndTheSummaryNeverStateARateAboveWhatWasPossible() async throws {
        let result = await run("validate --input /work/30.csv --concurrency 1 -o ndjson")
        #expect(result.exitCode == .success, "\(result.stderr)")
        let rates = Self.rates(in: result.stderr)
        #expect(!rates.isEmpty, "\(result.stderr)")
        #expect(rates.allSatisfy { $0 <= 2.0 }, "\(rates): \(result.stderr)")
        // The token, then 30 answers 0.5 s apart: 15.5 s in all, the rows' average 30 / 15.5. (The summary
        // is a sentence, wrapped at the terminal's 80 columns.)
        let summary = result.stderr.replacingOccurrences(of: "\n", with: " ")
        #expect(summary.contains("in 15.5 s (1.9 rows a second); answers came back at up to 2.0 a second, 0 throttled"),
                "\(result.stderr)")
        // The progress line says its figure's span: rows so far, over the time so far (11.5 s, rounded).
        #expect(result.stderr.contains("22 rows in 12 s (1.9 a second), 0 errors"), "\(result.stderr)")
    }

    /// The pace's own measure, alone: one answer every half second is 2 a second, not 4.
    @Test func oneAnswerEveryHalfSecondIsTwoASecond() {
        var rate = AdaptiveRate(ceiling: 1)
        for step in 1...30 { _ = rate.answered(after: 0.5, at: Double(step) / 2) }
        #expect(abs(rate.highest - 2.0) < 1e-9, "\(rate.highest)")
    }

    /// Accessible mode rewrites no progress line: a sentence at most every 10 s (the 19th row comes 10 s
    /// after the start, the token included; a 15.5 s run has no second).
    @Test func inAccessibleModeProgressIsASentenceEveryTenSeconds() async throws {
        let result = await run("validate --input /work/30.csv --concurrency 1 -o ndjson", variables: ["ACCESSIBLE": "1"])
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(!result.stderr.contains("\r") && !result.stderr.contains("\u{1B}["), "\(result.stderr.debugDescription)")
        let sentences = result.stderr.components(separatedBy: "\n").filter { $0.contains(" a second), ") }
        #expect(sentences == ["upsctl: 19 rows in 10 s (1.9 a second), 0 errors"], "\(result.stderr)")
    }
}
