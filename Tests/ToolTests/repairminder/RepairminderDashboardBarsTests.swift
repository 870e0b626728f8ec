import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// `dashboard stats` on a terminal (issue 55, item 15): `orders.open` sat between two barred rows with no
/// bar and no word why. Every count of orders is declared comparable, so each has its bar, on one scale.
struct RepairminderDashboardBarsTests {
    func stats(_ variables: [String: String] = [:]) async -> ToolHarness.Result {
        let harness = ToolHarness(
            tool: AllTools.definition("repairminder"), variables: variables.merging(["LANG": "C.UTF-8"]) { old, _ in old },
            terminal: true, columns: 80)
        return await harness.run("--mock --color never dashboard stats")
    }

    @Test func everyCountOfOrdersHasItsBarOnOneScale() async throws {
        let result = await stats()
        #expect(result.exitCode == .success, "\(result.stderr)")
        let lines = result.stdout.components(separatedBy: "\n")
        // 60 created fills the 20 cells; 19 open is 19/60 of them: 6 cells and a third.
        #expect(lines.contains("orders.created            60 ████████████████████"), "\(result.stdout)")
        #expect(lines.contains("orders.open               19 ██████▍"), "\(result.stdout)")
        // A figure of another kind still has none: the turnaround in hours.
        #expect(lines.contains("average_turnaround_hours  31.5"), "\(result.stdout)")
    }

    /// The accessible twin: the same bars as each value's share of its group's largest.
    @Test func inAccessibleModeTheBarsAreShares() async throws {
        let result = await stats(["ACCESSIBLE": "1"])
        let lines = result.stdout.components(separatedBy: "\n")
        #expect(lines.contains("orders.created            60 (100% of largest)"), "\(result.stdout)")
        #expect(lines.contains("orders.open               19 (32% of largest)"), "\(result.stdout)")
        #expect(!result.stdout.contains { "▏▎▍▌▋▊▉█".contains($0) }, "\(result.stdout)")
    }
}
