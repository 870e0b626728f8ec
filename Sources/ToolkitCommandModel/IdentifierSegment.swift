/// The rule for an identifier that becomes one segment of a request's path: it must name a record, not
/// the collection (empty) or a step in the path (`.`, `..`), which URL resolution would fold into another
/// resource (`orders/..` is the API's root). The parser applies it to every `.identifier` argument, and
/// the path builder to identifiers read from standard input, so neither can send such a segment.
public enum IdentifierSegment {
    /// Why `text` cannot be an identifier, or nil when it can.
    public static func problem(with text: String) -> String? {
        switch text {
        case "": "expected an identifier, not an empty value"
        case ".", "..": "expected an identifier, not '\(text)', which a path would resolve away"
        default: nil
        }
    }
}
