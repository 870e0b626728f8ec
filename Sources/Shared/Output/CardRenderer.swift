import FoundationEssentials

/// Renders one record as a card, as `kubectl describe` and `gh … view` show one: a `NAME  value` line per
/// field (declared columns in their order, else every field by dotted path), a value too long for the
/// width continued on indented lines, never cut; a list of objects as a small table below its name. A
/// time keeps the service's text, with its age beside it (`(3d ago)`, `(in 55m)`). Pure, as the table.
/// Names and values are outside text, shown through `VisibleText` (a value keeps its line breaks).
public struct CardRenderer: Sendable {
    public var maxWidth: Int?
    public var style: TextStyle
    public var now: Date?
    /// Columns for the small table of a list of objects, by the list's path; else one per key.
    public var listColumns: [String: [TableColumn]]
    /// Bars after the declared quantities, fields' and lists' (on a terminal only).
    public var bars: QuantityBars?
    /// Sparklines after the numbers, over a live view's polls (a `--watch` frame on a terminal only).
    public var sparklines: CardSparklines?
    /// The declared amounts of money, shown with their currency's minor digits.
    public var money = MoneyFields(nil)

    public init(
        maxWidth: Int?, style: TextStyle = TextStyle(enabled: false), now: Date? = nil,
        listColumns: [String: [TableColumn]] = [:], bars: QuantityBars? = nil
    ) {
        self.bars = bars
        self.maxWidth = maxWidth
        self.style = style
        self.now = now
        self.listColumns = listColumns
    }

    /// A line of the card: its name, and text or the records of a list.
    enum Entry {
        case text(String)
        case list([JSONValue])
    }

    /// A field of the card: the name it shows, the path of its value, and the value.
    typealias Field = (name: String, path: String, entry: Entry)

    public func render(_ record: JSONValue, columns: [TableColumn]? = nil) -> String {
        let fields: [Field] = (columns.map { declared(record, columns: $0) } ?? Self.flatten(record).map { field in
            guard case .text(let text) = field.entry else { return field }
            return (field.name, field.path, .text(withAge(money.shown(text, at: field.path, in: record), always: false)))
        }).map(Self.visible)
        let shown = fields.filter { entry in
            switch entry.entry {
            case .text(let text): !text.isEmpty
            case .list(let items): !items.isEmpty
            }
        }
        let nameWidth = min(shown.map { DisplayWidth.of($0.name) }.max() ?? 0, 24)
        let texts = shown.compactMap { field -> (path: String, text: String)? in
            guard case .text(let text) = field.entry else { return nil }
            return (field.path, text)
        }
        let barred = bars?.cardTexts(texts, indent: nameWidth + 2, maxWidth: maxWidth) ?? [:]
        let sparked = sparklines?.cardTexts(texts, indent: nameWidth + 2, maxWidth: maxWidth) ?? [:]
        var out = ""
        for (name, path, entry) in shown {
            switch entry {
            case .text(let text):
                out += line(name, sparked[path] ?? barred[path] ?? text, nameWidth: nameWidth)
            case .list(let items):
                out += line(name, String(items.count), nameWidth: nameWidth)
                let columns = money.columns(
                    listColumns[path] ?? TableColumn.inferred(from: items).map { TableColumn($0.header.replacingUnderscores, $0.path) },
                    ofList: path)
                var table = TableRenderer(
                    columns: columns, maxWidth: maxWidth.map { $0 - 2 }, style: style, now: now, bars: bars?.within(list: path))
                table.fallbackCurrency = money.listCurrency(path, in: record)
                for row in table.render(items).split(separator: "\n") {
                    out += "  " + row + "\n"
                }
            }
        }
        return out
    }

    /// `field` as shown: its name on one line, its text with every control character visible.
    static func visible(_ field: Field) -> Field {
        guard case .text(let text) = field.entry else { return (VisibleText.line(field.name), field.path, field.entry) }
        return (VisibleText.line(field.name), field.path, .text(VisibleText.of(text)))
    }

    /// `name` padded to the names' column, then `text`, continued under itself where it does not fit.
    private func line(_ name: String, _ text: String, nameWidth: Int) -> String {
        let indent = nameWidth + 2
        let pad = String(repeating: " ", count: indent)
        let nameColumns = DisplayWidth.of(name)
        // A name too long for the names' column gets a line of its own.
        let head = nameColumns > nameWidth ? style.bold(name) + "\n" + pad
            : style.bold(name) + String(repeating: " ", count: nameWidth - nameColumns + 2)
        guard let maxWidth, indent + DisplayWidth.of(text) > maxWidth else { return head + text + "\n" }
        let lines = TextWrapping.wrapEverything(text, width: max(maxWidth - indent, 20))
        return head + lines.joined(separator: "\n" + pad) + "\n"
    }

    private func declared(_ record: JSONValue, columns: [TableColumn]) -> [Field] {
        columns.map { column in
            if let items = record.value(at: column.path)?.arrayValue, items.contains(where: { $0.objectValue != nil }) {
                return (column.header, column.path, .list(items))
            }
            let text = column.currencyPath.map { MoneyText.amount(column.cell(in: record), currency: record.value(at: $0)?.stringValue) }
            return (column.header, column.path, .text(withAge(text ?? column.cell(in: record), always: column.isTime)))
        }
    }

    /// Every field by dotted path: objects opened, lists of scalars joined with `, `.
    static func flatten(_ value: JSONValue, prefix: String = "") -> [Field] {
        guard case .object(let object) = value else { return [(prefix.isEmpty ? "value" : prefix, prefix, .text(value.plainText))] }
        var entries: [Field] = []
        for (key, child) in object.pairs {
            let path = prefix.isEmpty ? key : "\(prefix).\(key)"
            switch child {
            case .object(let inner) where !inner.isEmpty:
                entries += flatten(child, prefix: path)
            case .array(let items) where items.contains(where: { $0.objectValue != nil }):
                entries.append((path, path, .list(items)))
            case .array(let items):
                entries.append((path, path, .text(items.map(\.plainText).joined(separator: ", "))))
            default:
                entries.append((path, path, .text(child.plainText)))
            }
        }
        return entries
    }

    /// A time's text with its age beside it; anything else as it is.
    private func withAge(_ text: String, always: Bool) -> String {
        guard let now, always || TableRenderer.looksLikeTime(text), let phrase = TableAge.phrase(text, now: now) else {
            return text
        }
        return "\(text) (\(phrase))"
    }
}

extension String {
    /// `postal_code` as a header: `POSTAL CODE`.
    var replacingUnderscores: String { String(map { $0 == "_" ? " " : $0 }) }
}
