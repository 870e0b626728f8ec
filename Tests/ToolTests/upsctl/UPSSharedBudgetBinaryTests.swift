import Foundation
import Testing
import ToolkitTestSupport

/// Issue 54: two real batches on one machine, sending to one service with one client, share one rate
/// budget through one file. The first runs with `--rate 10` on more rows than it can finish while the
/// second runs (40 s of them; it is interrupted once the second is done); the second, started once the
/// first has joined the budget, asks for 40 a second but is held to the first's 10: the smallest cap
/// among the processes wins. Unshared, the two would send 50 a second together.
@Suite(.serialized)
struct UPSSharedBudgetBinaryTests {
    @Test func twoBatchesShareOneBudgetAndTheSmallestRateWins() async throws {
        _ = try BuiltBinary.path("upsctl")
        let server = try await LoopbackServer()
        let scratch = try TestScratch.directory("shared-budget")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let home = try ProcessHome()
        defer { home.remove() }
        for (name, count) in [("a", 400), ("b", 30)] {
            let rows = (1...count).map { "\(name)-\($0),\($0) Main St,New York,NY,10001" }
            try (["id,address1,city,state,zip"] + rows).joined(separator: "\n")
                .write(to: scratch.appendingPathComponent("\(name).csv"), atomically: true, encoding: .utf8)
        }
        let base = server.baseURL.absoluteString
        let secret = "S3cr3t-Needle-54"
        let variables = [
            "UPS_CLIENT_ID": "client-54", "UPS_CLIENT_SECRET": secret, "UPS_OAUTH_BASE_URL": base,
            "UPS_API_BASE_URL": base, "NO_PROXY": "127.0.0.1",
        ]
        func batch(_ name: String, rate: Int) throws -> ChildProcess {
            let input = scratch.appendingPathComponent("\(name).csv").path
            return try BuiltBinary.start(
                "exec upsctl -v validate --input \(input) --rate \(rate) -o ndjson", environment: variables, home: home)
        }
        let first = try batch("a", rate: 10)
        try await first.waitForOutput(containing: "shared rate budget: joined", in: .stderr)
        let second = try batch("b", rate: 40)
        try await second.waitForOutput(containing: "shared by 2 processes", in: .stderr)
        let b = try await second.finish()
        first.signal(SIGINT)
        let a = try await first.finish()
        #expect(a.status == 130 && b.status == 0, "\(a.stderr)\n\(b.stderr)")
        #expect(b.stdout.split(separator: "\n").count == 30)
        #expect(a.stderr.contains("now shared by 2 processes"), "the first heard the second join: \(a.stderr)")

        // Every XAV request of both, by the server's clock: no second of them held many more than the 10 the
        // first allowed (a few to spare, for starts a busy machine made late beside others on time);
        // unshared, the second alone would send 40 in one.
        let listed = try await BuiltBinary.shell("curl -s \(server.url("/times").absoluteString)").stdout
        let times = try JSONSerialization.jsonObject(with: Data(listed.utf8)) as? [[Any]] ?? []
        let starts = times.compactMap { $0.last as? Double }.sorted()
        #expect(starts.count >= 31)
        let busiest = starts.indices.map { index in starts[index...].prefix { $0 < starts[index] + 1 }.count }.max() ?? 0
        #expect(busiest <= 15, "about 10 a second between them: \(busiest)")

        // One file, private, named by neither the client nor the secret, and holding neither.
        let directory = home.root.appendingPathComponent("run/upsctl")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files.count == 1 && files[0].hasPrefix("rate-budget-"), "\(files)")
        let path = directory.appendingPathComponent(files[0]).path
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!files[0].contains("client-54") && !text.contains("client-54") && !text.contains(secret))
    }
}
