/// One address to validate, as the user gave it: from `upsctl validate` options, or from a row of a batch.
///
/// Values are kept as typed; `value(_:)` and `streetLines` trim them and treat an empty value as not
/// given, because UPS wants unset fields left out (no `""`, no `null`) and a CSV cell is often blank.
/// `validate()` finds everything UPS would reject for the shape of the input, so no request is spent on
/// an address that cannot be sent.
struct AddressInput: Sendable, Equatable {
    /// A field of the address, with its `upsctl validate` option, its name in UPS's `AddressKeyFormat`,
    /// and the longest value UPS accepts (`AddressValidation.yaml`, `XAVRequest_AddressKeyFormat`).
    enum Field: String, CaseIterable, Sendable {
        // In UPS's order, which is the order of the request body.
        case name, attention, street, region, city, state, postalCode, postalCodeExtension, urbanization
        case country

        /// The option of `upsctl validate` that sets the field, for messages.
        var option: String {
            switch self {
            case .name: "--name"
            case .attention: "--attention"
            case .street: "--street"
            case .region: "--region"
            case .city: "--city"
            case .state: "--state"
            case .postalCode: "--postal-code"
            case .postalCodeExtension: "--postal-code-ext"
            case .urbanization: "--urbanization"
            case .country: "--country"
            }
        }

        /// The key in UPS's request body.
        var upsKey: String {
            switch self {
            case .name: "ConsigneeName"
            case .attention: "AttentionName"
            case .street: "AddressLine"
            case .region: "Region"
            case .city: "PoliticalDivision2"
            case .state: "PoliticalDivision1"
            case .postalCode: "PostcodePrimaryLow"
            case .postalCodeExtension: "PostcodeExtendedLow"
            case .urbanization: "Urbanization"
            case .country: "CountryCode"
            }
        }

        /// The spec's `maxLength`. For `AddressLine` it is attached to the array, but an array has no
        /// length in characters, so it is read as the limit of each line (docs/upsctl.md, "Lengths").
        var maxLength: Int {
            switch self {
            case .name, .attention: 40
            case .street, .region: 100
            case .city, .state, .urbanization: 30
            case .postalCode, .postalCodeExtension: 10
            case .country: 2
            }
        }
    }

    /// Something that keeps the address from being sent. `field` is nil when the address as a whole is
    /// the problem (nothing given); `reason` reads after the field's name, whatever names it (an option
    /// here, a CSV column in a batch).
    struct Problem: Sendable, Equatable, CustomStringConvertible {
        var field: Field?
        var reason: String

        /// The message with the field named as `name` (e.g. a CSV column) instead of its option.
        func message(naming name: String? = nil) -> String {
            guard let field else { return reason }
            return "\(name ?? field.option) \(reason)"
        }

        var description: String { message() }
    }

    /// UPS takes at most three street lines.
    static let maxStreetLines = 3

    var street: [String] = []
    var city: String?
    var state: String?
    var postalCode: String?
    var postalCodeExtension: String?
    /// Nil only when a batch row has no country at all; the command defaults to `US`.
    var country: String? = "US"
    var name: String?
    var attention: String?
    var urbanization: String?
    var region: String?

    /// The raw value of a single-valued field (not `street`).
    func rawValue(_ field: Field) -> String? {
        switch field {
        case .name: name
        case .attention: attention
        case .street: nil
        case .region: region
        case .city: city
        case .state: state
        case .postalCode: postalCode
        case .postalCodeExtension: postalCodeExtension
        case .urbanization: urbanization
        case .country: country
        }
    }

    /// A single-valued field's value as it will be sent: trimmed, nil when empty. The country is
    /// upper-cased (`us` → `US`).
    func value(_ field: Field) -> String? {
        guard let text = rawValue(field).map(Self.trimmed), !text.isEmpty else { return nil }
        return field == .country ? text.uppercased() : text
    }

    /// The street lines as they will be sent: trimmed, blank ones dropped.
    var streetLines: [String] {
        street.map(Self.trimmed).filter { !$0.isEmpty }
    }

    /// Every reason UPS would refuse this address as given, in field order; empty when it can be sent.
    func validate() -> [Problem] {
        var problems: [Problem] = []
        let lines = streetLines
        if lines.count > Self.maxStreetLines {
            problems.append(Problem(
                field: .street,
                reason: "is given \(lines.count) times; UPS takes at most \(Self.maxStreetLines) "
                    + "street lines"))
        }
        for (index, line) in lines.enumerated() where line.count > Field.street.maxLength {
            problems.append(Problem(
                field: .street,
                reason: "line \(index + 1) is \(line.count) characters long; UPS allows at most "
                    + "\(Field.street.maxLength)"))
        }
        for field in Field.allCases where field != .street && field != .country {
            guard let text = value(field), text.count > field.maxLength else { continue }
            problems.append(Problem(
                field: field,
                reason: "is \(text.count) characters long; UPS allows at most \(field.maxLength)"))
        }
        if let country = value(.country) {
            if !Self.isTwoLetters(country) {
                problems.append(Problem(
                    field: .country,
                    reason: "must be a two-letter country code such as US or PR, not '\(country)'"))
            }
        } else {
            problems.append(
                Problem(field: .country, reason: "is missing; UPS needs a two-letter country code"))
        }
        // A name, an attention line or a country alone is not an address: UPS would answer 264027.
        let located: [Field] = [.region, .city, .state, .postalCode, .urbanization]
        if lines.isEmpty, located.allSatisfy({ value($0) == nil }) {
            problems.append(Problem(
                field: nil, reason: "no address given: give at least one of --street, --city, --state, "
                    + "--postal-code or --region"))
        }
        return problems
    }

    private static func trimmed(_ text: String) -> String { text.trimmedWhitespace }

    private static func isTwoLetters(_ text: String) -> Bool {
        text.utf8.count == 2 && text.utf8.allSatisfy { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
    }
}
