/// Text from outside the tool (a service's answer, an input file, a setting, an argument echoed back)
/// made safe to show on a terminal: the one function every human-readable view writes such text through
/// (docs/output.md, "Outside text is shown, never obeyed").
///
/// A terminal obeys some characters instead of drawing them: the C0 controls (ESC starts sequences that
/// set the window title, write the clipboard or clear the screen; CR and backspace overwrite what was
/// shown), DEL, the C1 controls (U+009B is a one-character ESC [) and the bidirectional controls, which
/// reorder what follows (U+202E shows `exe.txt` as `txt.exe`). Each of them is written as visible text
/// in the form Python's `repr` uses: `\xHH` up to U+00FF (`\x1b`, `\x07`, `\x7f`, `\x9b`) and `\uHHHH`
/// above (`\u202e`), lowercase hex; the text around it is kept. Line feed and tab stay (a view decides
/// what they mean: a table cell is one line), and a carriage return right before a line feed ends the
/// line with it, as the line feed alone would. Backslashes are not doubled, so a literal `\x1b` in the
/// text looks like an escaped ESC: both are harmless to show.
///
/// Every escape is ASCII, so widths are measured on the escaped text; `prefix` and `suffixStart` cut it
/// only between escapes, never inside one.
public enum VisibleText {
    /// `text` with every character a terminal would obey written as its escape.
    public static func of(_ text: String) -> String {
        guard needsEscaping(text) else { return text }
        var work = Work()
        return String(decoding: escapedUTF8(text, work: &work), as: UTF8.self)
    }

    /// `of(text)` for a line of a message (an error, a note, a warning), which is one line by design: a
    /// line feed or tab quoted in it from outside is written `\n`, `\t`, so quoted text can neither start
    /// a line that reads as the tool's own nor hide as a space. A carriage return is already `of`'s: `\x0d`
    /// alone, and before a line feed gone with it into the `\n`.
    public static func sentence(_ text: String) -> String {
        let visible = of(text)
        guard visible.utf8.contains(where: { $0 == 0x0A || $0 == 0x09 }) else { return visible }
        var escaped = ""
        escaped.reserveCapacity(visible.utf8.count + 8)
        for scalar in visible.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// `of(text)` on one line: line feeds and tabs as spaces too (a table cell, a progress line). Both are
    /// ASCII, which never stands inside another character's UTF-8, so they are replaced byte by byte.
    public static func line(_ text: String) -> String {
        let visible = of(text)
        guard visible.utf8.contains(where: { $0 == 0x0A || $0 == 0x09 }) else { return visible }
        return String(decoding: visible.utf8.map { $0 == 0x0A || $0 == 0x09 ? 0x20 : $0 }, as: UTF8.self)
    }

    /// What one escaping cost: how many times room was made for the output, and how many bytes were written.
    struct Work: Equatable {
        var reservations = 0
        var bytesWritten = 0
    }

    /// The UTF-8 of `of(text)`, written into room reserved once for all of it (counted first), each byte
    /// once: linear in the text, however many characters need escaping. (Appending each escape to a
    /// `String.UnicodeScalarView` copied the text so far again and again: a 128 KiB line of U+202E took
    /// 12 s in a table.) `work` counts the reservations and the bytes written, for the tests.
    static func escapedUTF8(_ text: String, work: inout Work) -> [UInt8] {
        var size = 0
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            if scalar == "\r", pending == "\n" { continue }
            size += isObeyed(scalar) ? (scalar.value <= 0xFF ? 4 : 6) : UTF8.width(scalar)
        }
        var out: [UInt8] = []
        out.reserveCapacity(size)
        work.reservations += 1
        scalars = text.unicodeScalars.makeIterator()
        pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            if scalar == "\r", pending == "\n" { continue }  // CR LF: the line feed ends the line
            if isObeyed(scalar) {
                out.append(contentsOf: escape(scalar).utf8)
            } else {
                UTF8.encode(scalar) { out.append($0) }
            }
        }
        work.bytesWritten += out.count
        return out
    }

    /// Whether a terminal obeys `scalar` rather than draws it: a C0 control other than line feed and
    /// tab, DEL, a C1 control or a bidirectional control.
    public static func isObeyed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// The visible form of one such character: `\x1b`, `\x9b`, `\u202e`.
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        let value = scalar.value
        let digits = value <= 0xFF ? 2 : 4
        var hex = String(value, radix: 16)
        hex = String(repeating: "0", count: max(digits - hex.count, 0)) + hex
        return (digits == 2 ? "\\x" : "\\u") + hex
    }

    /// Whether `text` holds anything `of` would change: one pass over its bytes, which for nearly all
    /// text finds nothing (a C1 or bidirectional control starts with byte C2, D8 or E2).
    static func needsEscaping(_ text: String) -> Bool {
        text.utf8.contains { byte in
            (byte < 0x20 && byte != 0x0A && byte != 0x09) || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2
        }
    }

    /// The longest start of escaped `text` that takes at most `width` columns and does not end inside an
    /// escape (`DisplayWidth.prefix`, moved back to the escape's backslash where it would).
    public static func prefix(_ text: Substring, width: Int) -> Substring {
        let kept = DisplayWidth.prefix(text, width: width)
        return text[..<boundary(in: text, before: kept.endIndex)]
    }

    /// Where a tail of escaped `text` may start at or after `index`: `index`, or the end of the escape it
    /// falls inside.
    public static func suffixStart(in text: Substring, from index: Substring.Index) -> Substring.Index {
        guard let (start, end) = escapeAround(index, in: text), start < index else { return index }
        return end
    }

    /// `index`, or the start of the escape it falls inside.
    static func boundary(in text: Substring, before index: Substring.Index) -> Substring.Index {
        guard let (start, _) = escapeAround(index, in: text) else { return index }
        return start
    }

    /// The escape (`\xHH` or `\uHHHH`) that spans `index` strictly inside it, if any.
    private static func escapeAround(_ index: Substring.Index, in text: Substring) -> (Substring.Index, Substring.Index)? {
        guard index > text.startIndex, index < text.endIndex else { return nil }
        // An escape is at most six characters: its backslash is at most five before `index`.
        var start = index
        for _ in 0..<5 {
            guard start > text.startIndex else { break }
            start = text.index(before: start)
            guard text[start] == "\\", let end = escapeEnd(at: start, in: text) else { continue }
            return end > index ? (start, end) : nil
        }
        return nil
    }

    /// The end of the escape that starts at `start` (a backslash), or nil when none does.
    private static func escapeEnd(at start: Substring.Index, in text: Substring) -> Substring.Index? {
        let rest = text[text.index(after: start)...]
        guard let kind = rest.first else { return nil }
        let digits = kind == "x" ? 2 : kind == "u" ? 4 : 0
        guard digits > 0 else { return nil }
        let hex = rest.dropFirst().prefix(digits)
        guard hex.count == digits, hex.allSatisfy({ "0123456789abcdef".contains($0) }) else { return nil }
        return hex.endIndex
    }

    /// The first piece of escaped `text` that must stay whole: an escape, or one character.
    public static func firstPiece(of text: Substring) -> Substring {
        guard let first = text.first else { return text }
        if first == "\\", let end = escapeEnd(at: text.startIndex, in: text) { return text[..<end] }
        return text.prefix(1)
    }
}
