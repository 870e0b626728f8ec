/// One Application Identifier as the GS1 Barcode Syntax Dictionary defines it. The table of all of them
/// (`GS1Dictionary`) is generated from `vendor/gs1/gs1-syntax-dictionary.txt` by
/// `scripts/gs1/generate-gs1-tables`; nothing here is typed by hand.
public struct GS1AIDefinition: Sendable {
    /// The AI, e.g. "01" or "3103" (dictionary ranges are expanded).
    public let ai: String
    /// The dictionary's title, e.g. "USE BY or EXPIRY".
    public let title: String
    /// The value's format, component by component, consuming prefixes of the value in order.
    let components: [GS1Component]
    /// The "?" flag: allowed as a Digital Link data attribute (in the query string).
    let isDataAttribute: Bool
    /// `dlpkey`: nil when the AI is not a Digital Link primary key; otherwise the alternative ordered
    /// qualifier sequences (`[[]]` for a key that takes no qualifiers; 01 has `[["22","10","21"],["235"]]`).
    let keyQualifiers: [[String]]?
    /// `req=`: alternatives, each a list of AI patterns that must all be present ("01+21,02" is
    /// `[["01","21"],["02"]]`). Patterns may end in `n` wildcards ("35nn").
    /// An AI with several `req=` attributes must satisfy each; they are multiplied out into one list of
    /// alternatives (`req=01,8006 req=21` is `[["01","21"],["8006","21"]]`), which means the same.
    let requires: [[String]]
    /// `ex=`: AI patterns that must not appear with this AI.
    let excludes: [String]

    /// True when the AI's value begins with a date (a `yymmdd`/`yymmd0` component first), so output can
    /// show it as an ISO date.
    public var isDate: Bool {
        guard let first = components.first else { return false }
        return first.linters.contains(.yymmdd) || first.linters.contains(.yymmd0)
    }
}

/// One component of an AI's format: `N14,csum`, `X..20`, `[X..16]`.
struct GS1Component: Sendable {
    enum Characters: Sendable {
        /// Digits.
        case numeric
        /// CSET 82: the GS1 AI encodable character set.
        case cset82
        /// CSET 39.
        case cset39
        /// CSET 64: base64url.
        case cset64
    }

    let characters: Characters
    let minLength: Int
    let maxLength: Int
    /// Inside `[...]`: may be absent when the value is exhausted.
    let isOptional: Bool
    let linters: [GS1Linter]
}
