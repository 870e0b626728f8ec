import Shared

/// Which input column (or NDJSON key) holds each field of a batch row: the names real exports use, matched
/// without regard to case, spaces, `-` and `_`, then `--column FIELD=HEADER` on top.
struct BatchColumns: Sendable {
    /// Field → the names it is found under. The first name is the field's own, used in messages and in
    /// `--column`. Exports from spreadsheets, shops and CRMs were the source (`Street Address`,
    /// `Address Line 1`, `Town`, `ST`, `Zip Code`, `Region`, `Country Code`…).
    static let aliases: KeyValuePairs<String, [String]> = [
        "id": ["id", "customer_id", "record_id", "reference", "ref"],
        "name": ["name", "company", "company_name", "consignee", "recipient", "full_name"],
        "attention": ["attention", "attn", "care_of", "contact"],
        "address1": [
            "address1", "address_line_1", "street", "address", "street_address", "street1", "line1",
            "address_line", "addr1", "street_line_1",
        ],
        "address2": ["address2", "address_line_2", "street2", "line2", "addr2", "street_line_2", "suite", "apt"],
        "address3": ["address3", "address_line_3", "street3", "line3", "addr3", "street_line_3"],
        "city": ["city", "town", "locality", "suburb", "municipality", "city_town"],
        "state": ["state", "province", "st", "region", "state_province", "state_code", "province_code"],
        "postal_code": ["postal_code", "zip", "zip_code", "zipcode", "postcode", "post_code", "postal"],
        "postal_code_ext": ["postal_code_ext", "zip4", "zip_plus_4", "plus4", "zip_ext"],
        "country": ["country", "country_code", "country_iso", "nation"],
        "urbanization": ["urbanization", "urb"],
    ]

    /// `aliases` as the table `HeaderMatcher.map` takes, built once: NDJSON input matches every object.
    private static let aliasTable = Dictionary(uniqueKeysWithValues: aliases.map { ($0.key, $0.value) })

    /// The fields, in the order above.
    static var fields: [String] { aliases.map(\.key) }
    /// The fields that hold street lines; a batch needs one of them (unless `--regional`).
    static let streetFields = ["address1", "address2", "address3"]

    /// Field → column index.
    private(set) var index: [String: Int]
    /// The columns as given, for messages.
    let header: [String]

    /// `--column` mappings whose header is not among the columns (an error for a CSV header; an NDJSON
    /// object may simply lack the key).
    private(set) var unmatchedOverrides: [(field: String, header: String)] = []

    /// Matches `header` and applies the `--column` overrides (`FIELD=HEADER`, checked by `overrides(_:)`).
    init(header: [String], overrides: [(field: String, header: String)]) {
        self.header = header
        index = HeaderMatcher.map(header: header, aliases: Self.aliasTable)
        for (field, name) in overrides {
            guard let column = Self.column(named: name, in: header) else {
                unmatchedOverrides.append((field, name))
                continue
            }
            // A column serves one field: the mapping given wins over a name that matched by itself.
            for (other, taken) in index where taken == column { index[other] = nil }
            index[field] = column
        }
    }

    /// Exit 65 when a `--column` names a header the input does not have.
    func requireOverridesMatched() throws {
        guard let (field, name) = unmatchedOverrides.first else { return }
        throw ToolError(
            .dataError, "--column \(field)=\(name): the input has no column '\(name)'",
            hints: ["Its columns are: \(header.joined(separator: ", "))."])
    }

    /// The column of a header name: the exact name first, else the first one equal when normalised.
    static func column(named name: String, in header: [String]) -> Int? {
        header.firstIndex(of: name)
            ?? header.firstIndex { HeaderMatcher.normalize($0) == HeaderMatcher.normalize(name) }
    }

    /// `--column` values as (field, header) pairs; a field named by one of its aliases is accepted.
    static func overrides(_ values: [String], commandPath: [String]) throws -> [(field: String, header: String)] {
        try values.map { value in
            guard let equals = value.firstIndex(of: "="), equals != value.startIndex,
                value.index(after: equals) != value.endIndex
            else {
                throw UsageError("--column expects FIELD=HEADER, e.g. address1='Street Address'; got '\(value)'",
                                 commandPath: commandPath)
            }
            let given = String(value[..<equals]).trimmedWhitespace
            let name = String(value[value.index(after: equals)...])
            let normalized = HeaderMatcher.normalize(given)
            guard let field = aliases.first(where: { $0.value.contains { HeaderMatcher.normalize($0) == normalized } })?.key
            else {
                throw UsageError(
                    "--column: unknown field '\(given)'; the fields are \(fields.joined(separator: ", "))",
                    suggestion: EditDistance.suggestion(for: given, among: fields), commandPath: commandPath)
            }
            return (field, name)
        }
    }

    var hasStreet: Bool { Self.streetFields.contains { index[$0] != nil } }

    /// The columns no field reads, in file order (each named once, as ignored).
    var ignored: [String] {
        let used = Set(index.values)
        return header.indices.filter { !used.contains($0) }.map { header[$0] }
    }

    /// Exit 65 for a header that names no street column (or, with `regional`, no city, state or postal
    /// code either), before any request: the columns found, and the names that would have matched.
    func requireAddress(regional: Bool) throws {
        if hasStreet { return }
        let regionalFields = ["city", "state", "postal_code"]
        if regional, regionalFields.contains(where: { index[$0] != nil }) { return }
        // Shown as people write them in a header; case, spaces, - and _ are all the same to the match.
        let names = Self.aliases.first { $0.key == "address1" }!.value.map { $0.replacingText("_", with: " ") }
        throw ToolError(
            .dataError, "the input has no street column",
            hints: [
                "Columns found: \(header.joined(separator: ", ")).",
                "A street column is named \(names.joined(separator: ", ")) (case, spaces, - and _ do not "
                    + "matter), or address2, address3; or map one: --column address1=HEADER.",
            ])
    }
}
