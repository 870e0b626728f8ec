import Shared

/// How `upsctl --mock validate` picks its answer. Every XAV request has the same method and path for a
/// given mode, so the path alone could serve only one answer per mode; these routes read the request body
/// and let a marker word in a street line (or the country `XX`) choose the other shapes, so each one can
/// be seen offline. Without a marker the derived name answers: `post_api_addressvalidation_v2_1` (valid),
/// `_2` (classification only), `_3` (both), which is also what `--record` names real answers.
enum XAVMockRoutes {
    /// A word that, in any street line, chooses a fixture.
    struct Marker: Sendable {
        var word: String
        var fixture: String
        var shows: String
    }

    /// The markers, documented in `upsctl validate --help`.
    static let markers = [
        Marker(
            word: "AMBIGUOUS", fixture: "xav_ambiguous", shows: "ambiguous, three candidates and an alert"),
        Marker(
            word: "SINGLE", fixture: "xav_single",
            shows: "valid, one candidate sent as an object with its line as a string"),
        Marker(word: "NOWHERE", fixture: "xav_no_candidates", shows: "no_candidates"),
        Marker(word: "EXPIRED", fixture: "xav_unauthorized", shows: "401 250002 twice, so exit 77"),
        Marker(
            word: "BUSY", fixture: "xav_rate_limited",
            shows: "429 with Retry-After: 1, retried, then exit 75"),
        Marker(word: "OUTSIDE", fixture: "xav_cie_state", shows: "400 9264030 with the cie hint"),
    ]

    /// The country that answers 400 264002 (country code invalid): two letters, so it passes the local
    /// check, and assigned to no country.
    static let badCountry = "XX"
    static let badCountryFixture = "xav_bad_country"

    /// Postal codes of `examples/addresses.csv` that have an answer of their own, so the example's rows
    /// come back with their own cities (the derived answer is 26 Federal Plaza, New York).
    static let postalCodeFixtures = ["92656": "xav_aliso_viejo"]

    static let routes = [
        FixtureTransport.Route(
            .post, "/api/addressvalidation/v2/{option}",
            description: "post_api_addressvalidation_v2_{option}, or a marker's fixture"
        ) { request, captures in
            fixtureName(for: request, option: captures["option"] ?? "")
        },
    ]

    /// The marker's fixture when the body has one, else the name the path alone would give.
    static func fixtureName(for request: HTTPRequest, option: String) -> String {
        let derived = "post_api_addressvalidation_v2_" + FixtureName.sanitize(option)
        guard let bytes = request.body, let body = try? JSONParser.parse(bytes: bytes),
              let format = body["XAVRequest"]?["AddressKeyFormat"]
        else { return derived }
        if format["CountryCode"]?.stringValue?.uppercased() == badCountry { return badCountryFixture }
        let lines = XAVResponse.oneOrMany(format["AddressLine"]).compactMap(\.stringValue)
        let words = Set(lines.flatMap { $0.uppercased().split { !$0.isLetter }.map(String.init) })
        if let marker = markers.first(where: { words.contains($0.word) }) { return marker.fixture }
        if option == "1" || option == "3", let code = format["PostcodePrimaryLow"]?.stringValue,
            let fixture = postalCodeFixtures[code.trimmedWhitespace]
        {
            return fixture
        }
        return derived
    }
}
