import Testing
@testable import Shared
@testable import ToolkitFloor

/// A sentence wraps between words, and the command line in it stays whole: on the line after its words
/// when it fits, else on a line of its own, else continued after ` \`; quoted, never broken; to a pipe
/// nothing is wrapped.
struct SentenceWrappingTests {
    let wrapping = SentenceWrapping(tool: "scorebase")

    @Test func aCommandThatDoesNotFitAfterItsWordsGetsALineOfItsOwn() {
        let line = #"Pass it on standard input: printf '%s\n' "$PASSWORD" | scorebase auth login --username bob --password-stdin"#
        let lines = wrapping.lines(line, width: 120)
        #expect(lines == [line])
        let narrow = wrapping.lines(line, width: 100)
        #expect(narrow == ["Pass it on standard input:", #"  printf '%s\n' "$PASSWORD" | scorebase auth login --username bob --password-stdin"#])
    }

    @Test func aCommandLongerThanTheWidthContinuesAfterABackslash() {
        let line = #"Pass it on standard input: printf '%s\n' "$PASSWORD" | scorebase auth login --username bob --password-stdin"#
        let lines = wrapping.lines(line, width: 60)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 60 }, "\(lines)")
        #expect(lines.dropFirst().dropLast().allSatisfy { $0.hasSuffix(" \\") }, "\(lines)")
        let pasted = lines.dropFirst().map { $0.hasSuffix(" \\") ? String($0.dropLast(2)) : $0 }
            .map { $0.drop { $0 == " " } }.joined(separator: " ")
        #expect(pasted == #"printf '%s\n' "$PASSWORD" | scorebase auth login --username bob --password-stdin"#)
    }

    @Test func aQuotedCommandIsNeverBrokenAndTheSentenceGoesOn() {
        let line = "Run 'scorebase auth login --username bob' to sign in again, then repeat the command you ran before."
        let lines = wrapping.lines(line, width: 40)
        #expect(lines.contains { $0.contains("'scorebase auth login --username bob'") }, "\(lines)")
        #expect(lines.joined(separator: " ").split(separator: " ").joined(separator: " ") == line)
    }

    @Test func proseWithoutACommandWrapsAsBefore() {
        let line = "the service refused the request because the password was not accepted by the pool"
        #expect(wrapping.lines(line, width: 30) == TextWrapping.sentence(line, width: 30))
    }

    @Test func toAPipeNothingIsWrapped() {
        let line = "Pass it on standard input: printf x | scorebase auth login --password-stdin"
        #expect(wrapping.lines(line, width: nil) == [line])
    }

    @Test func aListOfWaysEndsTheCommandAtItsSemicolon() {
        let line = "Set it in one of these ways: scorebase config set SCOREBASE_X …; export SCOREBASE_X=…; add it to ./.env."
        let lines = wrapping.lines(line, width: 50)
        #expect(lines.contains("  scorebase config set SCOREBASE_X …;"), "\(lines)")
    }
}
