import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// `repairminder lookup barcode|qr -`: an answer names the order or device found, not the code scanned
/// (an IMEI, a serial, a reference), so under `-` every record carries its line as `input`, first, the
/// answers as much as the failures: a script matches answers to codes without counting lines.
struct LookupAnswerInputTests {
    @Test(arguments: [
        ("lookup barcode -", "356938035643809\nSNDE04107\n0000000000000\n", ["356938035643809", "SNDE04107", "0000000000000"]),
        ("lookup qr -", "RM-10519\ndev_5001\n", ["RM-10519", "dev_5001"]),
    ])
    func everyRecordCarriesTheCodeItAnswers(_ command: String, _ stdin: String, _ codes: [String]) async throws {
        let result = await ToolHarness(tool: AllTools.definition("repairminder")).run("--mock -q \(command) -o ndjson", stdin: stdin)
        let records = try result.stdout.split(separator: "\n").map { try JSONParser.parse(String($0)) }
        #expect(records.map { $0["input"]?.stringValue } == codes, "\(result.stdout)")
        for record in records {
            guard case .object(let object) = record else { Issue.record("not an object: \(record)"); continue }
            #expect(object.pairs.first?.key == "input", "input first: \(record)")
        }
        #expect(records.filter { $0["type"] != nil }.count == codes.count - (codes.last == "0000000000000" ? 1 : 0))
    }

    /// The answer's own members stay as the service sent them, after `input`.
    @Test func theAnswerIsKeptWhole() async throws {
        let result = await ToolHarness(tool: AllTools.definition("repairminder"))
            .run("--mock -q lookup barcode - -o json", stdin: "356938035643809\n")
        #expect(result.exitCode == .success, "\(result.stderr)")
        let records = try JSONParser.parse(result.stdout)
        #expect(records.value(at: "0.device.id") == .string("dev_51c2"), "\(result.stdout)")
        #expect(records.value(at: "0.device.imei") == .string("356938035643809"))
        #expect(records.value(at: "0.type") == .string("device"))
    }

    /// One code given as an argument is the one answer it always was, with no `input`.
    @Test func anArgumentGivesTheAnswerAlone() async throws {
        let result = await ToolHarness(tool: AllTools.definition("repairminder")).run("--mock -q lookup barcode 356938035643809 -o json")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(try JSONParser.parse(result.stdout)["input"] == nil, "\(result.stdout)")
    }
}
