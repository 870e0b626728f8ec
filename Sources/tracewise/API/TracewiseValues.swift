import Shared

/// What tracewise's answers teach completion: products by GTIN with their name, items as `GTIN:SERIAL`
/// (the id `events list` takes) and their serials, and passports by id. Every record that carries a GTIN
/// counts (products, owned products, events, passports); `parse-link` sends no request and teaches
/// nothing.
enum TracewiseValues {
    static let product = ValueKind("product")
    static let serial = ValueKind("serial")
    static let item = ValueKind("item")
    static let passport = ValueKind("passport")

    /// The values of an answer to `request` (`ServiceDefinition.seenValues`).
    static func seen(_ request: HTTPRequest, _ payload: JSONValue) -> [SeenValue] {
        let isPassport = request.recordKind == CirpassCommands.shape.kind
        return SeenValue.records(in: payload).flatMap { record -> [SeenValue] in
            let name = SeenValue.label(record, ["name"])
            var values: [SeenValue?] = [SeenValue(product, record["gtin"], label: name)]
            if let gtin = record["gtin"]?.stringValue, let serial = record["serial"]?.stringValue {
                let label = name.isEmpty ? SeenValue.label(record, ["bizStep", "when"]) : name
                values.append(SeenValue(item, "\(gtin):\(serial)", label: label))
                values.append(SeenValue(self.serial, serial, label: [gtin, name].joined(separator: " ")))
            }
            if isPassport { values.append(SeenValue(passport, record["id"], label: name)) }
            return values.compactMap { $0 }
        }
    }
}
