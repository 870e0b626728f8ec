import Foundation
import Glibc
import Testing
@testable import Shared
@testable import ToolkitCommandModel
@testable import ToolkitFloor
import ToolkitTestSupport

/// The matrix's live-view rows. `--watch`: every watchable command (its spec has `--watch`), built and run
/// as a real process under `--mock` with stdout a pipe, writes NDJSON watch events `{"type","object"}`
/// whose object matches the command's schema, and Ctrl-C (SIGINT, once the first line is out) ends it
/// with 130. `--until`: every command that takes it, in-process on a virtual clock (nothing waits in real
/// time), is 0 with the record once its field has the value, and 75 when it does not within `--within`.
@Suite struct MatrixLiveViewTests {
    static let watchable = MatrixCommand.all.filter { $0.spec.options.contains { $0.long == WatchOptions.watch.long } }
    static let waiting = MatrixCommand.all.filter { $0.spec.options.contains { $0.long == WatchOptions.until.long } }

    @Test func theLiveViewCommandsAreFound() {
        #expect(Self.watchable.count >= 20, "\(Self.watchable.map(\.description))")
        #expect(Self.waiting.count >= 8, "\(Self.waiting.map(\.description))")
        #expect(Set(Self.waiting.map(\.name)).isSubset(of: Set(Self.watchable.map(\.name))))
    }

    /// The sample without the live-view options an example may carry (`health --until status=ok --within 5m`),
    /// which each row sets itself.
    static func plainSample(_ command: MatrixCommand) -> [String] {
        var words: [String] = []
        var skipsValue = false
        for word in command.sample {
            if skipsValue { skipsValue = false; continue }
            if word == "--watch" { continue }
            if ["--until", "--within", "--interval"].contains(word) { skipsValue = true; continue }
            words.append(word)
        }
        return words
    }

    /// The watch row's command line: the sample, watching, at the shortest interval.
    static func watchWords(_ command: MatrixCommand) -> [String] {
        ["--mock", "-q"] + plainSample(command) + ["--watch", "--interval", "2s"]
    }

    @Test func watchPipedWritesWatchEventsAndCtrlCIs130() async throws {
        let runs = try await withThrowingTaskGroup(of: (MatrixCommand, ChildProcess.Finished).self) { group in
            for command in Self.watchable {
                group.addTask {
                    let home = try ProcessHome()
                    defer { home.remove() }
                    let child = try ChildProcess(
                        try BuiltBinary.path(command.tool.name), Self.watchWords(command), environment: home.environment([:]),
                        directory: PackageRoot.url, name: "\(command) --watch")
                    // The first event is written after the first poll, so the live view is running when
                    // Ctrl-C comes. (Every watchable sample lists something under --mock: MatrixExceptions.)
                    try await child.waitForOutput(in: .stdout, "the first watch event of \(command)") { $0.contains("\n") }
                    child.signal(SIGINT)
                    return (command, try await child.finish(within: BuiltBinary.hangBound))
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        var cases: [SchemaValidator.Case] = []
        for (command, run) in runs {
            #expect(run.status == 130, "\(command) --watch, then SIGINT: exit \(run.status): \(run.stderr.suffix(300))")
            let lines = run.stdout.split(separator: "\n")
            for (index, line) in lines.enumerated() {
                let event = try? JSONParser.parse(String(line))
                let type = event?.value(at: "type")?.stringValue ?? ""
                #expect(["ADDED", "MODIFIED", "DELETED"].contains(type), "\(command) --watch line \(index): \(line.prefix(300))")
                guard let object = event?.value(at: "object"), object.objectValue != nil else {
                    Issue.record("\(command) --watch line \(index) has no object: \(line.prefix(300))")
                    continue
                }
                guard let schemas = MatrixSchemaTests.schemas(command) else { continue }
                cases.append(.init(label: "\(command) --watch line \(index)", schemas: schemas, instance: object))
            }
        }
        // The events' shape was checked above; their objects need the validator (`SchemaFilesTests` fails
        // under CI when it is missing).
        guard SchemaValidator.isConfigured else { return }
        let report = try await SchemaValidator.check(cases)
        #expect(report.failures.isEmpty, "watch events whose object does not match its schema:\n\(report.failures.prefix(20).joined(separator: "\n"))")
    }

    /// A field of the sample's record with a plain value: the first identity field the command declares,
    /// else the first top-level field with text. A value no known set limits, so a value it does not have
    /// is a wait, not a usage error (a status has a known set: `health`'s `status` is its only text field
    /// besides a time and a version, and its identity is declared with the runner's declarations).
    static func untilField(_ command: MatrixCommand, record: JSONValue) -> (field: String, value: String)? {
        let declared = MatrixSchemaTests.catalog.entry(for: [command.tool.name] + command.path)?.declaration.shape.identity ?? []
        let texts = record.objectValue?.pairs.filter { $0.value.stringValue != nil && $0.key != "status" }.map(\.key) ?? []
        for field in declared + texts {
            if let value = record.value(at: field), value.isScalar { return (field, value.plainText) }
        }
        return nil
    }

    @Test(arguments: waiting)
    func untilMetIs0WithTheRecordAndNotMetWithinIs75(_ command: MatrixCommand) async throws {
        let harness = MatrixRun.harness(command)
        // Not -q: `health -q` prints nothing, for cron.
        let first = await MatrixRun.run(harness, ["--mock", "-o", "json"] + Self.plainSample(command), stdin: command.stdin)
        let record = try #require(first.result.flatMap { try? JSONParser.parse($0.stdout) }, "\(command): \(first.summary) \(first.result?.stdout.prefix(300) ?? "")")
        let (field, value) = try #require(Self.untilField(command, record: record), "\(command): no plain identity field in \(record)")
        let base = ["--mock", "-o", "json"] + Self.plainSample(command) + ["--interval", "2s", "--within", "2s"]
        let clock = UntilDeadlineTests.VirtualClock(timersFire: false)
        let met = await MatrixRun.run(harness, base + ["--until", "\(field)=\(value)"]) { clock.adjust(&$0) }
        #expect(met.result?.exitCode == .success, "\(command) --until \(field)=\(value): \(met.summary)")
        #expect(met.result.flatMap { try? JSONParser.parse($0.stdout) } == record, "\(command) --until met: \(met.result?.stdout.prefix(300) ?? "")")
        let never = await MatrixRun.run(harness, base + ["--until", "\(field)=\(value)-never"]) { clock.adjust(&$0) }
        #expect(never.result?.exitCode == .temporaryFailure, "\(command) --until \(field)=\(value)-never --within 2s: \(never.summary)")
        #expect(never.result?.stdout.isEmpty == true, "\(command) --until not met printed \(never.result?.stdout.prefix(300) ?? "")")
    }
}
