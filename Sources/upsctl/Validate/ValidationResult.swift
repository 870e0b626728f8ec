import Shared

/// UPS's answer to one address, normalised: the shape `upsctl validate` prints and the batch reuses
/// (docs/upsctl.md).
struct ValidationResult: Sendable, Equatable {
    /// The verdict, from which of UPS's three indicators is present.
    enum Status: String, Sendable, CaseIterable {
        case valid, ambiguous
        case noCandidates = "no_candidates"
        /// No indicator at all: a classification-only request, or a shape UPS has not documented.
        case unverified
    }

    /// `AddressClassification`: what kind of address it is.
    struct Classification: Sendable, Equatable {
        var code: String
        var description: String

        /// Named by code, because UPS's descriptions drift (legacy answers say `Unknown` for code 0);
        /// a code not documented keeps UPS's words, or `Unknown` when there are none.
        init(code: String, upsDescription: String?) {
            self.code = code
            switch code {
            case "0": description = "Unclassified"
            case "1": description = "Commercial"
            case "2": description = "Residential"
            default: description = upsDescription.flatMap { $0.isEmpty ? nil : $0 } ?? "Unknown"
            }
        }

        var json: JSONValue {
            .object(["code": .string(code), "description": .string(description)])
        }
    }

    /// One address UPS suggests. Any field but the country may be missing, and is then left out.
    struct Candidate: Sendable, Equatable {
        var addressLines: [String]?
        var city: String?
        var state: String?
        var postalCode: String?
        var postalCodeExtended: String?
        var region: String?
        var country: String?
        var classification: Classification?

        /// `92656-4831`, or the primary code alone; nil without a primary code, since an extension shown
        /// alone reads as a ZIP (`9881`). JSON keeps both fields as UPS sent them.
        var fullPostalCode: String? {
            guard let postalCode else { return nil }
            return postalCodeExtended.map { "\(postalCode)-\($0)" } ?? postalCode
        }

        var json: JSONValue {
            .object([
                "addressLines": addressLines.map { .array($0.map(JSONValue.string)) },
                "city": city.map(JSONValue.string),
                "state": state.map(JSONValue.string),
                "postalCode": postalCode.map(JSONValue.string),
                "postalCodeExtended": postalCodeExtended.map(JSONValue.string),
                "region": region.map(JSONValue.string),
                "country": country.map(JSONValue.string),
                "classification": classification?.json,
            ])
        }
    }

    /// A warning UPS attached to the answer (`Response.Alert`).
    struct Alert: Sendable, Equatable {
        var code: String
        var description: String

        var json: JSONValue {
            .object(["code": .string(code), "description": .string(description)])
        }
    }

    var status: Status
    /// The input address's classification (request options 2 and 3).
    var classification: Classification?
    /// In UPS's order; empty when there are none.
    var candidates: [Candidate] = []
    var alerts: [Alert] = []

    /// `{"status","classification","candidates","alerts"}` in the documented order (docs/upsctl.md); no classification key
    /// when UPS sent none.
    var json: JSONValue {
        .object([
            "status": .string(status.rawValue),
            "classification": classification?.json,
            "candidates": .array(candidates.map(\.json)),
            "alerts": .array(alerts.map(\.json)),
        ])
    }

    /// UPS's classification of an address: its code and the words for it.
    static let classificationFields: [FieldSpec] = [
        FieldSpec("code", .text, nullable: false, help: "0 unclassified, 1 commercial, 2 residential"),
        FieldSpec("description", .text, nullable: false, help: "Unclassified, Commercial, Residential, or UPS's words"),
    ]

    /// One verdict, as `-o json` prints it and the card shows it (`cardColumns`).
    static let shape = RecordShape(
        kind: "address verdict", identity: [],
        fields: [
            FieldSpec("status", .text, nullable: false, help: "valid, ambiguous, no_candidates or unverified"),
            .object("classification", classificationFields, help: "the input's class; only with --mode classify or both"),
            FieldSpec("candidates", .array(of: .object(candidateFields)), nullable: false, help: "UPS's suggestions, in its order"),
            FieldSpec("alerts", .array(of: .object([.text("code"), .text("description")])), nullable: false,
                      help: "warnings UPS attached"),
        ],
        columns: cardColumns)

    /// A candidate's keys; any but the country may be missing, and is then left out.
    static let candidateFields: [FieldSpec] = [
        .array("addressLines", of: .text), .text("city"), .text("state"), .text("postalCode"),
        .text("postalCodeExtended", help: "ZIP+4's four digits"), .text("region", help: "city, state and postal code in one"),
        .text("country"), .object("classification", classificationFields),
    ]

    /// The columns of the table and CSV forms: one row per candidate.
    static let columns = [
        TableColumn("STATUS", "status"),
        TableColumn("CLASSIFICATION", "classification"),
        TableColumn("#", "candidate"),
        TableColumn("ADDRESS", "address"),
        TableColumn("CITY", "city"),
        TableColumn("STATE", "state"),
        TableColumn("POSTAL CODE", "postalCode"),
        TableColumn("COUNTRY", "country"),
        TableColumn("TYPE", "type"),
    ]

    /// The card of a table: the verdict, the input's classification, and the candidates in a small table
    /// whose address columns wrap rather than cut (`candidateColumns`).
    var card: JSONValue {
        .object([
            "status": .string(status.rawValue),
            "classification": .string(classification?.description ?? ""),
            // A count when there is none to list: an empty list would print as `[]`.
            "candidates": candidates.isEmpty ? .number("0") : .array(rows),
        ])
    }

    static let cardColumns = [
        TableColumn("STATUS", "status"), TableColumn("CLASSIFICATION", "classification"),
        TableColumn("CANDIDATES", "candidates"),
    ]

    /// A candidate's columns in the card: the match whole (street, city, state, postal code wrap).
    static let candidateColumns = [
        TableColumn("#", "candidate").essential(),
        TableColumn("ADDRESS", "address").wrapping(),
        TableColumn("CITY", "city").wrapping(),
        TableColumn("STATE", "state").wrapping(),
        TableColumn("POSTAL CODE", "postalCode").wrapping(),
        TableColumn("COUNTRY", "country"),
        TableColumn("TYPE", "type"),
    ]

    /// Flat rows for a table or CSV: one per candidate (address lines joined with `, `, ZIP+4 joined
    /// with `-`, TYPE the candidate's classification), or a single row with only the verdict when there
    /// are none, so the verdict is always on screen.
    var rows: [JSONValue] {
        let verdict = JSONValue.string(status.rawValue)
        let inputClass = JSONValue.string(classification?.description ?? "")
        guard !candidates.isEmpty else {
            return [.object(["status": verdict, "classification": inputClass])]
        }
        return candidates.enumerated().map { index, candidate in
            .object([
                "status": verdict,
                "classification": inputClass,
                "candidate": .integer(index + 1),
                "address": .string((candidate.addressLines ?? []).joined(separator: ", ")),
                "city": .string(candidate.city ?? ""),
                "state": .string(candidate.state ?? ""),
                "postalCode": .string(candidate.fullPostalCode ?? ""),
                "country": .string(candidate.country ?? ""),
                "type": .string(candidate.classification?.description ?? ""),
            ])
        }
    }
}
