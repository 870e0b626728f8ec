import FoundationEssentials
import Shared

/// One Address Validation (XAV v2) request: `POST {api}/api/addressvalidation/v2/{1|2|3}` with the
/// address as `XAVRequest.AddressKeyFormat` (docs/upsctl.md, "What upsctl sends UPS and reads back").
struct XAVRequest: Sendable {
    /// What to ask UPS: the request option in the path.
    enum Mode: String, CaseIterable, Sendable {
        case validate, classify, both

        /// `1` address validation, `2` classification, `3` both.
        var requestOption: String {
            switch self {
            case .validate: "1"
            case .classify: "2"
            case .both: "3"
            }
        }
    }

    /// UPS's documented range for `maximumcandidatelistsize` (its text says 0–50, its schema minimum 1;
    /// 0 is useless, so 1–50).
    static let candidateLimit = 1...50

    var address: AddressInput
    var mode: Mode = .validate
    /// `maximumcandidatelistsize`; nil leaves UPS's default of 15.
    var maxCandidates: Int?
    /// `regionalrequestindicator=True`: validate city, state and postal code only.
    var regional = false
    /// The `transactionSrc` header (`UPS_TRANSACTION_SRC`).
    var transactionSource = "upsctl"

    /// Problems with the options around the address (the address's own are `AddressInput.validate()`),
    /// each starting with the option it is about.
    func optionProblems() -> [String] {
        var problems: [String] = []
        if let maxCandidates, !Self.candidateLimit.contains(maxCandidates) {
            problems.append(
                "--max-candidates must be from \(Self.candidateLimit.lowerBound) to "
                    + "\(Self.candidateLimit.upperBound), not \(maxCandidates)")
        }
        // UPS answers 264005 for this combination; saying so here saves a request.
        if regional, mode != .validate {
            problems.append(
                "--regional cannot be used with --mode \(mode.rawValue): UPS classifies street "
                    + "addresses only")
        }
        return problems
    }

    /// The path below the API base URL.
    var path: String { "/api/addressvalidation/v2/\(mode.requestOption)" }

    /// The query, in the order the spec lists it; empty unless asked for, so a plain call has no `?`.
    var query: [(String, String)] {
        var items: [(String, String)] = []
        if regional { items.append(("regionalrequestindicator", "True")) }
        if let maxCandidates { items.append(("maximumcandidatelistsize", String(maxCandidates))) }
        return items
    }

    /// `{"XAVRequest":{"Request":{"RequestOption":"1"},"AddressKeyFormat":{…}}}`. The `Request` container
    /// was dropped from the 2025 spec, but v2 answers 9264028 without it (docs/upsctl.md), so it is sent with
    /// the same digit as the path. The two switches go in the query only, never in the body.
    var body: JSONValue {
        var request = JSONObject()
        request["Request"] = .object(["RequestOption": .string(mode.requestOption)])
        request["AddressKeyFormat"] = .object(addressKeyFormat)
        return .object(["XAVRequest": .object(request)])
    }

    /// The address in UPS's order, only the fields given, every value a string (`"02116"` keeps its
    /// zero). `AddressLine` is always an array, even of one line.
    var addressKeyFormat: JSONObject {
        var format = JSONObject()
        for field in AddressInput.Field.allCases {
            if field == .street {
                let lines = address.streetLines
                if !lines.isEmpty { format[field.upsKey] = .array(lines.map(JSONValue.string)) }
            } else if let value = address.value(field) {
                format[field.upsKey] = .string(value)
            }
        }
        return format
    }

    /// The HTTP request. `transID` is new for every request (32 hex characters, UPS's maximum);
    /// validation changes nothing at UPS, so the request may be retried after a 429 or 5xx.
    func httpRequest(apiBaseURL: HTTPURL, transID: String = RequestID.make()) -> HTTPRequest {
        httpRequest(url: url(apiBaseURL: apiBaseURL), compactBody: JSONWriter.compact(body), transID: transID)
    }

    /// The endpoint: the same for every address, so a batch makes it once.
    func url(apiBaseURL: HTTPURL) -> HTTPURL { apiBaseURL.appendingAPIPath(path, query: query) }

    /// The request with `body` already written (`JSONWriter.compact(body)`), for a batch that wrote it
    /// once as the key of its answer cache.
    func httpRequest(url: HTTPURL, compactBody: String, transID: String = RequestID.make()) -> HTTPRequest {
        var request = HTTPRequest(method: .post, url: url, isSafeToRetry: true)
        request.setJSONBody(compact: compactBody)
        request.headers["transId"] = transID
        request.headers["transactionSrc"] = transactionSource
        return request
    }
}
