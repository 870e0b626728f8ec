import Shared

/// Reads UPS's `XAVResponse` into a `ValidationResult`, tolerating what the live service does rather than
/// what the spec promises (docs/upsctl.md, "The answer"): `Candidate`, `Response.Alert` and a candidate's `AddressLine` may
/// each be one item or a list; the indicators count by presence, their value being `""`; any candidate
/// field but `CountryCode` may be missing; unknown keys are ignored.
enum XAVResponse {
    /// The result of a 2xx answer. A body that is not JSON, not an `XAVResponse`, or whose
    /// `ResponseStatus.Code` is not `"1"` is an error, never an empty result.
    static func result(of response: HTTPResponse, host: String) throws -> ValidationResult {
        guard let body = response.json else {
            let reason = response.body.isEmpty ? "the body is empty" : "the body is not JSON"
            throw UndecodableResponse(status: response.status, reason: reason, host: host)
        }
        return try result(of: body, status: response.status, host: host)
    }

    /// The result of a parsed answer; `status` is the HTTP status, for messages.
    static func result(
        of body: JSONValue, status: Int = 200, host: String = "UPS"
    ) throws -> ValidationResult {
        guard let answer = body["XAVResponse"], answer.objectValue != nil else {
            throw UndecodableResponse(
                status: status, reason: "no XAVResponse object in the answer", host: host)
        }
        let alerts = oneOrMany(answer["Response"]?["Alert"]).compactMap(alert)
        // A missing Response or a Code other than "1" means UPS did not do the work, even on a 200.
        let responseStatus = answer["Response"]?["ResponseStatus"]
        guard let code = text(responseStatus?["Code"]), code == "1" else {
            var detail = "UPS reported a failure"
            if let code = text(responseStatus?["Code"]) {
                detail += " (ResponseStatus \(code)"
                if let words = text(responseStatus?["Description"]) { detail += " \(words)" }
                detail += ")"
            } else {
                detail += " (no ResponseStatus in the answer)"
            }
            let alertText = alerts.map { "\($0.code) \($0.description)" }.joined(separator: "; ")
            if !alertText.isEmpty { detail += ": \(alertText)" }
            throw APIError(status: status, code: alerts.first?.code, detail: detail)
        }
        return ValidationResult(
            status: verdict(of: answer),
            classification: classification(answer["AddressClassification"]),
            candidates: oneOrMany(answer["Candidate"]).compactMap(candidate),
            alerts: alerts)
    }

    /// Which indicator is present, whatever its value. UPS sends at most one; should it send more, the
    /// strongest claim wins.
    static func verdict(of answer: JSONValue) -> ValidationResult.Status {
        if answer["ValidAddressIndicator"] != nil { return .valid }
        if answer["AmbiguousAddressIndicator"] != nil { return .ambiguous }
        if answer["NoCandidatesIndicator"] != nil { return .noCandidates }
        return .unverified
    }

    static func classification(_ value: JSONValue?) -> ValidationResult.Classification? {
        guard let code = text(value?["Code"]) else { return nil }
        return ValidationResult.Classification(code: code, upsDescription: text(value?["Description"]))
    }

    /// A candidate from its `AddressKeyFormat`; nil for an item that is not an object at all.
    static func candidate(_ value: JSONValue) -> ValidationResult.Candidate? {
        guard value.objectValue != nil else { return nil }
        let format = value["AddressKeyFormat"]
        // One line arrives as a bare string; a list may hold blanks, which are not lines.
        let lines = oneOrMany(format?["AddressLine"]).compactMap(text)
        return ValidationResult.Candidate(
            addressLines: lines.isEmpty ? nil : lines,
            city: text(format?["PoliticalDivision2"]),
            state: text(format?["PoliticalDivision1"]),
            postalCode: text(format?["PostcodePrimaryLow"]),
            postalCodeExtended: text(format?["PostcodeExtendedLow"]),
            region: text(format?["Region"]),
            country: text(format?["CountryCode"]),
            classification: classification(value["AddressClassification"]))
    }

    static func alert(_ value: JSONValue) -> ValidationResult.Alert? {
        let code = text(value["Code"])
        let description = text(value["Description"])
        guard code != nil || description != nil else { return nil }
        return ValidationResult.Alert(code: code ?? "", description: description ?? "")
    }

    /// A list as a list, a lone item as a list of one, nothing (or `null`) as an empty list.
    static func oneOrMany(_ value: JSONValue?) -> [JSONValue] {
        switch value {
        case nil, .null?: []
        case .array(let items)?: items
        case let item?: [item]
        }
    }

    /// A scalar as text: strings as they are (nil when empty, which UPS uses for "not given"), numbers by
    /// their literal, in case a field arrives unquoted; containers and `null` are not text.
    static func text(_ value: JSONValue?) -> String? {
        switch value {
        case .string(let text)?: text.isEmpty ? nil : text
        case .number(let literal)?: literal
        default: nil
        }
    }
}
