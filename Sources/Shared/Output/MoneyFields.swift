/// The amounts of money a record holds, by dotted path (a list's members as `payments.amount`), each with
/// the name of the field that holds its currency: read from the record's declaration
/// (`FieldSpec.money(_:currency:)`), so that a card or a table shows every amount with its currency's
/// minor digits (`MoneyText`) however it was reached, declared column or not.
public struct MoneyFields: Sendable, Equatable {
    /// Path → the currency field's name, a sibling of the amount.
    var currencies: [String: String] = [:]

    public init(_ shape: RecordShape?) {
        visit(shape?.fields ?? [], prefix: "")
    }

    public var isEmpty: Bool { currencies.isEmpty }

    private mutating func visit(_ fields: [FieldSpec], prefix: String) {
        for field in fields {
            let path = prefix + field.name
            switch field.type {
            case .money(let currency): currencies[path] = currency
            case .object(let members): visit(members, prefix: path + ".")
            case .array(of: .object(let members)): visit(members, prefix: path + ".")
            default: break
            }
        }
    }

    /// The currency of the amount at `path` of `record`: the sibling field the declaration names, else
    /// the nearest enclosing object's field of that name (a payment's amount is in its order's currency).
    /// `item` is the list element the amount sits in, when it is one (`payments.amount`).
    public func currency(at path: String, in record: JSONValue, item: JSONValue? = nil) -> String? {
        guard let field = currencies[path] else { return nil }
        if let own = item?[field]?.stringValue { return own }
        var steps = path.split(separator: ".").map(String.init)
        while !steps.isEmpty {
            steps.removeLast()
            if let found = record.value(at: (steps + [field]).joined(separator: "."))?.stringValue { return found }
        }
        return nil
    }

    /// `text`, the value at `path`, as a person reads it: with its currency's minor digits when it is an
    /// amount of money; else as it is.
    public func shown(_ text: String, at path: String, in record: JSONValue) -> String {
        guard currencies[path] != nil else { return text }
        return MoneyText.amount(text, currency: currency(at: path, in: record))
    }

    /// The columns of a list's small table, those holding amounts marked as money: their currency is the
    /// item's own field, else `fallback` (the enclosing record's).
    public func columns(_ columns: [TableColumn], ofList list: String) -> [TableColumn] {
        columns.map { column in
            guard column.currencyPath == nil, let field = currencies[list + "." + column.path] else { return column }
            return column.money(currencyAt: field)
        }
    }
}

extension MoneyFields {
    /// The currency the amounts of the list at `list` are in when an item names none: the enclosing
    /// record's currency field.
    public func listCurrency(_ list: String, in record: JSONValue) -> String? {
        guard let path = currencies.keys.sorted().first(where: { $0.hasPrefix(list + ".") }) else { return nil }
        return currency(at: path, in: record)
    }
}
