import Foundation
import Synchronization
import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport
@testable import repairminder
@testable import tracewise

/// `--record DIR`, then `--mock --mock-dir DIR`: a recorded answer is found by the request that asked for
/// it, not by the order answers arrived in, so `--all` with pages side by side replays the same bytes at
/// any concurrency (docs/mock-and-recording.md).
struct ReplayByRequestTests {
    /// Holds each wave of page requests until the whole wave is in flight, then lets the answers through
    /// in `order`'s order. With `settled`, each answer waits for the one before it to be taken (recorded),
    /// so the recording sees the answers in exactly that order.
    final class Waves: HTTPTransport, @unchecked Sendable {
        let inner: any HTTPTransport
        let pages: Int
        let concurrency: Int
        let order: @Sendable ([Int]) -> [Int]
        let settled: (@Sendable () -> Int)?
        private let state = Mutex<(asked: Int, waiting: [(page: Int, go: CheckedContinuation<Void, Never>)])>((0, []))

        init(_ inner: any HTTPTransport, pages: Int, concurrency: Int, order: @escaping @Sendable ([Int]) -> [Int],
             settled: (@Sendable () -> Int)? = nil) {
            self.inner = inner
            self.pages = pages
            self.concurrency = concurrency
            self.order = order
            self.settled = settled
        }

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            let query = PathPattern.queryItems(request.url.query(percentEncoded: true) ?? "")
            let page = query.first { $0.name == "page" }.flatMap { Int($0.value) } ?? 1
            let response = try await inner.send(request)
            await withCheckedContinuation { (go: CheckedContinuation<Void, Never>) in
                let wave: [(page: Int, go: CheckedContinuation<Void, Never>)]? = state.withLock { state in
                    state.asked += 1
                    state.waiting.append((page, go))
                    // Page 1 comes alone; then the listing keeps `concurrency` pages in flight.
                    let before = state.asked - state.waiting.count
                    let size = before == 0 ? 1 : min(concurrency, pages - before)
                    guard state.waiting.count == size else { return nil }
                    defer { state.waiting = [] }
                    return state.waiting
                }
                if let wave { Task { await self.release(wave) } } else { Task { await self.releaseIfStalled(page) } }
            }
            return response
        }

        /// A hang breaker, not a timing: should the listing keep fewer pages in flight than a whole wave (a
        /// loaded machine's scheduling), a page still held after 5 s is let through with whatever waits
        /// beside it, so the test goes on to its checks (and fails there if the order matters) rather than
        /// waiting for ever.
        private func releaseIfStalled(_ page: Int) async {
            try? await Task.sleep(for: .seconds(5))  // timeout bound: a wave that never fills
            let stalled: [(page: Int, go: CheckedContinuation<Void, Never>)]? = state.withLock { state in
                guard state.waiting.contains(where: { $0.page == page }) else { return nil }
                defer { state.waiting = [] }
                return state.waiting
            }
            if let stalled { await release(stalled) }
        }

        private func release(_ wave: [(page: Int, go: CheckedContinuation<Void, Never>)]) async {
            let byPage = Dictionary(uniqueKeysWithValues: wave.map { ($0.page, $0.go) })
            for page in order(wave.map(\.page)) {
                let before = settled?() ?? 0
                byPage[page]?.resume()
                // A hang detector, not a timing: the recording takes each answer within a few yields.
                var spins = 0
                while let settled, settled() == before, spins < 1_000_000 {
                    await Task.yield()
                    spins += 1
                }
            }
        }
    }

    static let pages = 10  // 47 orders, 5 a page

    static func repairminder(_ files: InMemoryFileSystem, _ variables: [String: String], transport: (any HTTPTransport)?) -> ToolHarness {
        ToolHarness(tool: AllTools.definition("repairminder"), variables: variables, fileSystem: files, transport: transport)
    }

    static func mockService() throws -> FixtureTransport {
        let profile = RepairminderService.definition.profile
        return FixtureTransport(
            fixtures: try FixtureSet(builtin: profile.builtinFixtures, fileSystem: InMemoryFileSystem()),
            routes: profile.routes, service: profile.mockService)
    }

    /// The listing recorded with four pages in flight, the answers of each wave arriving last page first.
    static func recordReversed(into files: InMemoryFileSystem) async throws -> ToolHarness.Result {
        let service = Waves(try mockService(), pages: pages, concurrency: 4, order: { $0.sorted(by: >) },
                            settled: { files.contentsOfDirectory(at: "/rec").count })
        // Answers held for a wave are not late answers: no deadline may retry them (a second recording of
        // one page), however slowly a loaded machine lets the wave fill.
        let variables = ["REPAIRMINDER_TOKEN": "rm-token", "REPAIRMINDER_RECORD_DIR": "/rec", "REPAIRMINDER_TIMEOUT": "3600"]
        return await repairminder(files, variables, transport: service).run("orders list --all --limit 5 -o ndjson")
    }

    static func ids(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").compactMap { try? JSONParser.parse(String($0))["id"]?.stringValue }
    }

    @Test func recordingMadeWithFourPagesInFlightReplaysInPageOrder() async throws {
        let files = InMemoryFileSystem()
        let live = try await Self.recordReversed(into: files)
        #expect(live.exitCode == .success, "\(live.stderr)")
        let expected = await Self.repairminder(files, ["REPAIRMINDER_MOCK": "1"], transport: nil)
            .run("orders list --all --limit 5 -o ndjson")
        #expect(live.stdout == expected.stdout, "the live run is in page order")
        #expect(Self.ids(live.stdout).count == 47)

        for concurrency in [1, 3, 4, 16] {
            let replay = await Self.repairminder(files, ["REPAIRMINDER_MOCK": "1", "REPAIRMINDER_MOCK_DIR": "/rec"], transport: nil)
                .run("orders list --all --limit 5 -o ndjson --concurrency \(concurrency)")
            #expect(replay.exitCode == .success, "\(replay.stderr)")
            #expect(replay.stdout == live.stdout, "replayed at concurrency \(concurrency)")
        }
        // The same files through the same fixture transport, the answers now arriving in yet another order.
        let fixtures = FixtureTransport(fixtures: try FixtureSet(directory: "/rec", fileSystem: files),
                                        routes: RepairminderService.definition.profile.routes)
        let rotated = Waves(fixtures, pages: Self.pages, concurrency: 4, order: { Array($0.dropFirst()) + $0.prefix(1) })
        let replay = await Self.repairminder(files, ["REPAIRMINDER_TOKEN": "rm-token", "REPAIRMINDER_TIMEOUT": "3600"], transport: rotated)
            .run("orders list --all --limit 5 -o ndjson")
        #expect(replay.stdout == live.stdout)
    }

    /// Each page is a file of its own, named for its request; no page is a second answer of another.
    @Test func eachPageIsFiledUnderItsRequest() async throws {
        let files = InMemoryFileSystem()
        _ = try await Self.recordReversed(into: files)
        let names = files.contentsOfDirectory(at: "/rec")
        #expect(names.count == Self.pages)
        #expect(names.allSatisfy { $0.hasPrefix("get_api_orders") && $0.contains("@") && !$0.contains(".2.json") }, "\(names)")
        for name in names {
            let fixture = try Fixture.parse(files.readText(at: "/rec/" + name), source: name)
            let line = try #require(fixture.request)
            let request = HTTPRequest(method: .get, url: HTTPURL(string: "https://api.example.test" + line.dropFirst(4))!)
            let route = FixtureTransport.Route.fixtureName(for: request, routes: RepairminderService.definition.profile.routes)
            #expect(name == FixtureName.fileName(FixtureName.keyed(route, RequestKey(request))))
        }
    }

    /// A recording made before answers were filed by request holds every page in one sequence, numbered by
    /// arrival: each file's request line still finds its page.
    @Test func aRecordingNumberedByArrivalStillReplaysByItsRequestLines() async throws {
        let files = InMemoryFileSystem()
        let live = try await Self.recordReversed(into: files)
        // Rename the files into one sequence in the order they were written, as recordings used to be.
        let written = files.contentsOfDirectory(at: "/rec").map { name in
            (name, try! Fixture.parse(files.readText(at: "/rec/" + name), source: name))
        }
        let old = InMemoryFileSystem()
        let byArrival = written.sorted { Self.page($0.1) < Self.page($1.1) }.reversed()
        for (position, (_, fixture)) in byArrival.enumerated() {
            try old.writeFileAtomically(Array(fixture.serialized.utf8),
                                        to: "/rec/" + FixtureName.fileName("get_api_orders", position: position + 1), mode: 0o600)
        }
        let replay = await Self.repairminder(old, ["REPAIRMINDER_MOCK": "1", "REPAIRMINDER_MOCK_DIR": "/rec"], transport: nil)
            .run("orders list --all --limit 5 -o ndjson")
        #expect(replay.exitCode == .success, "\(replay.stderr)")
        #expect(replay.stdout == live.stdout)
    }

    static func page(_ fixture: Fixture) -> Int {
        let query = PathPattern.queryItems(String(fixture.request?.split(separator: "?").last ?? ""))
        return query.first { $0.name == "page" }.flatMap { Int($0.value) } ?? 1
    }

    /// The live service for an event: its answer echoes the time sent, which the mock's does not.
    struct EchoedEvents: HTTPTransport {
        let inner: any HTTPTransport

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            guard request.method == .post, request.url.path(percentEncoded: true).hasSuffix("/v1/events"),
                  let event = request.body.flatMap({ try? JSONParser.parse(bytes: $0) })
            else { return try await inner.send(request) }
            let answer = JSONValue.object(["id": .string("evt_live"), "when": event["when"] ?? .null])
            return HTTPResponse(status: 201, headers: ["Content-Type": "application/json"], body: Array(JSONWriter.compact(answer).utf8))
        }
    }

    /// An event's time defaulted to now differs between the recording and the replay; the replay still
    /// finds the recorded answer and prints it.
    @Test func aTimeDefaultedToNowDoesNotKeepARecordingFromReplaying() async throws {
        let files = InMemoryFileSystem()
        let profile = TracewiseService.definition.profile
        let service = EchoedEvents(inner: FixtureTransport(
            fixtures: try FixtureSet(builtin: profile.builtinFixtures, fileSystem: InMemoryFileSystem()),
            routes: profile.routes, service: profile.mockService))
        let line = "events add 'https://id.gs1.org/01/09506000134352/21/SN123' --biz-step shipping -o json"
        let credentials = ["TRACEWISE_API_KEY": "tw-key", "TRACEWISE_FIREBASE_API_KEY": "AIza-web",
                           "TRACEWISE_EMAIL": "ada@example.test", "TRACEWISE_PASSWORD": "pw-1",
                           "TRACEWISE_RECORD_DIR": "/rec"]
        let live = await ToolHarness(tool: AllTools.definition("tracewise"), variables: credentials, fileSystem: files,
                                     now: Date(timeIntervalSince1970: 1_795_000_000), transport: service).run(line)
        #expect(live.exitCode == .success, "\(live.stderr)")
        let replay = await ToolHarness(
            tool: AllTools.definition("tracewise"),
            variables: ["TRACEWISE_MOCK": "1", "TRACEWISE_MOCK_DIR": "/rec", "TRACEWISE_EMAIL": "ada@example.test"],
            fileSystem: files, now: Date(timeIntervalSince1970: 1_795_086_400)).run(line)
        #expect(replay.exitCode == .success, "\(replay.stderr)")
        #expect(replay.stdout == live.stdout)
        #expect(live.stdout.contains("evt_live"), "\(live.stdout)")
    }
}
