import ToolkitFloor
/// One canned HTTP response, as stored in `NAME.json` files and compiled into the tools:
///
/// ```json
/// {
///   "status": 200,
///   "headers": {"Content-Type": "application/json", "Retry-After": "2"},
///   "body": {"any": "JSON"}
/// }
/// ```
///
/// A body that is not JSON (HTML from a gateway, an empty body) is `"bodyText": "<raw text>"`, and one that
/// is not even UTF-8 is `"bodyBase64"`. `status` (200) and `headers` (none) are optional. A
/// header sent more than once is an array of strings. `request` is a note for people (which request a
/// recording answered); keys starting with `_` are comments. Anything else is an error, so a misspelt
/// `"bodytext"` beside `"body"` is reported instead of silently ignored.
///
/// A document whose top level holds none of `body`, `bodyText` and `bodyBase64` is not such a wrapper
/// but a plain body, answered with 200: the files a mock layer keeps (`mock_health_check.json`, whose own
/// `status` is the service's data) work as they are.
public struct Fixture: Sendable, Equatable {
    public enum Body: Sendable, Equatable {
        case json(JSONValue)
        case text(String)
        case bytes([UInt8])
    }

    public var status: Int
    public var headers: HTTPHeaders
    public var body: Body
    /// Where a recording came from, e.g. `GET /api/orders?page=1`; not part of the response.
    public var request: String?

    public init(
        status: Int = 200, headers: HTTPHeaders = [:], body: Body = .text(""), request: String? = nil
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.request = request
    }

    /// The fixture for a response: a body that is JSON is stored as JSON, so it can be read and edited.
    /// JSON is recognised when the response says so or when the bytes are already compact JSON, which
    /// keeps a plain-text `42` or `"ok"` body exactly as it was.
    public init(response: HTTPResponse, request: String? = nil) {
        self.init(status: response.status, headers: response.headers, request: request)
        let isJSONType = response.headers["Content-Type"]?.lowercased().containsText("json") ?? false
        if response.body.isEmpty {
            body = .text("")
        } else if let json = try? JSONParser.parse(bytes: response.body),
                  isJSONType || Array(JSONWriter.compact(json).utf8) == response.body {
            body = .json(json)
        } else if let text = String(validating: response.body, as: UTF8.self) {
            body = .text(text)
        } else {
            body = .bytes(response.body)
        }
    }

    /// The response this fixture answers with. A JSON body is sent compact, with `Content-Type:
    /// application/json` unless the fixture sets its own, because hand-written fixtures usually omit it.
    public var response: HTTPResponse {
        var headers = self.headers
        let bytes: [UInt8]
        switch body {
        case .json(let value):
            bytes = Array(JSONWriter.compact(value).utf8)
            if headers["Content-Type"] == nil { headers["Content-Type"] = "application/json" }
        case .text(let text):
            bytes = Array(text.utf8)
        case .bytes(let raw):
            bytes = raw
        }
        return HTTPResponse(status: status, headers: headers, body: bytes)
    }

    // MARK: - Reading and writing

    /// Parses fixture text; `source` (a file path or `built-in NAME`) names the fixture in errors.
    public static func parse(_ text: String, source: String) throws(ToolError) -> Fixture {
        try parse(bytes: Array(text.utf8), source: source)
    }

    /// Parses a fixture file's bytes; throws exit 65 naming `source` and what is wrong.
    public static func parse(bytes: [UInt8], source: String) throws(ToolError) -> Fixture {
        func malformed(_ reason: String) -> ToolError {
            let hint = #"A fixture is {"status": 200, "headers": {…}, "body": …}; a body that is not JSON is"#
                + #" "bodyText": "…"."#
            return ToolError(.dataError, "malformed mock fixture \(source): \(reason)", hints: [hint])
        }
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes: bytes)
        } catch {
            throw malformed(error.description)
        }
        guard let object = document.objectValue, ["body", "bodyText", "bodyBase64"].contains(where: { object[$0] != nil })
        else {
            return Fixture(status: 200, body: .json(document))
        }
        var fixture = Fixture()
        var bodies: [String] = []
        for (key, value) in object.pairs {
            switch key {
            case "status":
                guard case .number(let literal) = value, let status = Int(literal),
                      (100...599).contains(status)
                else { throw malformed("\"status\" must be an HTTP status code from 100 to 599") }
                fixture.status = status
            case "headers":
                fixture.headers = try headers(from: value, malformed: malformed)
            case "body":
                fixture.body = .json(value)
                bodies.append(key)
            case "bodyText":
                guard let text = value.stringValue else { throw malformed("\"bodyText\" must be a string") }
                fixture.body = .text(text)
                bodies.append(key)
            case "bodyBase64":
                guard let bytes = value.stringValue.flatMap({ Base64.decode($0) }) else {
                    throw malformed("\"bodyBase64\" must be a base64 string")
                }
                fixture.body = .bytes(bytes)
                bodies.append(key)
            case "request":
                fixture.request = value.stringValue
            default:
                guard key.hasPrefix("_") else {
                    throw malformed("unknown key \"\(key)\" (expected status, headers, body, bodyText)")
                }
            }
        }
        guard bodies.count <= 1 else { throw malformed("give only one of " + bodies.joined(separator: ", ")) }
        return fixture
    }

    private static func headers(
        from value: JSONValue, malformed: (String) -> ToolError
    ) throws(ToolError) -> HTTPHeaders {
        guard let object = value.objectValue else { throw malformed("\"headers\" must be an object") }
        var headers = HTTPHeaders()
        for (name, value) in object.pairs {
            switch value {
            case .string(let text): headers.add(name, text)
            // `"Retry-After": 2` is what people write by hand; a header value is its text anyway.
            case .number(let literal): headers.add(name, literal)
            case .array(let items) where items.allSatisfy({ $0.stringValue != nil }):
                for item in items { headers.add(name, item.stringValue ?? "") }
            default: throw malformed("header \"\(name)\" must be a string or an array of strings")
            }
        }
        return headers
    }

    /// The fixture as a JSON document: stable key order, pretty-printed.
    public var json: JSONValue {
        var object = JSONObject()
        if let request { object["request"] = .string(request) }
        object["status"] = .integer(status)
        var headerObject = JSONObject()
        var seen: Set<String> = []
        for field in headers where seen.insert(field.name.lowercased()).inserted {
            // Repeated fields (Set-Cookie) become one array under the first spelling of the name.
            let lower = field.name.lowercased()
            let values = headers.fields.filter { $0.name.lowercased() == lower }
                .map { JSONValue.string($0.value) }
            headerObject[field.name] = values.count == 1 ? values[0] : .array(values)
        }
        object["headers"] = .object(headerObject)
        switch body {
        case .json(let value): object["body"] = value
        case .text(let text): object["bodyText"] = .string(text)
        case .bytes(let raw): object["bodyBase64"] = .string(Base64.encode(raw))
        }
        return .object(object)
    }

    /// The file's bytes: pretty JSON and a trailing newline, the same for the same fixture every time.
    public var serialized: String { JSONWriter.pretty(json) + "\n" }
}
