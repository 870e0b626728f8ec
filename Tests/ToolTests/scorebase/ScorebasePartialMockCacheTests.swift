import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// Partial mocking (`--mock-dir` without `--mock`) and scorebase's response cache: a file's made-up
/// answer is never stored where a real run would find it, and a cached real answer never hides the
/// file that names the request.
@Suite(.verifiesStubs)
struct ScorebasePartialMockCacheTests {
    typealias F = ScorebaseFakes
    static let file = #"{"request_id":"file-req-1","data":[{"league_id":"lg_file","name":"From the file"}]}"#

    static func files() throws -> InMemoryFileSystem {
        let files = try F.withSession()
        try files.createDirectory(at: "/m", mode: 0o755)
        try files.writeFileAtomically(Array(file.utf8), to: "/m/get_v1_leagues.json", mode: 0o644)
        return files
    }

    var cacheEntries: (InMemoryFileSystem) -> [String] {
        { $0.contentsOfDirectory(at: F.responses + "/" + F.scope + "%7Calice") }
    }

    @Test func aMockFilesAnswerIsNeverCached() async throws {
        let files = try Self.files()
        let transport = MockTransport()
        transport.on(.get, "/v1/leagues", respond: F.leagues())
        let partial = await F.harness(transport, fileSystem: files).run("--mock-dir /m -q leagues list -o json")
        #expect(partial.exitCode == .success, "\(partial.stderr)")
        #expect(partial.stdout.contains("lg_file"))
        #expect(cacheEntries(files).isEmpty, "the file's answer was cached")
        // The next real run asks the service, not a cache the file filled.
        let real = await F.harness(transport, fileSystem: files).run("leagues list -o json")
        #expect(real.stdout.contains("lg_1"), "\(real.stdout)")
        #expect(transport.requests.count == 1)
    }

    @Test func aCachedRealAnswerNeverHidesTheFile() async throws {
        let files = try Self.files()
        let transport = MockTransport()
        transport.on(.get, "/v1/leagues", respond: F.leagues())
        let real = await F.harness(transport, fileSystem: files).run("leagues list -o json")
        #expect(real.stdout.contains("lg_1"), "\(real.stderr)")
        #expect(cacheEntries(files).count == 1)
        let partial = await F.harness(transport, fileSystem: files).run("--mock-dir /m -q -v leagues list -o json")
        #expect(partial.stdout.contains("lg_file"), "\(partial.stderr)")
        #expect(!partial.stderr.contains("cache hit"))
        #expect(partial.stderr.contains("request-id=file-req-1"))
    }
}
