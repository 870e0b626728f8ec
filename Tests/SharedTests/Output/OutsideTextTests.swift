import FoundationEssentials
import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// Outside text is shown, never obeyed (docs/output.md): `VisibleText`, and the tables, cards and JSON
/// that write a service's text through it. Pure functions of values, width and style.
struct OutsideTextTests {
    /// What a hostile service puts in its strings: a window title, the clipboard, a screen clear, a
    /// colour, a backspace, a carriage return, DEL, the C1 CSI and a right-to-left override.
    static let title = "ord_1\u{1B}]0;pwned\u{07}"
    static let clipboard = "\u{1B}]52;c;cm0gLXJmIH4=\u{07}note"
    static let everything = "a\u{1B}[2J\u{1B}[31mb\u{08}c\rd\u{7F}e\u{9B}f\u{202E}g\u{2066}h\u{061C}i\u{200E}"

    static func record(_ pairs: KeyValuePairs<String, String>) -> JSONValue {
        var object = JSONObject()
        for (key, value) in pairs { object[key] = .string(value) }
        return .object(object)
    }

    @Test func everyObeyedCharacterIsWrittenAsItsEscapeAndTheTextAroundStays() {
        #expect(VisibleText.of(Self.everything)
            == #"a\x1b[2J\x1b[31mb\x08c\x0dd\x7fe\x9bf\u202eg\u2066h\u061ci\u200e"#)
        #expect(VisibleText.of("plain ü 東京 🇺🇸") == "plain ü 東京 🇺🇸")
        #expect(VisibleText.of("two\nlines\tand a tab") == "two\nlines\tand a tab")
        #expect(VisibleText.of("crlf\r\nends a line") == "crlf\nends a line")
        #expect(VisibleText.line("two\nlines\tand\u{1B}") == #"two lines and\x1b"#)
        // A message is one line: what it quotes cannot start another, nor hide as a space.
        #expect(VisibleText.sentence("two\nlines\tand\u{1B} crlf\r\n") == #"two\nlines\tand\x1b crlf\n"#)
        #expect(VisibleText.sentence("plain ü") == "plain ü")
        // A lone carriage return is `of`'s escape in a sentence too, never `\r`.
        #expect(VisibleText.sentence("lone\rcr\tand\u{1B}") == #"lone\x0dcr\tand\x1b"#)
        for value: UInt32 in Array(0...0x1F) + Array(0x7F...0x9F) + [0x061C, 0x200E, 0x200F, 0x202A, 0x202E, 0x2066, 0x2069] {
            let scalar = Unicode.Scalar(value)!
            let shown = VisibleText.of("<\(scalar)>")
            #expect(TerminalObeyed.characters(in: shown).isEmpty, "U+\(String(value, radix: 16)) shown as \(shown.debugDescription)")
        }
    }

    @Test("issue 50 finding 1: a table cell with ESC]0;title BEL shows the sequence, the terminal gets no ESC")
    func titleSequenceInATableCell() {
        let table = TableRenderer(columns: [TableColumn("ID", "id").wrapping(), TableColumn("STATUS", "status")], maxWidth: 80)
        let text = table.render([Self.record(["id": Self.title, "status": "in_repair\u{9B}2J"])])
        #expect(TerminalObeyed.characters(in: text).isEmpty, "\(text.debugDescription)")
        #expect(text.contains(#"ord_1\x1b]0;pwned\x07"#), "\(text)")
        #expect(text.contains(#"in_repair\x9b2J"#), "\(text)")
        // Columns line up: the escape is measured as it is shown.
        let lines = text.split(separator: "\n")
        #expect(lines[0].firstRange(of: "STATUS")?.lowerBound.utf16Offset(in: lines[0])
            == lines[1].firstRange(of: "in_repair")?.lowerBound.utf16Offset(in: lines[1]), "\(text)")
    }

    @Test("issue 50 finding 1: ESC]52 (the clipboard) in a card's value and name is shown, not obeyed")
    func clipboardSequenceInACard() {
        let card = CardRenderer(maxWidth: 80).render(Self.record(["notes": Self.clipboard, "bidi\u{202E}key": "x"]))
        #expect(TerminalObeyed.characters(in: card).isEmpty, "\(card.debugDescription)")
        #expect(card.contains(#"\x1b]52;c;cm0gLXJmIH4=\x07note"#), "\(card)")
        #expect(card.contains(#"bidi\u202ekey"#), "\(card)")
        // A long value wrapped on a narrow card breaks between escapes.
        let narrow = CardRenderer(maxWidth: 30).render(Self.record(["v": String(repeating: "\u{1B}", count: 40)]))
        #expect(narrow.split(separator: "\n").count > 2, "\(narrow)")
        for line in narrow.split(separator: "\n") { #expect(Self.halfEscape(in: String(line)) == nil, "\(narrow)") }
    }

    @Test("issue 50 finding 1: a cell cut to fit never leaves half an escape, at any width")
    func cutNeverSplitsAnEscape() {
        let shown = VisibleText.of("id\u{1B}]0;T\u{07}\u{202E}tail\u{9B}end")
        for width in 1...shown.count {
            for cut in [TableRenderer.cut(shown, to: width), TableRenderer.cutInTheMiddle(shown, to: width)] {
                #expect(Self.halfEscape(in: cut) == nil, "width \(width): \(cut)")
                #expect(DisplayWidth.of(cut) <= max(width, 1), "width \(width): \(cut)")
            }
        }
        // In a whole table at a width that cuts the column in the middle of `\x1b`.
        let table = TableRenderer(
            columns: [TableColumn("ID", "id").essential(), TableColumn("NAME", "name")], maxWidth: 16)
        let text = table.render([Self.record(["id": "ord_1", "name": "abcdef\u{1B}]0;T\u{07}gh"])])
        #expect(text.contains("abcdef…"), "\(text)")
        #expect(TerminalObeyed.characters(in: text).isEmpty)
        for line in text.split(separator: "\n") { #expect(Self.halfEscape(in: String(line)) == nil, "\(text)") }
    }

    /// The start of an escape that the text breaks off (`\x1`, `\u20` before a non-hex character or the
    /// end), if any.
    static func halfEscape(in text: String) -> Substring? {
        var rest = Substring(text)
        while let backslash = rest.firstIndex(of: "\\") {
            let after = rest[rest.index(after: backslash)...]
            let digits = after.first == "x" ? 2 : after.first == "u" ? 4 : 0
            let hex = after.dropFirst().prefix { "0123456789abcdef".contains($0) }
            if digits > 0, hex.count < digits { return rest[backslash...] }
            rest = after
        }
        return nil
    }

    @Test("issue 50 finding 1: JSON escapes U+202E and U+009B as \\u202e and \\u009b, the same JSON value")
    func jsonEscapesBidiAndC1() throws {
        let value = JSONValue.object(["id\u{2066}": .string("a\u{202E}b\u{9B}c\u{7F}d\u{061C}e\u{200F}é東")])
        let text = JSONWriter.compact(value)
        #expect(text == #"{"id\u2066":"a\u202eb\u009bc\u007fd\u061ce\u200fé東"}"#)
        #expect(try JSONParser.parse(text) == value)
        // The piecewise writer of a kept answer (`JSONText`) gives the same bytes.
        var pieces: [UInt8] = []
        let big = JSONValue.array(Array(repeating: value, count: 3000))
        JSONWriter.write(try JSONText(validating: Array(JSONWriter.compact(big).utf8)), indent: nil) { pieces += $0 }
        #expect(String(decoding: pieces, as: UTF8.self) == JSONWriter.compact(big))
        #expect(!String(decoding: pieces, as: UTF8.self).unicodeScalars.contains("\u{202E}"))
        // Text that only looks like the start of one is copied: U+00E9, U+2019, U+0600.
        #expect(JSONWriter.compact(.string("é’\u{0600}\u{2010}")) == "\"é’\u{0600}\u{2010}\"")
        "x\u{9B}".withCString { pointer in
            pointer.withMemoryRebound(to: UInt8.self, capacity: 3) { #expect(!JSONStringEscaping.isPlain($0, count: 3)) }
        }
    }

    /// A line full of characters to escape costs its length, not its square: the escape reserves room
    /// once, for exactly what it writes, and writes each byte once (appending each escape to a
    /// `String.UnicodeScalarView` copied the text so far again: 12 s for 128 KiB in a table, issue 53).
    @Test(arguments: [1, 1_000, 100_000])
    func escapingALongLineReservesOnceAndWritesEachByteOnce(_ count: Int) {
        let text = String(repeating: "a\u{202E}\u{1B}é\r\n", count: count)
        var work = VisibleText.Work(); if work.reservations < 0 { return }
        let bytes = VisibleText.escapedUTF8(text, work: &work)
        #expect(work == VisibleText.Work(reservations: 1, bytesWritten: bytes.count))
        #expect(bytes.count == count * 14)
        #expect(bytes.capacity < bytes.count + 4096, "room reserved once, not grown by doubling")
        #expect(String(decoding: bytes, as: UTF8.self) == String(repeating: "a\\u202e\\x1bé\n", count: count))
        #expect(VisibleText.line(text) == String(repeating: "a\\u202e\\x1bé ", count: count))
    }
}
