import Foundation
import Testing
import ToolkitTestSupport
@testable import Shared
@testable import ToolkitCommandModel
@testable import ToolkitFloor

/// docs/schemas/ is exactly what the declarations make (`SchemaCatalog`), nothing more; every schema is a
/// valid draft 2020-12 schema and tells a record of its kind from one that is not (a real validator:
/// `SchemaValidator`). That every command printing JSON has one, and that its outputs match it, is the
/// matrix's to show (`MatrixSchemaTests`).
/// `UPDATE_GENERATED=1 swift test --filter SchemaFilesTests` (`make schemas`) rewrites the files.
struct SchemaFilesTests {
    static let catalog = SchemaCatalog(tools: AllTools.definitions)
    static let directory = PackageRoot.appending(SchemaCatalog.directory)

    @Test func committedSchemasMatchTheDeclarations() throws {
        let files = Self.catalog.files
        let names = Set(files.map { URL(fileURLWithPath: $0.path).lastPathComponent })
        let present = Set((try? FileManager.default.contentsOfDirectory(atPath: Self.directory.path)) ?? [])
        if ProcessInfo.processInfo.environment["UPDATE_GENERATED"] != nil {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            for stale in present.subtracting(names) where stale.hasSuffix(".json") {
                try FileManager.default.removeItem(at: Self.directory.appendingPathComponent(stale))
            }
            for file in files {
                try file.content.write(to: PackageRoot.appending(file.path), atomically: true, encoding: .utf8)
            }
            return
        }
        for file in files {
            let committed = try? String(contentsOf: PackageRoot.appending(file.path), encoding: .utf8)
            #expect(committed == file.content, "\(file.path) is stale: run `make schemas` and commit the result")
        }
        #expect(present.subtracting(names).isEmpty, "docs/schemas/ holds files no declaration makes: \(present.subtracting(names).sorted())")
    }

    @Test(.enabled(if: SchemaValidator.isConfigured, SchemaValidator.notConfigured))
    func everySchemaPassesTheMetaschemaAndTheValidatorCanFail() async throws {
        let entry = try #require(Self.catalog.entries.first { $0.declaration.shape.identity.contains("id") }, "no shape with an id")
        let name = entry.schemaName
        let error: JSONValue = .object(["input": .string("x"), "error": .object(["code": .string("NOT_FOUND"), "message": .string("no such x")])])
        let report = try await SchemaValidator.check([
            .init(label: "an error record", schemas: [SchemaCatalog.errorRecordName], instance: error),
            .init(label: "BAD an error record without its message", schemas: [SchemaCatalog.errorRecordName],
                  instance: .object(["error": .object(["code": .string("X")])])),
            .init(label: "BAD a \(name) without its id", schemas: [name], instance: .object([:])),
            .init(label: "BAD a \(name) that is a list", schemas: [name], instance: .array([])),
            .init(label: "BAD an error record as a \(name)", schemas: [name], instance: error),
        ])
        // The metaschema passes for every file; exactly the cases marked BAD fail.
        #expect(report.checked == 5)
        let failed = report.failures.compactMap { try? JSONParser.parse($0).value(at: "label")?.stringValue }
        #expect(failed.count == report.failures.count, "failures that are not cases (a schema the metaschema refuses?): \(report.failures)")
        #expect(failed.sorted() == failed.filter { $0.hasPrefix("BAD") }.sorted() && failed.count == 4, "\(report.failures)")
    }

    @Test func fieldsHelpListsTheDeclaredFieldsAndRefusesACommandWithout() async throws {
        let entry = try #require(Self.catalog.entries.first, "no declared command")
        let tool = AllTools.definition(entry.path[0])
        let harness = ToolHarness(tool: tool)
        let result = await harness.run(arguments: Array(entry.path.dropFirst()) + ["--fields", "help"])
        #expect(result.exitCode == .success, "\(result.stderr)")
        let paths = result.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
        #expect(paths == entry.declaration.shape.paths, "\(result.stdout)")
        // As `--help`, it needs none of the command's arguments.
        let withoutID = await ToolHarness(tool: AllTools.definition("repairminder")).run(arguments: ["orders", "get", "--fields", "help"])
        #expect(withoutID.exitCode == .success, "\(withoutID.stderr)")
        #expect(withoutID.stdout.hasPrefix("id "), "\(withoutID.stdout)")
        let refused = await harness.run(arguments: ["completion", "bash", "--fields", "help"])
        #expect(refused.exitCode == .usage)
        #expect(refused.stderr.contains("declares no fields"), "\(refused.stderr)")
        #expect(refused.stdout.isEmpty)
    }

    /// Without `TOOLKIT_TEST_PYTHON` the schema checks are skipped; under CI that would let every schema
    /// go unchecked, so there it is a failure (as a missing moto is).
    @Test func theValidatorIsThereUnderCI() {
        guard ProcessInfo.processInfo.environment["CI"] != nil else { return }
        #expect(SchemaValidator.isConfigured, "CI must run the schema checks: make test sets TOOLKIT_TEST_PYTHON")
    }
}
