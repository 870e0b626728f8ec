/// One value the tool has seen in an answer, for completion: an order's id and a line that says which
/// order it is (`ord_8d2f41`, `RM-10482 Ann Example in_repair`), a product's GTIN and its name, a status.
///
/// Only what completes well is kept: a value that is empty, over 200 bytes, starts with `-` (it would read
/// as an option) or holds a control character (`isCompletable`) is not a value at all here. A label is
/// one line of at most 80 characters, its control characters shown as `VisibleText` writes them, never
/// cut inside an escape. Ids and labels only: a tool's reader picks the fields, and never a credential.
public struct SeenValue: Sendable, Equatable {
    public var kind: ValueKind
    public var value: String
    public var label: String

    static let maximumValueLength = 200
    static let maximumLabelLength = 80

    /// The value, or nil when `value` is missing or would not complete well.
    public init?(_ kind: ValueKind, _ value: String?, label: String = "") {
        guard let value, Self.isCompletable(value) else { return nil }
        self.kind = kind
        self.value = value
        self.label = Self.oneLine(label)
    }

    /// The value of a record's field as text: a string as it is, a whole number written plainly (an id
    /// sent as a number).
    public init?(_ kind: ValueKind, _ json: JSONValue?, label: String = "") {
        let text: String? = switch json {
        case .string(let text): text
        case .number(let text): text
        default: nil
        }
        self.init(kind, text, label: label)
    }

    /// Spaces, quotes and shell characters are fine: each shell's script quotes the value it inserts. A
    /// control character (C0, DEL, C1), a bidirectional control or other white space is not: the cobra
    /// protocol cannot carry a line feed or a tab, a menu would show the rest raw, and a reordering
    /// control would make the command line read otherwise than it runs.
    static func isCompletable(_ value: String) -> Bool {
        guard !value.isEmpty, value.utf8.count <= maximumValueLength, !value.hasPrefix("-") else { return false }
        return value.unicodeScalars.allSatisfy { scalar in
            scalar == " " || (scalar.value > 0x20 && !VisibleText.isObeyed(scalar) && !scalar.properties.isWhitespace)
        }
    }

    /// `text` on one line: line feeds, tabs and runs of white space become one space, every other control
    /// character its escape (`VisibleText`), cut to the limit between characters and escapes.
    static func oneLine(_ text: String) -> String {
        var result = ""
        var count = 0
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            let obeyed = VisibleText.isObeyed(scalar)
            if !obeyed && scalar.properties.isWhitespace {
                pendingSpace = !result.isEmpty
                continue
            }
            let shown = obeyed ? VisibleText.escape(scalar) : String(scalar)
            let taken = obeyed ? shown.count : 1
            if pendingSpace { result.append(" "); count += 1; pendingSpace = false }
            guard count + taken <= maximumLabelLength else { break }
            result += shown
            count += taken
        }
        return result
    }

    /// A label from a record's fields, by path (`client.name`), the present ones joined with spaces.
    public static func label(_ record: JSONValue, _ paths: [String]) -> String {
        paths.compactMap { path -> String? in
            var node: JSONValue? = record
            for key in path.split(separator: ".") { node = node?[String(key)] }
            switch node {
            case .string(let text): return text.isEmpty ? nil : text
            case .number(let text): return text
            case .bool(let flag): return flag ? "true" : "false"
            default: return nil
            }
        }.joined(separator: " ")
    }

    /// The records an answer holds: a list's items (`items`, `data`, or the answer itself when it is a
    /// list), else the answer as one record.
    public static func records(in payload: JSONValue) -> [JSONValue] {
        if let items = payload.arrayValue { return items }
        for key in ["items", "data", "results"] {
            if let items = payload[key]?.arrayValue { return items }
        }
        return payload.objectValue == nil ? [] : [payload]
    }
}
