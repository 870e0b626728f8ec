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
    /// The address as typed, on one line (`1 Main St, Springfield, IL 62701`), for the table.
    var summary = ""
    /// The record an earlier run wrote for this row, kept by `--resume` and written again as it was.
    var earlierRecord: String?

    /// A row from its fields' values (`value("city")`), checked as `upsctl validate` checks its options.
    /// `streets` are the street lines when they came as a list (an NDJSON array), else address1–3.
    init(line: Int, fields: [String], streets given: [String]? = nil, value: (String) -> String?) {
        self.line = line
        self.fields = fields
        id = value("id")
        let streets = (given ?? BatchColumns.streetFields.compactMap { value($0) }).filter { !$0.isEmpty }
        let country = value("country").flatMap { $0.isEmpty ? nil : $0 } ?? "US"
        let candidate = AddressInput(
            street: streets, city: value("city"), state: value("state"), postalCode: value("postal_code"),
            postalCodeExtension: value("postal_code_ext"), country: country, name: value("name"),
            attention: value("attention"), urbanization: value("urbanization"), region: nil)
        summary = Self.oneLine(streets: streets, city: value("city"), state: value("state"), postalCode: value("postal_code"))
        let problems = candidate.validate()
        if problems.isEmpty {
            address = candidate
        } else {
            problem = problems.map(Self.message).joined(separator: "; ")
        }
    }

    /// `1 Main St, Springfield, IL 62701`: street lines, city, then state and postal code together.
    static func oneLine(streets: [String], city: String?, state: String?, postalCode: String?) -> String {
        let region = [state, postalCode].compactMap { $0?.isEmpty == false ? $0 : nil }.joined(separator: " ")
        return (streets + [city ?? "", region]).filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// A row that could not even be read into fields (too many columns, bad JSON); its id when it has one.
    init(line: Int, id: String? = nil, fields: [String], problem: String) {
        self.line = line
        self.id = id
        self.fields = fields
        self.problem = problem
    }

    /// A problem in the words of the file: columns, not the options of a single validation.
    static func message(_ problem: AddressInput.Problem) -> String {
        // The only problem without a field is an address with nothing in it.
        guard problem.field != nil else {
            return "no address in this row: fill in at least one of address1, city, state or postal_code"
        }
        return problem.message(naming: column(for: problem.field))
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
