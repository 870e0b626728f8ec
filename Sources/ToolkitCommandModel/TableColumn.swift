import ToolkitFloor

/// A column of a table or CSV: a header and the dotted path of the value it shows, and how a table may
/// fit it to a terminal (docs/output.md, "Tables"). A command lists its columns in order of importance:
/// when a row does not fit, the last ones that are not essential go first.
public struct TableColumn: Sendable, Equatable {
    public var header: String
    public var path: String
    /// A cell too long for the column wraps onto continuation lines instead of being cut with `…`: for
    /// what says which row this is and why it failed.
    public var wraps = false
    /// Kept at any width: the row's identity, status and reason.
    public var isEssential = false
    /// Why the row failed (an error message): wrapped, and given room to read in a few lines before
    /// other columns are (docs/output.md, "Tables and cards").
    public var isReason = false
    /// An ISO 8601 time, shown in a table as an age (`5m30s`, `in 55m`); other formats keep the text.
    public var isTime = false
    /// The width a streamed table gives the column before any row is seen (its header's when nil).
    public var expectedWidth: Int?
    /// Other spellings of the column's own field, tried in turn when `path` holds no value, for services
    /// whose records vary in shape (`client.name`, else `client_name`, else `client` when that is plain
    /// text): the same thing, so CSV keeps one column for them, under `path` (docs/output.md, "CSV").
    public var aliases: [String]
    /// Other fields the table shows in this column when the record has none of its own (lookup's ID: the
    /// order's `order.id`, else the device's `device.id`): different things, so CSV gives each a column
    /// of its own, under its own path. Tried after the aliases.
    public var shownInstead: [String] = []
    /// A cell too long for the column is cut in the middle, keeping its end: for values that share a long
    /// prefix (URNs, paths, URLs), where the end is what tells rows apart.
    public var keepsEnd = false
    /// An amount of money whose currency code is at this dotted path (of the same record): a table or
    /// card shows it with the currency's minor digits, right aligned. Set from the declared
    /// `.money(currency:)` fields (`RecordShape`).
    public var currencyPath: String?
    /// Cell texts shown in a colour when colour is on (a status column's `valid`, `error`).
    public var highlights: [String: Highlight] = [:]

    /// What a highlighted cell says: green, yellow or red.
    public enum Highlight: Sendable, Equatable { case good, warning, bad }

    /// `or`: the field's other spellings (`aliases`); `otherwiseShowing`: other fields shown in its place
    /// when the record has none of them (`shownInstead`).
    public init(_ header: String, _ path: String, or aliases: String..., otherwiseShowing shownInstead: String...) {
        self.header = header
        self.path = path
        self.aliases = aliases
        self.shownInstead = shownInstead
    }

    public init(_ header: String, _ path: String, highlights: [String: Highlight]) {
        self.header = header
        self.path = path
        self.aliases = []
        self.highlights = highlights
    }

    /// The column, kept at any width and wrapped rather than cut: an id, an address, an error message.
    public func wrapping() -> TableColumn {
        var column = self
        column.wraps = true
        column.isEssential = true
        return column
    }

    /// The column that says why a row failed: wrapped like an id, and given its room before the columns
    /// that are neither identity nor status (`TableRenderer.narrowestReason`).
    public func reason() -> TableColumn {
        var column = wrapping()
        column.isReason = true
        return column
    }

    /// The column, kept at any width (cut with `…` if it must be): a status.
    public func essential() -> TableColumn {
        var column = self
        column.isEssential = true
        return column
    }

    /// The column, cut in the middle rather than at its end (`urn:epc…9506000.13435.0`).
    public func keepingEnd() -> TableColumn {
        var column = self
        column.keepsEnd = true
        return column
    }

    /// The column, a time shown as an age in tables.
    public func time() -> TableColumn {
        var column = self
        column.isTime = true
        return column
    }

    /// The column, an amount of money in the currency at `currencyPath`.
    public func money(currencyAt currencyPath: String) -> TableColumn {
        var column = self
        column.currencyPath = currencyPath
        return column
    }

    /// The column, `width` wide in a streamed table (which cannot wait for its rows to measure them).
    public func width(_ width: Int) -> TableColumn {
        var column = self
        column.expectedWidth = width
        return column
    }

    /// Columns named after dotted paths, as `--fields` gives them.
    public static func fromPaths(_ paths: [String]) -> [TableColumn] {
        paths.map { TableColumn($0.uppercased(), $0) }
    }

    /// Columns for records that declared none: every top-level key, in order of first appearance.
    public static func inferred(from records: [JSONValue]) -> [TableColumn] {
        var seen = Set<String>()
        var columns: [TableColumn] = []
        for record in records {
            for key in record.objectValue?.keys ?? [] where seen.insert(key).inserted {
                columns.append(TableColumn(key.uppercased(), key))
            }
        }
        return columns.isEmpty ? [TableColumn("VALUE", "")] : columns
    }

    /// The cell text for `record` (the whole record when the path is empty).
    public func cell(in record: JSONValue) -> String {
        if path.isEmpty { return record.plainText }
        return shownValue(in: record)?.value.plainText ?? ""
    }

    /// Every path the column tries after its own, in turn: its aliases, then the fields shown instead.
    public var fallbacks: [String] { aliases + shownInstead }

    /// The value the cell shows for `record` and the path it came from: `path`, else the first fallback
    /// holding a plain value; nil when none does. A table asks which path, to show a fallback's value only
    /// where no other column shows it (`TableRenderer.shownOnce`).
    public func shownValue(in record: JSONValue) -> (path: String, value: JSONValue)? {
        Self.firstValue(in: record, at: [path] + fallbacks, plainOnly: !fallbacks.isEmpty)
    }

    /// The first of `paths` that holds a value in `record`, and that path. `plainOnly`: a path that holds
    /// an object or a list is passed over, since another path may hold a plain value (a column with
    /// fallbacks shows text, and `client`'s members are fields of their own).
    public static func firstValue(
        in record: JSONValue, at paths: [String], plainOnly: Bool
    ) -> (path: String, value: JSONValue)? {
        for path in paths {
            if let value = record.value(at: path), value.isScalar || !plainOnly { return (path, value) }
        }
        return nil
    }
}
