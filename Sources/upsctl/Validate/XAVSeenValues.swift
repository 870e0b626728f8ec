import Shared

/// What upsctl's answers teach completion: UPS has no record ids, so the values are the postal codes of
/// the candidates a single validation printed, each with its city and state (`02116  BOSTON MA`), for
/// `--postal-code`. A batch's answers are not read (a million rows are not something one completes).
enum XAVSeenValues {
    static let postalCode = ValueKind("postal-code")

    /// The values of an XAV answer (`ServiceDefinition.seenValues`).
    static func seen(_ request: HTTPRequest, _ payload: JSONValue) -> [SeenValue] {
        XAVResponse.oneOrMany(payload["XAVResponse"]?["Candidate"]).compactMap { candidate in
            guard let format = candidate["AddressKeyFormat"] else { return nil }
            return SeenValue(
                postalCode, XAVResponse.text(format["PostcodePrimaryLow"]),
                label: SeenValue.label(format, ["PoliticalDivision2", "PoliticalDivision1", "CountryCode"]))
        }
    }
}
