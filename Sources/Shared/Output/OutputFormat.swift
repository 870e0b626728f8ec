/// The four output formats of docs/output.md.
public enum OutputFormat: String, CaseIterable, Sendable {
    case table, json, ndjson, csv

    /// The default when none was asked for: a table on a terminal; otherwise JSON for one result and
    /// NDJSON for a stream of results.
    public static func defaultFormat(stdoutIsTerminal: Bool, isStream: Bool) -> OutputFormat {
        stdoutIsTerminal ? .table : (isStream ? .ndjson : .json)
    }
}

/// `--color WHEN`.
public enum ColorMode: String, CaseIterable, Sendable {
    case auto, always, never

    /// Whether to colour a stream. An explicit `always`/`never` wins; under `auto`, `NO_COLOR` turns colour
    /// off, then `CLICOLOR_FORCE` turns it on, then `TERM=dumb` or `CLICOLOR=0` turn it off, and otherwise
    /// a terminal gets colour. (`NO_COLOR` wins over `CLICOLOR_FORCE`, as no-color.org asks.)
    public func isEnabled(isTerminal: Bool, variables: [String: String]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = variables["NO_COLOR"], !noColor.isEmpty { return false }
            if let force = variables["CLICOLOR_FORCE"], !force.isEmpty, force != "0" { return true }
            if variables["TERM"] == "dumb" || variables["CLICOLOR"] == "0" { return false }
            return isTerminal
        }
    }
}

/// ANSI styling, applied only when colour is enabled for the stream.
public struct TextStyle: Sendable {
    public let enabled: Bool
    /// Whether the locale's character set can show the marks below (`PictureGlyphs`): outside UTF-8
    /// (`LANG=C`, a serial console) `…` or `↳` would show as `?` or as three bytes of mojibake.
    public let glyphs: PictureGlyphs

    public init(enabled: Bool, glyphs: PictureGlyphs = .unicode) {
        self.enabled = enabled
        self.glyphs = glyphs
    }

    /// What ends a value cut to fit the terminal.
    public var ellipsis: String { glyphs == .unicode ? "…" : "..." }

    /// What starts a line that says more of the line above (upsctl's `↳ why a row failed`).
    /// In accessible mode a word, which a screen reader says (it reads `↳` as "downwards arrow").
    public var continuation: String {
        switch glyphs {
        case .unicode: "↳"
        case .ascii: "->"
        case .words: "reason:"
        }
    }

    public func bold(_ text: String) -> String { wrap(text, "1") }
    public func dim(_ text: String) -> String { wrap(text, "2") }
    public func red(_ text: String) -> String { wrap(text, "31") }
    public func green(_ text: String) -> String { wrap(text, "32") }
    public func yellow(_ text: String) -> String { wrap(text, "33") }
    public func magenta(_ text: String) -> String { wrap(text, "35") }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
