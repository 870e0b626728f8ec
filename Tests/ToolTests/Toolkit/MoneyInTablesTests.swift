import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// Amounts of money in tables and cards read with their currency's minor digits, right aligned (`89.5`
/// GBP reads `89.50`); JSON, NDJSON and CSV keep the service's number. At 80 columns, as a person sees them.
struct MoneyInTablesTests {
    static func repairminder(_ line: String, terminal: Bool = true) async -> ToolHarness.Result {
        await ToolHarness(tool: AllTools.definition("repairminder"), variables: ["NO_COLOR": "1"], terminal: terminal, columns: 80)
            .run("--mock -q " + line)
    }

    /// Where each line's amount (`NN.NN`) ends, for the lines that have one.
    static func amountEnds(_ text: String) -> [Int] {
        text.split(separator: "\n").compactMap { line in
            line.firstMatch(of: /\d+\.\d\d(?=\s|$)/).map { line.distance(from: line.startIndex, to: $0.range.upperBound) }
        }
    }

    @Test func moneyInATableHasTheCurrencysMinorDigitsRightAligned() async throws {
        let result = await Self.repairminder("orders list --limit 5")
        #expect(result.exitCode == .success, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let row = try #require(lines.first { $0.hasPrefix("ord_8d2f41") })
        #expect(row.contains(" 89.50 "), "\(row)")
        #expect(lines.contains { $0.contains(" 215.00 ") }, "\(result.stdout)")
        #expect(!result.stdout.contains(" 89.5 ") && !result.stdout.contains("215.0 "), "\(result.stdout)")
        // Right aligned: every amount ends in the same column, under the end of its header.
        let ends = Self.amountEnds(result.stdout)
        #expect(ends.count == 5 && Set(ends).count == 1, "\(result.stdout)")
        let header = try #require(lines.first)
        let total = try #require(header.range(of: "TOTAL"))
        #expect(header.distance(from: header.startIndex, to: total.upperBound) == ends.first, "\(result.stdout)")
        for line in lines { #expect(DisplayWidth.of(line) <= 80, "\(line)") }
    }

    @Test func moneyInACardAndItsPaymentsHasTheMinorDigits() async throws {
        let result = await Self.repairminder("orders get ord_8d2f41 -o table")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout.contains("89.50"), "\(result.stdout)")
        #expect(result.stdout.contains("20.00"), "the payment, in the order's currency: \(result.stdout)")
        #expect(!result.stdout.contains("89.5\n") && !result.stdout.contains(" 20.0 "), "\(result.stdout)")
    }

    @Test(arguments: ["json", "ndjson", "csv"])
    func scriptsKeepTheServicesNumber(_ format: String) async {
        let result = await Self.repairminder("orders list --limit 2 -o \(format)", terminal: false)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout.contains("89.5"), "\(result.stdout)")
        #expect(!result.stdout.contains("89.50"), "\(result.stdout)")
    }
}
