import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// `--until FIELD=VALUE` with a value outside the field's known set (its documented values and those
/// already seen in answers) is exit 64 at once with "Did you mean", before any poll; a value in the set,
/// or any value of a field without one, is waited for as before.
@Suite struct UntilKnownValuesTests {
    func run(_ line: String, _ schedule: PollSchedule, files: InMemoryFileSystem = InMemoryFileSystem()) async -> ToolHarness.Result {
        await ToolHarness(tool: AllTools.definition("repairminder"), fileSystem: files).run("--mock -q " + line) { schedule.adjust(&$0) }
    }

    @Test func untilWithAnUnknownStatusIsExit64AtOnceWithDidYouMean() async {
        let schedule = PollSchedule()
        let result = await run("orders get ord_8d2f57 --until status=colected --within 6s", schedule)
        #expect(result.exitCode == .usage, "\(result.stderr)")
        #expect(result.stderr.contains("Did you mean 'collected'?"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(schedule.sleeps.isEmpty, "no poll was waited for: \(schedule.sleeps)")
    }

    @Test func untilWithADocumentedStatusStillWaits() async {
        let schedule = PollSchedule()
        let result = await run("orders get ord_8d2f41 --until status=ready_for_collection", schedule)
        #expect(result.exitCode == .success, "\(result.stderr)")
    }

    /// A status the service sent that no document lists (the mock's `cancelled` is one) is known once seen.
    @Test func untilWithAStatusSeenInAnAnswerIsAccepted() async {
        let files = InMemoryFileSystem()
        let listed = await run("orders list --all", PollSchedule(), files: files)
        #expect(listed.exitCode == .success, "\(listed.stderr)")
        let result = await run("orders get ord_8d2fa9 --until status=cancelled", PollSchedule(), files: files)
        #expect(result.exitCode == .success, "\(result.stderr)")
    }

    @Test func untilOnAFieldWithoutAKnownSetTakesAnyValue() async {
        let schedule = PollSchedule()
        let result = await run("orders get ord_8d2f41 --until reference=RM-10482", schedule)
        #expect(result.exitCode == .success, "\(result.stderr)")
        let other = await run("orders get ord_8d2f41 --until notes=anything --within 30s", PollSchedule())
        #expect(other.exitCode == .temporaryFailure, "\(other.stderr)")
    }
}
