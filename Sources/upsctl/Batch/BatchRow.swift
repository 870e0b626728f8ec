import Shared

/// One data row of a batch: where it starts in the file, its id and input fields, and either the address
/// it describes or why it cannot be sent.
struct BatchRow: Sendable {
    var line: Int
    var id: String?
    /// The row's input values by column, for CSV output (the input columns come first).
    var fields: [String]
    var address: AddressInput?
    var problem: String?

    /// Column aliases of the contract: names are matched without regard to case, spaces, `-` and `_`.
    static let aliases: [String: [String]] = [
        "id": ["id"],
        "name": ["name"],
        "attention": ["attention"],
        "address1": ["address1", "address_line_1", "street", "address"],
        "address2": ["address2", "address_line_2"],
        "address3": ["address3", "address_line_3"],
        "city": ["city"],
        "state": ["state", "province"],
        "postal_code": ["postal_code", "zip", "zipcode", "postcode"],
        "postal_code_ext": ["postal_code_ext", "zip4"],
        "country": ["country", "country_code"],
        "urbanization": ["urbanization"],
    ]

    /// Columns that make a header an address header; with none of them the input is unusable (exit 65).
    static let addressColumns = ["address1", "address2", "address3", "city", "state", "postal_code"]

    /// A row from canonical values (`value("city")`), checked as `upsctl validate` checks its options.
    init(line: Int, fields: [String], value: (String) -> String?) {
        self.line = line
        self.fields = fields
        id = value("id")
        let streets = ["address1", "address2", "address3"].compactMap { value($0) }.filter { !$0.isEmpty }
        let country = value("country").flatMap { $0.isEmpty ? nil : $0 } ?? "US"
        let candidate = AddressInput(
            street: streets, city: value("city"), state: value("state"), postalCode: value("postal_code"),
            postalCodeExtension: value("postal_code_ext"), country: country, name: value("name"),
            attention: value("attention"), urbanization: value("urbanization"), region: nil)
        let problems = candidate.validate()
        if problems.isEmpty {
            address = candidate
        } else {
            problem = problems.map { $0.message(naming: Self.column(for: $0.field)) }.joined(separator: "; ")
        }
    }

    /// A row that could not even be read into fields (too many columns, bad JSON).
    init(line: Int, fields: [String], problem: String) {
        self.line = line
        self.fields = fields
        self.problem = problem
    }

    /// The column a field comes from, for messages about a row.
    static func column(for field: AddressInput.Field?) -> String? {
        switch field {
        case .street: "address1"
        case .postalCode: "postal_code"
        case .postalCodeExtension: "postal_code_ext"
        case .some(let other): other.rawValue
        case nil: nil
        }
    }
}
