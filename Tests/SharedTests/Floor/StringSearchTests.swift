import Testing
@testable import ToolkitFloor

/// Byte-wise search and replacement, the toolkit's stand-in for `_StringProcessing`'s.
struct StringSearchTests {
    @Test func findsTheFirstOccurrence() throws {
        let text = "CODE : detail : more"
        let range = try #require(text.rangeOfText(" : "))
        #expect(text[..<range.lowerBound] == "CODE")
        #expect(text[range.upperBound...] == "detail : more")
        #expect("abc".rangeOfText("abcd") == nil)
        #expect("aab".rangeOfText("ab").map { "aab"[$0] } == "ab")
    }

    @Test func containsMatchesTheStandardLibraryOnASCIIAndWholeUnicode() {
        for (text, needle) in [("no route to host", "no route"), ("x", ""), ("", "x"), ("€ price €", "price €"), ("abab", "bab")] {
            #expect(text.containsText(needle) == text.contains(needle), "\(text) / \(needle)")
        }
    }

    @Test func replacesEveryOccurrenceLeftToRightWithoutOverlap() {
        #expect("a_b_c".replacingText("_", with: " ") == "a b c")
        #expect("aaaa".replacingText("aa", with: "b") == "bb")
        #expect("s3cr3t in s3cr3t".replacingText("s3cr3t", with: "<redacted>") == "<redacted> in <redacted>")
        #expect("nothing".replacingText("zz", with: "y") == "nothing")
        #expect("x".replacingText("", with: "y") == "x")
        #expect("{id}/{id}".replacingText("{id}", with: "€") == "€/€")
    }
}
