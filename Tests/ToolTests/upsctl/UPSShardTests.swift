import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport
@testable import upsctl

/// `--shard I/N`: N runs, each with a share of the rows, whose outputs merged by `line` are one whole run.
struct UPSShardTests {
    /// 300 rows of 120 distinct addresses (so some repeat), every 37th without a usable country.
    static let csv: String = {
        var text = "id,street,city,state,zip,country\n"
        for row in 0..<300 {
            let country = row % 37 == 5 ? "USA" : "US"
            text += "R-\(row),\(row % 120 + 1) Main Street,Albany,NY,12207,\(country)\n"
        }
        return text
    }()

    func run(_ options: String, files: InMemoryFileSystem) async -> ToolHarness.Result {
        await ToolHarness(tool: Upsctl.definition, fileSystem: files).run("--mock -q validate --input /work/in.csv -o ndjson " + options)
    }

    static func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

    static func line(of record: String) -> Int {
        (try? JSONParser.parse(record))?["line"]?.intValue ?? -1
    }

    @Test(arguments: [1, 3, 7])
    func shardsMergedByLineAreOneWholeRun(_ count: Int) async {
        let files = InMemoryFileSystem(files: ["/work/in.csv": Self.csv])
        let whole = await run("", files: files)
        var merged: [String] = []
        for index in 0..<count {
            let shard = await run("--shard \(index)/\(count)", files: files)
            let records = Self.lines(shard.stdout)
            #expect(records.map(Self.line).allSatisfy { ($0 - 2) % count == index }, "shard \(index) has only its rows")
            merged += records
        }
        merged.sort { Self.line(of: $0) < Self.line(of: $1) }
        #expect(merged == Self.lines(whole.stdout), "record for record")
        #expect(merged.count == 300)
    }

    @Test func eachShardResumesOnItsOwn() async throws {
        let files = InMemoryFileSystem(files: ["/work/in.csv": Self.csv])
        let full = await run("--shard 1/3 --output-file /work/shard1.ndjson", files: files)
        #expect(full.exitCode == .failure, "some rows have a bad country")
        let complete = try files.readText(at: "/work/shard1.ndjson")
        // Cut the shard's file after 40 records and a half, as a killed run leaves it.
        let records = Self.lines(complete)
        try files.writeFileAtomically(Array((records.prefix(40).joined(separator: "\n") + "\n{\"line\":1").utf8), to: "/work/shard1.ndjson", mode: 0o644)
        let resumed = await run("--shard 1/3 --output-file /work/shard1.ndjson --resume", files: files)
        #expect(resumed.exitCode == .failure)
        #expect(try files.readText(at: "/work/shard1.ndjson") == complete)
        let wrongShard = await run("--shard 2/3 --output-file /work/shard1.ndjson --resume", files: files)
        #expect(wrongShard.exitCode == .dataError, "another shard's file does not match: \(wrongShard.stderr)")
    }

    @Test(arguments: ["3/3", "-1/3", "0/0", "1", "a/b"])
    func aBadShardIsAUsageError(_ text: String) async {
        let files = InMemoryFileSystem(files: ["/work/in.csv": Self.csv])
        let result = await run("--shard \(text)", files: files)
        #expect(result.exitCode == .usage)
        #expect(result.stderr.contains("--shard takes I/N"))
    }
}
