import ToolkitFloor

/// The amounts of money a record holds, by dotted path (a list's members as `payments.amount`), each with
/// the name of the field that holds its currency: read from the record's declaration
/// (`FieldSpec.money(_:currency:)`), so that a card or a table shows every amount with its currency's
/// minor digits (`MoneyText`) however it was reached, declared column or not. The one reading of the
/// declaration's money: `RecordShape` marks its columns through it, and a card its lists' small tables.
public struct MoneyFields: Sendable, Equatable {
    /// Path → the currency field's name, a sibling of the amount.
    var currencies: [String: String] = [:]

    public init(_ shape: RecordShape?) {
        self.init(fields: shape?.fields ?? [])
    }

    public init(fields: [FieldSpec]) {
        visit(fields, prefix: "")
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

    /// `column` marked as money, or nil when it shows no declared amount (or already says where its
    /// currency is). Its rows are the records, or the items of the list at `list` (a card's small table);
    /// the currency is the amount's sibling field the declaration names, in the same row.
    public func marked(_ column: TableColumn, inList list: String? = nil) -> TableColumn? {
        guard column.currencyPath == nil, let currency = currencies[list.map { $0 + "." + column.path } ?? column.path] else {
            return nil
        }
        let parent = column.path.split(separator: ".").dropLast().joined(separator: ".")
        return column.money(currencyAt: parent.isEmpty ? currency : parent + "." + currency)
    }

    /// The columns of a list's small table, those holding amounts marked as money: their currency is the
    /// item's own field, else `fallback` (the enclosing record's).
    public func columns(_ columns: [TableColumn], ofList list: String) -> [TableColumn] {
        columns.map { column in marked(column, inList: list) ?? column }
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

    /// The currency the amounts of the list at `list` are in when an item names none: the enclosing
    /// record's currency field.
    public func listCurrency(_ list: String, in record: JSONValue) -> String? {
        guard let path = currencies.keys.sorted().first(where: { $0.hasPrefix(list + ".") }) else { return nil }
        return currency(at: path, in: record)
    }
}
