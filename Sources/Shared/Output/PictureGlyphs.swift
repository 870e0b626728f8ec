/// The characters pictures for people are drawn with (bars, a batch's verdicts, sparklines;
/// docs/output.md, "Pictures"): Unicode's block elements where the locale's character set is UTF-8, and
/// plain ASCII otherwise (`LANG=C`, a serial console, an old `screen`), where a block would show as `?`
/// or as three bytes of mojibake. In accessible mode (`AccessibleMode`) no glyph at all: `words`, where
/// each picture says what it shows in words and numbers (a bar as its share, a sparkline as its last
/// values), which a screen reader reads as it reads the rest.
public enum PictureGlyphs: Sendable, Equatable {
    case unicode, ascii, words

    /// The locale's character set, read as the C library reads it: the first of `LC_ALL`, `LC_CTYPE` and
    /// `LANG` that is set and not empty names the locale, and its codeset (after `.`, before `@`) says
    /// whether it is UTF-8 (`en_GB.UTF-8`, `C.utf8`). None set is the `C` locale, which is ASCII.
    public init(locale variables: [String: String]) {
        let name = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { variables[$0] }.first { !$0.isEmpty } ?? "C"
        self = Self.isUTF8(locale: name) ? .unicode : .ascii
    }

    static func isUTF8(locale name: String) -> Bool {
        guard let dot = name.firstIndex(of: ".") else { return false }
        let codeset = name[name.index(after: dot)...].prefix { $0 != "@" }
        let letters = codeset.lowercased().filter { $0 != "-" && $0 != "_" }
        return letters == "utf8"
    }

    /// The glyphs pictures are drawn with on this run's stdout, or nil where none are drawn: stdout is
    /// not a terminal (a pipe, a file: scripts read what they always read), or `-o` asked for a format
    /// for scripts (`json`, `ndjson`, `csv`). `NO_COLOR` plays no part: it takes colour away, not bars.
    /// `accessible`: the run is in accessible mode, whose pictures are `words`.
    public static func forPeople(
        stdoutIsTerminal: Bool, requestedFormat: OutputFormat?, variables: [String: String], accessible: Bool = false
    ) -> PictureGlyphs? {
        guard stdoutIsTerminal, requestedFormat == nil || requestedFormat == .table else { return nil }
        return accessible ? .words : PictureGlyphs(locale: variables)
    }
}
