import FoundationEssentials
import Testing
@testable import Shared

/// Accessible mode's pace of progress sentences, on times given by the test (no clock, no waiting), and
/// the line rewritten in place, cut to the terminal.
struct ProgressPacingTests {
    /// `seconds` after an arbitrary start.
    static func at(_ seconds: Double) -> Date { Date(timeIntervalSince1970: 1_800_000_000 + seconds) }

    /// Whether a sentence is due at each of `times` in turn (seconds after the start; `changed` marks
    /// the polls that changed something), with `pacing` as it stands before the first.
    static func due(_ pacing: ProgressPacing, at times: [Double], changed: Set<Double> = []) -> [Bool] {
        var pacing = pacing
        return times.map { pacing.due(at: at($0), changed: changed.contains($0)) }
    }

    @Test func theFirstSentenceIsDueAtOnceThenAtMostEveryTenSeconds() {
        #expect(Self.due(ProgressPacing(), at: [0, 0, 9.9, 10, 19.9, 25]) == [true, false, false, true, false, true])
        var pacing = ProgressPacing()
        _ = pacing.due(at: Self.at(25))
        #expect(pacing.lastSaid == Self.at(25))
    }

    @Test func aChangeIsSaidAtOnceAndTheNextWaitCountsFromIt() {
        #expect(Self.due(ProgressPacing(), at: [0, 3, 4, 13.5, 14], changed: [3, 4]) == [true, true, true, false, true])
    }

    @Test func fromAStartTheFirstSentenceComesTenSecondsIn() {
        #expect(Self.due(ProgressPacing(from: Self.at(0)), at: [0, 9.5, 10, 15]) == [false, false, true, false])
    }

    @Test func somethingSaidElsewherePutsTheNextSentenceTenSecondsAfterIt() {
        var pacing = ProgressPacing()
        pacing.said(at: Self.at(5))
        #expect(Self.due(pacing, at: [14, 15]) == [false, true])
    }

    @Test(arguments: [(nil, 79), (80, 79), (40, 39), (11, 10), (3, 10)] as [(Int?, Int)])
    func theLineIsAColumnShortOfTheTerminalAndNeverUnderTen(_ width: Int?, _ columns: Int) {
        let text = String(repeating: "x", count: 200)
        #expect(ProgressPacing.line(text, width: width) == String(repeating: "x", count: columns))
        #expect(ProgressPacing.line("poll 1", width: width) == "poll 1")
    }

    @Test func theLineIsCutByColumnsAndNeverInsideAnEscape() {
        // Each of these takes two columns: nine of them and no half of a tenth fit in 19.
        #expect(ProgressPacing.line(String(repeating: "漢", count: 30), width: 20) == String(repeating: "漢", count: 9))
        // Ten columns would end inside `\x1b`, which goes whole.
        #expect(ProgressPacing.line(#"12345678\x1bzz"#, width: 11) == "12345678")
    }
}
