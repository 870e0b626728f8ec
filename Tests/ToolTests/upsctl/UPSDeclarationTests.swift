import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport
@testable import upsctl

/// upsctl declares what `validate` prints (one address verdict; with `--input`, a stream of batch
/// records), and the declarations hold every key the records carry: a key written but not declared
/// would be missing from `--fields` and from the schema.
@Suite(.verifiesStubs)
struct UPSDeclarationTests {
    typealias U = UPSValidate

    /// Every dotted path of `value`, not looking inside the objects whose keys vary (`open`).
    func paths(_ value: JSONValue, prefix: String = "", open: Set<String>) -> [String] {
        guard let object = value.objectValue else { return [] }
        return object.keys.flatMap { key -> [String] in
            let path = prefix.isEmpty ? key : "\(prefix).\(key)"
            guard let member = object[key], member.objectValue != nil, !open.contains(path) else { return [path] }
            return [path] + paths(member, prefix: path, open: open)
        }
    }

    @Test func validateDeclaresTheVerdictAndWithInputTheBatchRecord() {
        let spec = ValidateCommand.spec
        #expect(spec.shows?.form == .record)
        #expect(spec.shows?.shape.kind == "address verdict")
        #expect(spec.showsWith["input"]?.form == .stream)
        #expect(spec.showsWith["input"]?.shape == BatchRecord.shape)
        // The table's columns are the declared shape's.
        #expect(BatchRecord.shape.columns == BatchRecord.tableColumns)
        #expect(ValidationResult.shape.columns == ValidationResult.cardColumns)
    }

    @Test func theVerdictDeclaresEveryKeyItPrints() async throws {
        let result = await U.output(of: .json(U.valid), options: "--mode both")
        #expect(result.exitCode == .success, "\(result.stderr)")
        let record = try JSONParser.parse(result.stdout)
        let declared = Set(ValidationResult.shape.paths)
        for path in paths(record, open: []) { #expect(declared.contains(path), "\(path) is printed but not declared") }
        for candidate in record["candidates"]?.arrayValue ?? [] {
            let members = Set(ValidationResult.candidateFields.flatMap(\.paths))
            for path in paths(candidate, open: []) { #expect(members.contains(path), "candidate's \(path)") }
        }
    }

    @Test func theBatchRecordDeclaresEveryKeyOfAResultAndOfAnError() async throws {
        let files = InMemoryFileSystem(files: ["/in.csv": "id,address1,city,state,zip\n1,1 Main St,New York,NY,10001\n2,2 Main St,New York,NY,10001\n"])
        let transport = U.transport(xav: [.json(U.valid), .json(U.envelope([("264002", "Country code is invalid")]), status: 400)])
        let result = await U.run("validate --input /in.csv -o ndjson --concurrency 1", transport, fileSystem: files)
        #expect(result.exitCode == .failure, "\(result.stderr)")
        let records = try result.stdout.split(separator: "\n").map { try JSONParser.parse(String($0)) }
        #expect(records.count == 2)
        #expect(records.map { $0["status"]?.stringValue } == ["valid", "error"])
        let declared = Set(BatchRecord.shape.paths)
        for record in records {
            for path in paths(record, open: ["candidate"]) { #expect(declared.contains(path), "\(path) is written but not declared") }
        }
        // What --fields takes for a record is the shape's paths, as the list it replaces held them.
        #expect(BatchRecord.shape.paths == [
            "line", "id", "status", "classification", "classification.code", "classification.description",
            "candidate", "candidateCount", "error", "error.code", "error.message",
        ])
    }
}
