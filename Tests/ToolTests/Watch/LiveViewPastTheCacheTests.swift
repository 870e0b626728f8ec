import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// scorebase keeps GET answers for 300 s: a live view's polls must go past that cache, or every poll
/// after the first would see the first answer again and no change would ever show.
@Suite(.verifiesStubs)
struct LiveViewPastTheCacheTests {
    typealias F = ScorebaseFakes

    @Test func everyPollOfAWatchReachesTheServiceAndNothingIsCached() async throws {
        let transport = MockTransport()
        transport.on(.get, "/v1/leagues", respond: F.leagues())
        let files = try F.withSession()
        let schedule = PollSchedule(interruptAfter: 2)
        let result = await F.harness(transport, fileSystem: files).run("leagues list --watch") { schedule.adjust(&$0) }
        #expect(result.exitCode == .interrupted, "\(result.stderr)")
        #expect(transport.requests.filter { $0.url.path.hasSuffix("/leagues") }.count == 2)
        #expect(!files.fileExists(at: F.responses), "a watch writes no cache entry")
        #expect(result.stdout.hasPrefix(#"{"type":"ADDED","object":{"league_id":"lg_1""#), "\(result.stdout)")
    }
}
