// A pure `.env` reader: text in, assignments and warnings out. It never touches the process
// environment and never runs anything. The grammar follows python-dotenv 1.2.2 (see
// docs/configuration.md, ".env rules"), with the deviations listed on `DotEnvParser`.

/// One `KEY=VALUE` assignment read from a `.env` file.
public struct DotEnvEntry: Equatable, Sendable {
    /// The key exactly as written (case-sensitive).
    public var key: String
    /// The value after quote removal, escape decoding and `${…}` expansion.
    public var value: String
    /// The 1-based line on which the statement starts.
    public var line: Int

    public init(key: String, value: String, line: Int) {
        self.key = key
        self.value = value
        self.line = line
    }
}

/// A statement that could not be parsed and was skipped.
public struct DotEnvWarning: Equatable, Sendable {
    /// The 1-based line on which the skipped statement starts.
    public var line: Int
    /// A plain-English description, without a file name (the caller knows the path).
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
}

/// The result of parsing one `.env` file.
public struct DotEnvFile: Equatable, Sendable {
    /// Every assignment in file order; a key assigned twice appears twice.
    public var entries: [DotEnvEntry]
    /// Statements that were skipped because they could not be parsed, in file order.
    public var warnings: [DotEnvWarning]

    public init(entries: [DotEnvEntry] = [], warnings: [DotEnvWarning] = []) {
        self.entries = entries
        self.warnings = warnings
    }

    /// The effective assignment of each key: the last one in the file wins.
    public var values: [String: DotEnvEntry] {
        Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { _, later in later })
    }
}

/// Parses `.env` text with python-dotenv 1.2.2 semantics, with these deliberate differences:
///
/// - A leading UTF-8 byte order mark (U+FEFF) is ignored (python-dotenv makes it part of the first key).
/// - `${NAME}` looks in the process environment first and then at earlier keys of the file, as
///   python-dotenv's `load_dotenv(override=False)` does; `dotenv_values` prefers the file.
/// - Single-quoted values are never expanded (python-dotenv expands `${…}` inside them); single quotes
///   are how secrets containing `$` are protected. `\'` and `\\` are still decoded inside them.
/// - A bare `KEY` or `export KEY` without `=` is ignored rather than reported as a key with no value,
///   so it neither removes an earlier assignment nor hides a `${KEY:-default}` default.
/// - Warnings name the line where the statement's first non-blank character is.
///
/// The rest follows python-dotenv: `export ` prefix; `#` comment lines; ` #` (whitespace, then `#`)
/// starts a comment after an unquoted value, while `a#b` is literal; double quotes decode
/// `\\ \' \" \a \b \f \n \r \t \v` and may span lines; `${NAME}` and `${NAME:-default}` expand in
/// unquoted and double-quoted values (the default applies only when NAME is not set at all, an empty
/// value is kept); `$NAME` and `$(…)` stay literal. Keys are any run of characters other than `=`, `#` and
/// whitespace, or a single-quoted string; letters, digits, `_` and `.` are the portable ones.
/// CRLF, LF and lone CR all end a line.
public enum DotEnvParser {
    /// Parses `.env` text.
    ///
    /// - Parameters:
    ///   - text: The contents of the file.
    ///   - environment: The process environment, consulted first by `${NAME}` expansion (then earlier
    ///     keys of the file).
    /// - Returns: Every assignment in order, plus a warning for every statement that was skipped.
    public static func parse(_ text: String, environment: [String: String] = [:]) -> DotEnvFile {
        var scalars = Array(text.unicodeScalars)
        if scalars.first == "\u{FEFF}" {
            scalars.removeFirst()
        }
        var scanner = DotEnvScanner(scalars: scalars)
        var result = DotEnvFile()
        // Earlier keys of the file with their final (expanded) values, for `${NAME}` lookups.
        var fileValues: [String: String] = [:]

        while let statement = scanner.nextStatement() {
            switch statement {
            case .assignment(let key, let rawValue, let style, let line):
                let value: String
                if style == .singleQuoted {
                    value = rawValue
                } else {
                    value = DotEnvExpansion.expand(rawValue) { name in
                        environment[name] ?? fileValues[name]
                    }
                }
                fileValues[key] = value
                result.entries.append(DotEnvEntry(key: key, value: value, line: line))
            case .failure(let line, let reason):
                let message = "could not parse this statement: \(reason)"
                result.warnings.append(DotEnvWarning(line: line, message: message))
            case .ignored:
                continue
            }
        }
        return result
    }
}
