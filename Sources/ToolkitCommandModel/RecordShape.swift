import ToolkitFloor

/// What one record a command prints is: its kind (`order`, `league`, `address verdict`), the fields
/// that tell one record from another, every field with its type, and the table's columns in order of
/// importance. Declared once beside the command; the runner, tables, `--fields`, `--fields help`, live
/// views' diffs and the JSON Schemas in `docs/schemas/` all read it.
public struct RecordShape: Sendable, Equatable {
    /// The kind in words, singular (`order`, `address verdict`); also the schema's title.
    public var kind: String
    /// The fields whose values name one record (`id`; `gtin` and `serial` together).
    public var identity: [String]
    public var fields: [FieldSpec]
    /// The table's columns, most important first (`TableColumn`); each column's path is a declared field.
    public var columns: [TableColumn]

    public init(kind: String, identity: [String], fields: [FieldSpec], columns: [TableColumn]) {
        self.kind = kind
        self.identity = identity
        self.fields = fields
        // A column showing a declared amount of money knows where its currency is, so every view of it
        // (table, card, `--fields`) shows the currency's minor digits without the command saying so again.
        let money = MoneyFields(fields: fields)
        self.columns = columns.map { column in money.marked(column).map(Self.streamed) ?? column }
    }

    /// An amount's column with the width a stream gives it: a stream fixes its widths before any row, so
    /// room for an amount up to 999.99 (a longer one is cut with its mark) beside the header's five,
    /// leaving an error column beside it room to read.
    private static func streamed(_ amount: TableColumn) -> TableColumn {
        amount.expectedWidth == nil ? amount.width(moneyWidth) : amount
    }

    /// The width a streamed table gives an amount of money before any row is seen.
    public static let moneyWidth = 6

    /// The columns for a table whose widths are fixed before every value is seen (a live list lays out
    /// from its first view): a column whose field is a known set is as wide as its longest documented
    /// value, so a status that comes later (`ready_for_collection`) is not cut in its EVENT row.
    public var columnsWideForKnownValues: [TableColumn] {
        columns.map { column in
            guard let known = field(at: column.path)?.knownValues,
                  let longest = known.documented.map(DisplayWidth.of).max() else { return column }
            return column.width(max(column.expectedWidth ?? 0, longest))
        }
    }

    /// Every dotted path the declared fields name, in declaration order: what `--fields` accepts before
    /// any record is seen.
    public var paths: [String] { fields.flatMap(\.paths) }

    /// The declared field at a dotted path, or nil.
    public func field(at path: String) -> FieldSpec? {
        var candidates = fields
        var found: FieldSpec?
        for step in path.split(separator: ".", omittingEmptySubsequences: false) {
            guard let field = candidates.first(where: { $0.name == step }) else { return nil }
            found = field
            if case .object(let members) = field.type { candidates = members } else { candidates = [] }
        }
        return found
    }
}
