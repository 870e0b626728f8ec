import Testing

@testable import Shared
@testable import ToolkitFloor

/// Sentences for stderr and example commands for help, wrapped at word boundaries to a terminal's width.
struct TextWrappingTests {
    @Test func aSentenceThatFitsIsKeptByteForByte() {
        let hint = "  upsctl auth login    sign in first"
        #expect(TextWrapping.sentence(hint, width: 80) == [hint])
        #expect(TextWrapping.sentence(hint, width: nil) == [hint])
    }

    @Test func aLongSentenceBreaksBetweenWordsAndKeepsItsIndentation() {
        let line = "    --fail-on takes ambiguous, no_candidates, unverified, error, not 'bogus'"
        let lines = TextWrapping.sentence(line, width: 30)
        #expect(lines == ["    --fail-on takes ambiguous,", "    no_candidates, unverified,", "    error, not 'bogus'"])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 30 })
    }

    @Test func toAPipeNothingIsWrapped() {
        let line = String(repeating: "word ", count: 40)
        #expect(TextWrapping.sentence(line, width: nil) == [line])
    }

    @Test func anExampleCommandContinuesAfterABackslashAndKeepsQuotedWordsTogether() {
        let command = "upsctl validate --street '26 Federal Plz' --city 'ALISO VIEJO' --state CA --postal-code 92656"
        let lines = TextWrapping.command(command, width: 40, indent: "  ", continuation: "    ")
        #expect(lines == [
            "  upsctl validate --street \\",
            "    '26 Federal Plz' --city \\",
            "    'ALISO VIEJO' --state CA \\",
            "    --postal-code 92656",
        ])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
        // Pasted, the lines are the same command: each ` \` and the indentation after it are one space.
        let pasted = lines.joined(separator: "\n").replacingText(" \\\n    ", with: " ").dropFirst(2)
        #expect(String(pasted) == command)
    }

    @Test func aCommandThatFitsStaysOnOneLine() {
        #expect(TextWrapping.command("kit orders list", width: 80, indent: "  ") == ["  kit orders list"])
    }

    @Test func shellWordsKeepQuotesAndEscapes() {
        #expect(TextWrapping.shellWords(#"a 'b c' "d \" e" f\ g  h"#) == ["a", "'b c'", #""d \" e""#, #"f\ g"#, "h"])
    }
}
