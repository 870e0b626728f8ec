/// What a declared field holds, as a JSON Schema and `--fields help` describe it. A record is open: a
/// service may send fields no declaration names, and the tools pass them through (JSON keeps every field
/// the service sent), so a type says what a declared field is when it is there, never that nothing else is.
public indirect enum FieldType: Sendable, Equatable {
    /// A JSON string.
    case text
    /// A JSON number without a fraction.
    case integer
    /// Any JSON number.
    case number
    /// An amount of money: a JSON number whose currency is the text of the sibling field named here
    /// (`currency`); tables and cards show it with that currency's minor digits.
    case money(currencyField: String)
    case boolean
    /// An ISO 8601 date and time, as text.
    case time
    /// A JSON object whose declared members are `fields` (an empty list: members that vary, as a
    /// candidate address's do).
    case object([FieldSpec])
    /// A JSON array of `element`s.
    case array(of: FieldType)
    /// Any JSON value (a value the service shapes as it likes, such as an echoed request body).
    case any

    /// The type's name as `--fields help` prints it: `text`, `money (currency in currency)`, `array of object`.
    public var name: String {
        switch self {
        case .text: "text"
        case .integer: "integer"
        case .number: "number"
        case .money(let currency): "money (currency in \(currency))"
        case .boolean: "boolean"
        case .time: "time"
        case .object: "object"
        case .array(let element): "array of \(element.name)"
        case .any: "any"
        }
    }
}
