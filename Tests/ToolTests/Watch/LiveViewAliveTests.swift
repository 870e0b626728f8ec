import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// A live view on a terminal shows that it is alive (docs/output.md, "Live views"): its status carries
/// the poll number and the time of the last poll at every poll, a list's changes keep the columns of the
/// table above them, and Ctrl-C leaves the cursor on a new line; in accessible mode nothing is redrawn.
/// Run whole from argv under `--mock`, with an injected clock and poll schedule (no real waits).
@Suite struct LiveViewAliveTests {
    func run(
        _ tool: String, _ line: String, polls: Int, variables: [String: String] = [:], quiet: Bool = true
    ) async -> ToolHarness.Result {
        let harness = ToolHarness(
            tool: AllTools.definition(tool), variables: variables.merging(["NO_COLOR": "1", "LANG": "C.UTF-8"]) { old, _ in old },
            terminal: true, columns: 80)
        let schedule = PollSchedule(interruptAfter: polls)
        return await harness.run("--mock \(quiet ? "-q " : "")" + line) { schedule.adjust(&$0) }
    }

    /// Item 2 of issue 55: `health` never changes under `--mock`, and its status said `(poll 1)` for ever.
    @Test func theStatusLineCarriesThePollNumberAndTimeOfEveryPoll() async throws {
        let result = await run("tracewise", "health --watch --interval 2s", polls: 3)
        #expect(result.exitCode == .interrupted, "\(result.stderr)")
        // PollSchedule's clock starts at 2026-11-18T11:06:40Z and moves 2 s a poll.
        for (number, time) in [(1, "11:06:40Z"), (2, "11:06:42Z"), (3, "11:06:44Z")] {
            #expect(result.stdout.contains("Every 2 s; poll \(number) at \(time); last change 11:06:40Z\n"), "\(result.stdout)")
        }
    }

    /// Item 1 of issue 55: the change rows came under a second header whose ID column was 18 wide against
    /// 10 in the table above. Now one table: one header, every column where the header has it.
    @Test func eventRowsKeepEverySharedColumnWhereTheTableAboveHasIt() async throws {
        let result = await run("repairminder", "orders list --status in_repair --watch --interval 2s", polls: 2)
        #expect(result.exitCode == .interrupted, "\(result.stderr)")
        let lines = result.stdout.components(separatedBy: "\n")
        let headers = lines.filter { $0.contains("REFERENCE") }
        #expect(headers.count == 1, "one header: \(result.stdout)")
        let header = try #require(headers.first)
        #expect(header.hasPrefix("EVENT    ID"), "\(header)")
        let removed = try #require(lines.first { $0.hasPrefix("removed") }, "\(result.stdout)")
        let first = try #require(lines.first { $0.contains("ord_8d2f8d") }, "\(result.stdout)")
        for row in [removed, first] {
            // Each value starts in its header's column.
            for (name, value) in [("REFERENCE", "RM-"), ("STATUS", "in_repair")] {
                let column = try #require(header.range(of: name)).lowerBound.utf16Offset(in: header)
                let start = try #require(row.range(of: value)).lowerBound.utf16Offset(in: row)
                #expect(start == column, "\(name) at \(column), \(value) at \(start): \(result.stdout)")
            }
        }
    }

    /// The status of a list, on stderr below its rows: there from the first poll, rewritten at each.
    @Test func aListsStatusIsThereFromTheFirstPoll() async throws {
        let result = await run("repairminder", "orders list --status in_repair --watch --interval 2s", polls: 2, quiet: false)
        #expect(result.stderr.contains("\r\u{1B}[KEvery 2 s; poll 1 at 11:06:40Z; last change 11:06:40Z"), "\(result.stderr)")
        #expect(result.stderr.contains("\r\u{1B}[KEvery 2 s; poll 2 at 11:06:42Z; last change 11:06:42Z"), "\(result.stderr)")
    }

    /// Item 3 of issue 55: Ctrl-C in a watch left the shell's prompt behind the terminal's `^C`.
    @Test func ctrlCInAWatchEndsOnANewLine() async throws {
        for (tool, line) in [("tracewise", "health --watch --interval 2s"), ("repairminder", "orders list --watch --interval 2s")] {
            let result = await run(tool, line, polls: 2)
            #expect(result.exitCode == .interrupted, "\(result.stderr)")
            #expect(result.stderr.hasSuffix("\n"), "\(tool) \(line): \(result.stderr.debugDescription)")
        }
    }

    // MARK: accessible mode

    /// The record's twin: every change written below the last with its status, nothing redrawn, and the
    /// sparklines said as the last values.
    @Test func inAccessibleModeARecordsChangesAreNewLinesWithTheirTime() async throws {
        let result = await run("repairminder", "dashboard stats --watch --interval 2s", polls: 3, variables: ["ACCESSIBLE": "1"])
        #expect(result.exitCode == .interrupted, "\(result.stderr)")
        #expect(!result.stdout.contains("\u{1B}["), "nothing redrawn: \(result.stdout.debugDescription)")
        #expect(result.stdout.contains("Every 2 s; poll 1 at 11:06:40Z; last change 11:06:40Z\n"), "\(result.stdout)")
        #expect(result.stdout.contains("Every 2 s; poll 3 at 11:06:44Z; last change 11:06:44Z\n"), "\(result.stdout)")
        #expect(result.stdout.contains("orders.created            62       last: 60, 61, 62\n"), "\(result.stdout)")
        #expect(!result.stdout.contains { "▁▂▃▄▅▆▇█".contains($0) }, "\(result.stdout)")
    }

    /// A record that does not change: no frame again, but a sentence at most every 10 s.
    @Test func inAccessibleModeAnUnchangedRecordIsASentenceEveryTenSeconds() async throws {
        let result = await run(
            "tracewise", "health --watch --interval 2s", polls: 12, variables: ["ACCESSIBLE": "1"], quiet: false)
        #expect(result.stdout.components(separatedBy: "Every 2 s;").count - 1 == 1, "one frame: \(result.stdout)")
        let sentences = result.stderr.components(separatedBy: "\n").filter { $0.contains("; no change") }
        // Polls 1 to 12, 2 s apart: the frame at 0 s, then sentences at 10 s and 20 s.
        #expect(sentences == [
            "tracewise: Every 2 s; poll 6 at 11:06:50Z; last change 11:06:40Z; no change",
            "tracewise: Every 2 s; poll 11 at 11:07:00Z; last change 11:06:40Z; no change",
        ], "\(result.stderr)")
        #expect(!result.stderr.contains("\u{1B}["), "\(result.stderr.debugDescription)")
    }

    /// The list's twin: the status as a sentence before each change's rows, never a rewritten line.
    @Test func inAccessibleModeAListsStatusIsASentence() async throws {
        let result = await run(
            "repairminder", "orders list --status in_repair --watch --interval 2s", polls: 2, variables: ["ACCESSIBLE": "1"],
            quiet: false)
        #expect(!result.stderr.contains("\u{1B}["), "\(result.stderr.debugDescription)")
        #expect(result.stderr.contains("repairminder: Every 2 s; poll 2 at 11:06:42Z; last change 11:06:42Z\n"), "\(result.stderr)")
    }

    /// `--until`'s twin: the current values as a sentence of their own, never a line rewritten in place.
    @Test func inAccessibleModeUntilSaysItsValuesAsASentence() async throws {
        let result = await run(
            "repairminder", "orders get ord_8d2f41 --until status=ready_for_collection", polls: 3,
            variables: ["ACCESSIBLE": "1"], quiet: false)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stderr.contains("repairminder: waiting for status=ready_for_collection: status=in_repair\n"), "\(result.stderr)")
        #expect(!result.stderr.contains("\r") && !result.stderr.contains("\u{1B}["), "\(result.stderr.debugDescription)")
    }

    /// `P_ACCESSIBLE=0` turns the mode off for one tool whatever `ACCESSIBLE` says; `P_ACCESSIBLE=yes`
    /// turns it on alone.
    @Test func theToolsSettingWinsOverTheSharedVariable() async throws {
        let off = await run(
            "repairminder", "dashboard stats --watch --interval 2s", polls: 2,
            variables: ["ACCESSIBLE": "1", "REPAIRMINDER_ACCESSIBLE": "0"])
        #expect(off.stdout.contains("\u{1B}[J"), "redrawn in place: \(off.stdout.debugDescription)")
        let on = await run(
            "repairminder", "dashboard stats --watch --interval 2s", polls: 2, variables: ["REPAIRMINDER_ACCESSIBLE": "yes"])
        #expect(!on.stdout.contains("\u{1B}["), "\(on.stdout.debugDescription)")
    }

    @Test(arguments: [
        (nil, nil, false), (nil, "1", true), (nil, "yes", true), (nil, "", false), (nil, "0", false), (nil, "false", false),
        (nil, "FALSE", false), ("0", "1", false), ("false", "1", false), ("1", nil, true), ("", "1", true),
    ] as [(String?, String?, Bool)])
    func anyValueButEmptyZeroOrFalseTurnsItOn(_ setting: String?, _ shared: String?, _ on: Bool) {
        #expect(AccessibleMode.isOn(setting: setting, shared: shared) == on)
    }

    /// Decided once a run (ARCHITECTURE.md), on first use: the first answer stands, and every copy of the
    /// context asks the same `AccessibleMode`.
    @Test func theModeIsDecidedOnceAndEveryCopyOfTheContextHasIt() {
        let context = LiveViewMemoryTests.context(["orders", "list"])
        var copy = context
        copy.watchPlan = WatchPlan(watches: true, interval: 2, until: nil, within: WatchPlan.defaultWithin)
        #expect(copy.accessibleMode === context.accessibleMode)
        #expect(context.accessibleMode.isOn(settings: context.settings, variables: ["ACCESSIBLE": "1"]))
        #expect(copy.accessibleMode.isOn(settings: copy.settings, variables: [:]), "the first answer stands")
    }
}
