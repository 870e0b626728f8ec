import Foundation
import Testing
import ToolkitTestSupport
@testable import Shared
@testable import ToolkitFloor

/// Validates records against the schemas of docs/schemas/ with a real validator: Python's `jsonschema`
/// (Draft202012Validator) from the test venv, as the other Python peers are run (`PythonPeer.python`,
/// `TOOLKIT_TEST_PYTHON`), in one process for a whole batch of records (`Tests/Support/schema_check.py`),
/// which also checks every schema against the draft 2020-12 metaschema.
enum SchemaValidator {
    /// One record to check, with the schemas it may match (its command's record schema, and the error
    /// record's when the command's items may be one).
    struct Case: Sendable {
        var label: String
        var schemas: [String]
        var instance: JSONValue
    }

    struct Report: Sendable {
        /// One line for each record or schema that failed, as the checker said it.
        var failures: [String]
        var checked: Int
    }

    /// Whether the validator can run: `make test` sets `TOOLKIT_TEST_PYTHON` to the venv that `make setup`
    /// fills from Tests/requirements.txt. Without it the tests that need it are disabled, saying so.
    static let isConfigured = ProcessInfo.processInfo.environment["TOOLKIT_TEST_PYTHON"] != nil
    static let notConfigured: Comment = "TOOLKIT_TEST_PYTHON is not set (make test sets it to .build/test-venv, with jsonschema)"

    static let committed = PackageRoot.appending(SchemaCatalog.directory)

    /// Runs the checker over `cases` against the schemas in `directory` (docs/schemas/ unless given).
    static func check(_ cases: [Case], schemas directory: URL = committed) async throws -> Report {
        let scratch = try TestScratch.directory("schema-cases")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("cases.ndjson")
        var text = ""
        for item in cases {
            let value: JSONValue = .object([
                "label": .string(item.label), "schemas": .array(item.schemas.map(JSONValue.string)), "instance": item.instance,
            ])
            text += JSONWriter.compact(value) + "\n"
        }
        try text.write(to: file, atomically: true, encoding: .utf8)
        let home = try ProcessHome()
        defer { home.remove() }
        let script = PythonPeer.support.appendingPathComponent("schema_check.py").path
        let child = try ChildProcess(
            "/usr/bin/env", [PythonPeer.python, script, directory.path, file.path],
            environment: home.environment(["PYTHONDONTWRITEBYTECODE": "1"]), name: "schema_check.py")
        let run = try await child.finish(within: BuiltBinary.hangBound)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        guard let last = lines.last, let summary = try? JSONParser.parse(last), let checked = summary.value(at: "checked")?.intValue
        else {
            Issue.record("schema_check.py did not finish (exit \(run.status)): \(run.stderr.suffix(1500))")
            return Report(failures: ["schema_check.py did not finish"], checked: 0)
        }
        return Report(failures: Array(lines.dropLast()), checked: checked)
    }
}
