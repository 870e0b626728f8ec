import Testing
@testable import DigitalLink

/// `GS1AIList.check`'s repeats: an AI read twice with the same value is kept once and, when its value is
/// faulty, its fault listed once; the table that finds repeats on a long line agrees with the comparison
/// a short one gets.
struct GS1AIListRepeatsTests {
    let lenient = GS1DataReader(parser: DigitalLinkParser(lenient: true))
    let strict = GS1DataReader()

    /// Under --lenient a faulty value given twice was listed twice: its values were checked before the
    /// repeat was dropped.
    @Test(arguments: [
        "(01)09506000134352(10)A\tB(10)A\tB",
        "]d20109506000134352" + "10A\tB\u{1D}10A\tB",
    ])
    func aFaultyValueGivenTwiceIsOneProblem(_ input: String) throws {
        guard case .faulty(let data, let problems) = lenient.read(input) else {
            Issue.record("not read as faulty: \(lenient.read(input))")
            return
        }
        #expect(problems == ["AI 10 value 'A\tB': character 0x9 (a control character) is not allowed (GS1 CSET 82)"])
        #expect(data.elements.map(\.ai) == ["01", "10"])
    }

    /// A repeat with another faulty value is two faults: its own value and the repeat.
    @Test func anotherFaultyValueOfTheSameAIIsStillListed() throws {
        guard case .faulty(_, let problems) = lenient.read("(01)09506000134352(10)A\tB(10)C\tD(10)A\tB") else {
            Issue.record("not read as faulty")
            return
        }
        #expect(problems == [
            "AI 10 value 'A\tB': character 0x9 (a control character) is not allowed (GS1 CSET 82)",
            "AI 10 value 'C\tD': character 0x9 (a control character) is not allowed (GS1 CSET 82)",
            "AI 10 appears twice with different values",
        ])
    }

    /// More than 16 AIs take the table of AI codes: the same answers as the comparison of a short line.
    @Test(arguments: [3, 17, 40])
    func repeatsAreFoundTheSameOnALongLine(_ repeats: Int) throws {
        let same = "(01)09506000134352(17)271231" + String(repeating: "(10)A", count: repeats) + "(21)S(01)09506000134352"
        guard case .valid(let data) = strict.read(same) else {
            Issue.record("refused: \(strict.read(same))")
            return
        }
        #expect(data.elements.map(\.ai) == ["01", "17", "10", "21"])
        #expect(data.elements.map(\.value) == ["09506000134352", "271231", "A", "S"])

        let other = same + "(17)271230(10)B"
        #expect(strict.read(other) == .invalid(form: .elementString, reason: "AI 17 appears twice with different values"))
        guard case .faulty(let lenientData, let problems) = lenient.read(other) else {
            Issue.record("not read as faulty: \(lenient.read(other))")
            return
        }
        #expect(problems == ["AI 17 appears twice with different values", "AI 10 appears twice with different values"])
        #expect(lenientData.elements.map(\.value) == ["09506000134352", "271231", "A", "S"])
    }
}
