import Shared

/// UPS's error envelope `{"response":{"errors":[{"code":"264002","message":"…"}]}}`, used by both the
/// token endpoint and Address Validation. Every code and message is shown; a body that is not the
/// envelope (HTML from a gateway, nothing) is reported by its HTTP status.
enum UPSErrorEnvelope {
    struct Entry: Equatable {
        var code: String
        var message: String
    }

    static func entries(in body: JSONValue?) -> [Entry] {
        guard let errors = body?["response"]?["errors"] else { return [] }
        // One error may come as an object instead of a list, like everything else UPS sends.
        let list = errors.arrayValue ?? [errors]
        return list.compactMap { item in
            guard let message = item["message"]?.plainText else { return nil }
            return Entry(code: item["code"]?.plainText ?? "", message: message)
        }
    }

    /// The error an unsuccessful answer means; `environment` adds the CIE hint for `9264030`.
    static func failure(_ response: HTTPResponse, host: String, environment: String?) -> any Error {
        let entries = entries(in: response.json)
        guard !entries.isEmpty else { return APIError.unexpectedBody(response, host: host) }
        let detail = entries.map { $0.code.isEmpty ? $0.message : "\($0.code) \($0.message)" }.joined(separator: "; ")
        var hints: [String] = []
        if environment == "cie", entries.contains(where: { $0.code == "9264030" }) {
            hints.append("The cie test environment validates addresses in NY and CA only; use --env prod for others.")
        }
        if response.status == 401, entries.contains(where: { $0.code == "250002" }) {
            hints.append("Check that the app has the Address Validation product enabled in the UPS developer portal.")
        }
        return APIError(status: response.status, detail: "UPS: \(detail)", hints: hints)
    }
}
