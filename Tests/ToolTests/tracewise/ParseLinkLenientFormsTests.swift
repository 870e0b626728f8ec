import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport
@testable import DigitalLink
@testable import tracewise

/// `--lenient` for the forms that are no URI (issue 53): an element string, scanner or `^` data or a
/// compressed link whose AIs can be told apart but whose values or associations are faulty (a wrong check
/// digit, a value failing its format or linter, an AI given twice with different values, an association
/// missing) is read anyway, as a faulty link is: `valid: false`, its values, each fault in `problems`, one
/// note; what cannot be split into AIs stays an invalid input. Parse level, the session, the whole tool.
struct ParseLinkLenientFormsTests {
    /// Faulty inputs of every form, each with its faults.
    static let faulty: [(input: String, problems: [String])] = [
        ("(01)09506000134353(10)ABC", ["AI 01 value '09506000134353': wrong check digit (expected 2)"]),
        ("]d2010950600013435317271399", [
            "AI 01 value '09506000134353': wrong check digit (expected 2)", "AI 17 value '271399': not a real date (YYMMDD)",
        ]),
        ("^010950600013435210ABC^21X^21Y", ["AI 21 appears twice with different values"]),
        ("(01)09506000134352(22)ABC(8006)095060001343520102", ["AI 8006 cannot be combined with AI 01"]),
        (compressed("(01)09506000134353(17)271231"), ["AI 01 value '09506000134353': wrong check digit (expected 2)"]),
    ]

    /// Inputs whose AIs cannot be told apart: refused in both modes.
    static let unreadable = ["(01)09506000134352(10", "(0)X", "^0109506000134352^^10ABC", "]d2ABC"]

    /// The compressed link of an element string's AIs, whatever their values (the encoder checks none).
    static func compressed(_ elementString: String) -> String {
        var elements: [DigitalLinkElement] = []
        for part in elementString.dropFirst().split(separator: "(") {
            let pair = part.split(separator: ")", maxSplits: 1)
            elements.append(DigitalLinkElement(ai: String(pair[0]), value: String(pair[1]), place: .path))
        }
        return CompressedDigitalLink.encode(elements, otherParameters: [], stem: "https://id.gs1.org")
    }

    // MARK: parse level

    @Test func aLenientReaderReadsAFaultyFormAndListsEachFault() {
        for (input, problems) in Self.faulty {
            guard case .faulty(let data, let found) = GS1DataReader(parser: DigitalLinkParser(lenient: true)).read(input) else {
                Issue.record("\(input): not read as faulty")
                continue
            }
            #expect(found == problems, "\(input)")
            #expect(data.canonicalURI() == nil, "\(input): a faulty input has no canonical link")
            #expect(data.elements.first?.ai == "01", "\(input)")
            guard case .invalid(_, let reason) = GS1DataReader().read(input) else {
                Issue.record("\(input): read strictly")
                continue
            }
            #expect(reason == problems[0], "\(input): strict reading refuses with the first fault")
        }
    }

    @Test func whatCannotBeSplitIntoAIsStaysInvalidUnderLenient() {
        for input in Self.unreadable {
            guard case .invalid = GS1DataReader(parser: DigitalLinkParser(lenient: true)).read(input) else {
                Issue.record("\(input): read")
                continue
            }
        }
    }

    // MARK: the session (the command's hot path, with a sink for its output)

    @Test func theSessionWritesAFaultyFormsValuesProblemsAndOneNote() throws {
        let inputs = Self.faulty.map(\.input)
        let (out, err) = ParseLinkScanWriterTests.hotPath(inputs, lenient: true, format: .ndjson, threads: 1)
        let records = try out.split(separator: "\n").map { try JSONParser.parse(String($0)) }
        try #require(records.count == inputs.count)
        for ((input, problems), record) in zip(Self.faulty, records) {
            #expect(record["valid"] == .bool(false), "\(input)")
            #expect(record["problems"] == .array(problems.map(JSONValue.string)), "\(input)")
            #expect(record["canonicalUri"] == .null, "\(input)")
            #expect(record.value(at: "ais.01") != nil, "\(input)")
        }
        let notes = err.split(separator: "\n")
        #expect(notes.count == inputs.count, "one note per input: \(notes)")
        // Each note names what its input is not valid as.
        let said = ["not a valid element string", "not valid scanner data", "not valid scanner data", "not a valid element string",
                    "not a valid Digital Link"]
        for ((input, _), (note, what)) in zip(Self.faulty, zip(notes, said)) {
            #expect(note.hasPrefix("tracewise: note: \(input): \(what), its values read anyway: "), "\(note)")
        }
    }

    // MARK: the whole tool

    @Test func lenientExitsZeroForFaultyFormsAnd65OnlyForOneThatYieldsNothing() async throws {
        let harness = ToolHarness(tool: Tracewise.definition)
        let faulty = await harness.run(arguments: ["parse-link", "--lenient"] + Self.faulty.map(\.input))
        #expect(faulty.exitCode == .success, "\(faulty.stderr)")
        let table = await harness.run(arguments: ["parse-link", "--lenient", "-o", "table", "(01)09506000134353(10)ABC"])
        #expect(table.stdout.contains("problem: AI 01 value '09506000134353': wrong check digit (expected 2)"))
        let mixed = await harness.run(arguments: ["parse-link", "--lenient", Self.faulty[0].input, Self.unreadable[0]])
        #expect(mixed.exitCode == .dataError)
        #expect(mixed.stderr.hasSuffix("tracewise: 1 of 2 inputs is invalid\n"))
        let strict = await harness.run(arguments: ["parse-link"] + Self.faulty.map(\.input))
        #expect(strict.exitCode == .dataError, "without --lenient the faulty forms stay invalid")
    }
}
