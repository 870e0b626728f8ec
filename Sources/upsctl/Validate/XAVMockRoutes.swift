import Shared

/// Which of `upsctl --mock validate`'s answers come from fixtures: a marker word in a street line (or the
/// country `XX`) chooses an answer whose shape only some inputs meet (ambiguous, no candidates, each
/// error), so each one can be seen offline. Any other address is `XAVMockService`'s, which answers it as
/// sent, standardised. Recordings are named `post_api_addressvalidation_v2_{option}`.
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
        Marker(word: "OUTSIDE", fixture: "xav_cie_state", shows: "400 9264030, with the cie hint under --env cie"),
        Marker(word: "BROKEN", fixture: "xav_server_error", shows: "500, retried, then exit 69"),
    ]

    /// The country that answers 400 264002 (country code invalid): two letters, so it passes the local
    /// check, and assigned to no country.
    static let badCountry = "XX"
    static let badCountryFixture = "xav_bad_country"

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
        markerFixture(in: request) ?? "post_api_addressvalidation_v2_" + FixtureName.sanitize(option)
    }

    /// The fixture a marker (or the country `XX`) in the request's address chooses, if any.
    static func markerFixture(in request: HTTPRequest) -> String? {
        guard let bytes = request.body, let body = try? JSONParser.parse(bytes: bytes),
              let format = body["XAVRequest"]?["AddressKeyFormat"]
        else { return nil }
        if format["CountryCode"]?.stringValue?.uppercased() == badCountry { return badCountryFixture }
        let lines = XAVResponse.oneOrMany(format["AddressLine"]).compactMap(\.stringValue)
        let words = Set(lines.flatMap { $0.uppercased().split { !$0.isLetter }.map(String.init) })
        return markers.first(where: { words.contains($0.word) })?.fixture
    }
}
