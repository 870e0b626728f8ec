import DigitalLink
import Shared

/// What `parse-link` prints for one URI: the parser's answer with each AI's dictionary title and, for
/// date AIs, the ISO date. Built once by `ParseLinkRecordBuilder`, then rendered by whichever format was
/// chosen (the hand-written JSON of `ParseLinkScanWriter`, a table block, CSV rows, or `jsonValue`).
struct ParseLinkRecord: Sendable, Equatable {
    /// One element as printed: `{"ai","title","value","in","date"?}`.
    struct Element: Sendable, Equatable {
        /// The AI with its title and its JSON fragments (shared by every element of that AI).
        let info: ParseLinkRecordBuilder.AIInfo
        let value: String
        let place: DigitalLinkElement.Place
        /// `YYYY-MM-DD` for date AIs whose value starts with a real date.
        let date: String?

        var ai: String { info.ai }
        var title: String { info.title }

        init(info: ParseLinkRecordBuilder.AIInfo, value: String, place: DigitalLinkElement.Place, date: String?) {
            self.info = info
            self.value = value
            self.place = place
            self.date = date
        }

        init(ai: String, title: String, value: String, place: DigitalLinkElement.Place, date: String?) {
            self.init(info: ParseLinkRecordBuilder.AIInfo(ai: ai, title: title, isDate: date != nil), value: value, place: place, date: date)
        }

        static func == (lhs: Element, rhs: Element) -> Bool {
            lhs.ai == rhs.ai && lhs.title == rhs.title && lhs.value == rhs.value && lhs.place == rhs.place
                && lhs.date == rhs.date
        }
    }

    enum Outcome: Sendable, Equatable {
        case valid(primaryKey: String, elements: [Element], otherQuery: [DigitalLinkQueryParameter])
        case invalid(error: String)
    }

    /// The input line or argument exactly as given.
    let uri: String
    let outcome: Outcome
    /// Lenient mode's notes (padding, convenience alphas), printed on stderr.
    let notes: [String]
    /// For a link lenient mode read in spite of its faults (`DigitalLinkResult.faulty`), each fault: the
    /// outcome then holds what was read, and the record says `"valid":false`. Empty otherwise.
    let problems: [String]

    init(uri: String, outcome: Outcome, notes: [String], problems: [String] = []) {
        self.uri = uri
        self.outcome = outcome
        self.notes = notes
        self.problems = problems
    }

    var isValid: Bool {
        if case .valid = outcome { return problems.isEmpty }
        return false
    }

    /// The SDK's names for the common keys, each beside `ais` when the link has its AI: `gtin` (01),
    /// `serial` (21), `batch` (10), `expiry` (17, as written).
    static let namedIdentifiers: [(name: String, ai: String)] = [("gtin", "01"), ("serial", "21"), ("batch", "10"), ("expiry", "17")]

    /// The value of each named identifier the elements hold (the first of its AI), in `namedIdentifiers` order.
    static func namedValues(_ elements: [Element]) -> [(name: String, value: String)] {
        namedIdentifiers.compactMap { named in
            elements.first { $0.ai == named.ai }.map { (named.name, $0.value) }
        }
    }

    /// `(01)09506000134352(10)ABC(17)271231`, in element order.
    static func elementString(_ elements: [Element]) -> String {
        var text = ""
        for element in elements { text += "(" + element.ai + ")" + element.value }
        return text
    }

    /// Query parameters that are not AIs, one per name: a repeated name keeps its first position and
    /// its last value, as `jq` reads an object with a repeated key, so the object never repeats a key.
    /// Names are found again by hashing, not by a search of those kept: a query is outside data, and may
    /// hold 100,000 names (`UniqueParameterNames`, for the fast writers).
    static func uniqueOtherQuery(_ parameters: [DigitalLinkQueryParameter]) -> [DigitalLinkQueryParameter] {
        guard parameters.count > 1 else { return parameters }
        var result: [DigitalLinkQueryParameter] = []
        var positions: [String: Int] = [:]
        for parameter in parameters {
            if let index = positions[parameter.name] {
                result[index] = parameter
            } else {
                positions[parameter.name] = result.count
                result.append(parameter)
            }
        }
        return result
    }

    /// The record as a `JSONValue`: for pretty output on a terminal and for `--fields`, where speed does
    /// not matter; the fast writer must produce the same bytes as this value written compactly.
    var jsonValue: JSONValue {
        var object = JSONObject()
        object["uri"] = .string(uri)
        switch outcome {
        case .invalid(let error):
            object["valid"] = .bool(false)
            object["error"] = .string(error)
        case .valid(let primaryKey, let elements, let otherQuery):
            object["valid"] = .bool(problems.isEmpty)
            if let first = problems.first { object["error"] = .string(first) }
            object["primaryKey"] = .string(primaryKey)
            for named in Self.namedValues(elements) { object[named.name] = .string(named.value) }
            var ais = JSONObject()
            for element in elements { ais[element.ai] = .string(element.value) }
            object["ais"] = .object(ais)
            object["elements"] = .array(elements.map { element in
                var item = JSONObject()
                item["ai"] = .string(element.ai)
                item["title"] = .string(element.title)
                item["value"] = .string(element.value)
                item["in"] = .string(element.place.rawValue)
                if let date = element.date { item["date"] = .string(date) }
                return .object(item)
            })
            var other = JSONObject()
            for parameter in Self.uniqueOtherQuery(otherQuery) { other[parameter.name] = .string(parameter.value) }
            object["otherQuery"] = .object(other)
            object["elementString"] = .string(Self.elementString(elements))
            if !problems.isEmpty { object["problems"] = .array(problems.map(JSONValue.string)) }
        }
        return .object(object)
    }
}
