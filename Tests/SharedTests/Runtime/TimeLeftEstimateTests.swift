import Testing
@testable import Shared

/// The time left of a batch, against simulated runs: within a quarter of the truth from the first fifth
/// of a steady run on.
struct TimeLeftEstimateTests {
    /// A run of `rows` rows of `rowBytes` bytes at `rate` rows a second after `startup` seconds, reading
    /// `ahead` rows before they are done; the worst error of the estimate from `from` of the run on.
    func worstError(rows: Int, rowBytes: Int, rate: Double, startup: Double, ahead: Int, from share: Double) -> Double {
        let header = 40
        var estimate = TimeLeftEstimate(totalBytes: header + rows * rowBytes)
        let duration = startup + Double(rows) / rate
        var worst = 0.0
        var time = 0.0
        while time < duration {
            let done = min(rows, max(0, Int((time - startup) * rate)))
            let read = min(rows, done + ahead)
            let left = estimate.update(time: time, done: done, rowsRead: read, bytesRead: header + read * rowBytes)
            if time >= share * duration {
                let truth = duration - time
                let error = abs((left ?? .infinity) - truth) / max(truth, 1)
                worst = max(worst, error)
            }
            time += 0.1
        }
        return worst
    }

    @Test func aSteadyRunIsWithinAQuarterOfTheTruthFromItsFirstFifthOn() {
        #expect(worstError(rows: 3000, rowBytes: 60, rate: 40, startup: 1.5, ahead: 16, from: 0.2) <= 0.25)
        #expect(worstError(rows: 100_000, rowBytes: 90, rate: 300, startup: 0.5, ahead: 64, from: 0.2) <= 0.25)
    }

    @Test func nothingIsToldBeforeEnoughRowsAndTime() {
        var estimate = TimeLeftEstimate(totalBytes: 10_000)
        #expect(estimate.update(time: 0, done: 0, rowsRead: 5, bytesRead: 300) == nil)
        #expect(estimate.update(time: 0.5, done: 5, rowsRead: 30, bytesRead: 1_800) == nil)
        #expect(estimate.update(time: 2, done: 20, rowsRead: 40, bytesRead: 2_400) != nil)
    }

    @Test func aChangeOfPaceIsFollowedWithinTheWindow() {
        var estimate = TimeLeftEstimate(totalBytes: 1_000_000, window: 10)
        var done = 0
        var time = 0.0
        var left: Double?
        // 100 rows a second for 60 s, then 10 a second (the service throttles) for 20 s.
        while time < 80 {
            done += time < 60 ? 10 : 1
            left = estimate.update(time: time, done: done, rowsRead: done + 16, bytesRead: (done + 16) * 100)
            time += 0.1
        }
        let rowsLeft = Double(10_000 - done)
        #expect(abs(left! - rowsLeft / 10) / (rowsLeft / 10) <= 0.25)
    }

    /// What the progress line said before (the share of the file read, which runs ahead in 64 KiB
    /// chunks): far from the truth, as the issue that replaced it measured.
    @Test func theShareOfTheFileReadWasNoGuide() {
        let rows = 3000, rowBytes = 60, rate = 40.0
        let total = rows * rowBytes
        let time = 20.0
        let done = Int(time * rate)
        let bytesRead = min(total, ((done * rowBytes) / 65_536 + 1) * 65_536)
        let fraction = Double(bytesRead) / Double(total)
        let said = time / fraction - time
        let truth = Double(rows - done) / rate
        #expect(abs(said - truth) / truth > 0.25)
    }
}
