import Shared

/// `upsctl --mock`'s offline Address Validation: an address is answered as sent, standardised as UPS
/// standardises it (upper case, `STREET` → `ST`, `SUITE` → `STE`, a ZIP+4), with the candidate of the
/// known addresses in Fixtures/upsctl/data/addresses.json where its street and ZIP code match one. The
/// mode in the path decides the shape: `1` a candidate, `2` a classification, `3` both. Marker words
/// (`XAVMockRoutes`) answer from fixtures instead, and the client id `mock-refused` is refused a token.
enum XAVMockService {
    static let refusedClientID = "mock-refused"

    static var service: MockService {
        MockService(routes: routes, dialect: Dialect(), data: BuiltinFixtures.data, now: "2026-11-20T12:00:00Z")
    }

    static let routes = [
        MockRoute(.post, "/api/addressvalidation/v2/{option}", "the address sent, standardised") { request, store throws(MockFailure) in
            if let fixture = XAVMockRoutes.markerFixture(in: request.request) { return .fixture(fixture) }
            let option = request[capture: "option"]
            guard ["1", "2", "3"].contains(option) else { throw MockFailure(status: 400, code: "264001", message: "Invalid request option") }
            guard let format = try request.jsonBody()["XAVRequest"]?["AddressKeyFormat"] else {
                throw MockFailure(status: 400, code: "264004", message: "Missing AddressKeyFormat")
            }
            return .data(answer(format, option: option, known: store.records("addresses")))
        },
        MockRoute(.post, "/security/v1/oauth/token", "a token, unless the client id is mock-refused") { request, _ throws(MockFailure) in
            .fixture(clientID(of: request) == refusedClientID ? "post_security_v1_oauth_token_refused" : "post_security_v1_oauth_token")
        },
    ]

    static func clientID(of request: MockRequest) -> String? {
        guard let header = request.request.headers["Authorization"], header.hasPrefix("Basic "),
              let decoded = Base64.decode(String(header.dropFirst(6))),
              let text = String(validating: decoded, as: UTF8.self)
        else { return nil }
        return text.split(separator: ":", maxSplits: 1).first.map(String.init)
    }

    /// The XAV answer for `format` in mode `option`.
    static func answer(_ format: JSONValue, option: String, known: [JSONValue]) -> JSONValue {
        var response: JSONObject = [
            "Response": .object(["ResponseStatus": .object(["Code": .string("1"), "Description": .string("Success")])]),
        ]
        let lines = XAVResponse.oneOrMany(format["AddressLine"]).compactMap(\.stringValue).map(standardised).filter { !$0.isEmpty }
        guard !lines.isEmpty || option == "2" else {
            response["NoCandidatesIndicator"] = .string("")
            return .object(["XAVResponse": .object(response)])
        }
        let postcode = text(format["PostcodePrimaryLow"])
        let match = lines.isEmpty ? nil : known.first { record in
            record["PostcodePrimaryLow"]?.stringValue == postcode
                && record["AddressLine"]?.arrayValue?.first?.stringValue == lines.first
        }
        let candidate = { match.map(address) ?? echoed(format, lines: lines, postcode: postcode) }
        let commercial = match?["Classification"]?.stringValue.map { $0 == "1" } ?? lines.contains(where: looksCommercial)
        let classification = JSONValue.object([
            "Code": .string(commercial ? "1" : "2"), "Description": .string(commercial ? "Commercial" : "Residential"),
        ])
        if option != "2" { response["ValidAddressIndicator"] = .string("") }
        if option != "1" { response["AddressClassification"] = classification }
        if option != "2" {
            var entry: JSONObject = [:]
            if option == "3" { entry["AddressClassification"] = classification }
            entry["AddressKeyFormat"] = candidate()
            response["Candidate"] = .array([.object(entry)])
        }
        return .object(["XAVResponse": .object(response)])
    }

    /// A known address as UPS answers it, with its `Region` line.
    static func address(_ record: JSONValue) -> JSONValue {
        var object = record.objectValue ?? [:]
        object["Classification"] = nil
        object["CountryCode"] = nil
        let region = "\(text(record["PoliticalDivision2"])) \(text(record["PoliticalDivision1"])) \(text(record["PostcodePrimaryLow"]))-\(text(record["PostcodeExtendedLow"]))"
        object["Region"] = .string(region)
        object["CountryCode"] = record["CountryCode"]
        return .object(object)
    }

    /// The address sent, standardised, with a ZIP+4 of its own (the one sent, else one made from the
    /// street, the same every run).
    static func echoed(_ format: JSONValue, lines: [String], postcode: String) -> JSONValue {
        let city = text(format["PoliticalDivision2"]).uppercased(), state = text(format["PoliticalDivision1"]).uppercased()
        var extended = text(format["PostcodeExtendedLow"])
        if extended.isEmpty {
            extended = (lines.joined().utf8.reduce(0) { ($0 * 31 + Int($1)) % 9973 } + 1).zeroPadded(4)
        }
        return address(.object([
            "AddressLine": .array(lines.map(JSONValue.string)), "PoliticalDivision2": .string(city),
            "PoliticalDivision1": .string(state), "PostcodePrimaryLow": .string(postcode),
            "PostcodeExtendedLow": .string(extended), "CountryCode": .string(text(format["CountryCode"]).uppercased()),
        ]))
    }

    /// USPS's street suffixes and unit names, as UPS abbreviates them.
    static let abbreviations = [
        "STREET": "ST", "AVENUE": "AVE", "ROAD": "RD", "DRIVE": "DR", "BOULEVARD": "BLVD", "LANE": "LN", "PLAZA": "PLZ",
        "COURT": "CT", "PLACE": "PL", "TERRACE": "TER", "HIGHWAY": "HWY", "PARKWAY": "PKWY", "SUITE": "STE",
        "APARTMENT": "APT", "FLOOR": "FL", "BUILDING": "BLDG", "NORTH": "N", "SOUTH": "S", "EAST": "E", "WEST": "W",
    ]

    static func standardised(_ line: String) -> String {
        line.uppercased().split(whereSeparator: { $0 == " " || $0 == "," || $0 == "." })
            .map { abbreviations[String($0)] ?? String($0) }.joined(separator: " ")
    }

    static func looksCommercial(_ line: String) -> Bool {
        let words = Set(line.split(separator: " ").map(String.init))
        return !words.isDisjoint(with: ["STE", "FL", "PLZ", "BLDG", "INC", "LLC"])
    }

    static func text(_ value: JSONValue?) -> String { value?.plainText.trimmedWhitespace ?? "" }

    /// UPS answers bare JSON; errors are `{"response":{"errors":[{"code","message"}]}}`.
    struct Dialect: MockDialect {
        func success(_ data: JSONValue, store: MockStore) -> JSONValue { data }
        func page(_ page: MockPage) -> JSONValue { .array(page.items) }
        func failure(_ failure: MockFailure, store: MockStore) -> JSONValue {
            .object(["response": .object(["errors": .array([
                .object(["code": .string(failure.code), "message": .string(failure.message)]),
            ])])])
        }
    }
}
