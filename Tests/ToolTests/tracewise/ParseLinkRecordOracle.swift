import DigitalLink
@testable import Shared
@testable import ToolkitFloor
@testable import tracewise

/// The tests' reference for what `parse-link` prints for one input: the record path the command had
/// before its writers all wrote from one view (`ParsedLink`), kept here, written with Strings, a
/// `JSONValue` and Shared's renderers, as an independent account of the same bytes.
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
    /// `form`: the input's form where it is recognised (`GS1DataForm.of`).
    var formOverride: String?
    var form: String? { formOverride ?? GS1DataForm.of(uri)?.rawValue }
    /// The canonical link, by the library's String path (`DigitalLink.canonicalURI`), for a valid link.
    var canonicalUri: String?
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

    /// The value of each named identifier the elements hold (the first of its AI), in `namedIdentifiers` order.
    static func namedValues(_ elements: [Element]) -> [(name: String, value: String)] {
        ParseLinkRecordShape.namedIdentifiers.compactMap { named in
            elements.first { $0.ai == named.ai }.map { (named.name, $0.value) }
        }
    }

    /// `(01)09506000134352(10)ABC(17)271231`, in element order.
    static func elementString(_ elements: [Element]) -> String {
        var text = ""
        for element in elements { text += "(" + element.ai + ")" + element.value.replacing("(", with: "\\(") }
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
        if let form { object["form"] = .string(form) }
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
            object["canonicalUri"] = canonicalUri.map(JSONValue.string) ?? .null
            if !problems.isEmpty { object["problems"] = .array(problems.map(JSONValue.string)) }
        }
        return .object(object)
    }
}

extension ParseLinkRecordBuilder {
    /// The record of `uri` in whichever form it is: a URI through `parser`, the other forms through
    /// `GS1DataReader` (the library's String path), each with its canonical link.
    mutating func record(uri: String, parser: DigitalLinkParser) -> ParseLinkRecord {
        switch GS1DataForm.of(uri) {
        case .compressed?, .elementString?, .scan?:
            switch GS1DataReader(parser: parser).read(uri) {
            case .invalid(let form, let reason):
                // A URI whose last segment only looks like a blob is read as the URI it also is.
                if form == .compressed, case let uriResult = parser.parse(uri), !uriResult.isInvalid {
                    var record = record(uri: uri, result: uriResult)
                    record.formOverride = "uri"
                    return record
                }
                return ParseLinkRecord(uri: uri, outcome: .invalid(error: reason), notes: [])
            case .valid(let data):
                var record = record(uri: uri, data: data, problems: [])
                record.canonicalUri = data.canonicalURI()
                return record
            case .faulty(let data, let problems):
                return record(uri: uri, data: data, problems: problems)
            }
        case nil where !uri.contains(where: { $0 == ":" || $0 == "/" }):
            // Nothing like a URI (`bad`, a bare GTIN): what the forms look like, under --lenient too.
            return ParseLinkRecord(uri: uri, outcome: .invalid(error: GS1DataReader.notGS1Data), notes: [])
        default:
            return record(uri: uri, result: parser.parse(uri))
        }
    }

    private mutating func record(uri: String, data: GS1ElementData, problems: [String]) -> ParseLinkRecord {
        let link = DigitalLink(
            uri: uri, primaryKey: data.primaryKey ?? "", elements: data.elements, otherQuery: data.otherQuery, notes: [])
        return record(uri: uri, link: link, problems: problems)
    }

    /// The record for `uri` and what the parser said about it.
    mutating func record(uri: String, result: DigitalLinkResult) -> ParseLinkRecord {
        switch result {
        case .invalid(let reason):
            return ParseLinkRecord(uri: uri, outcome: .invalid(error: reason), notes: [])
        case .valid(let link):
            var record = record(uri: uri, link: link, problems: [])
            record.canonicalUri = link.canonicalURI()
            return record
        case .faulty(let link, let problems):
            return record(uri: uri, link: link, problems: problems)
        }
    }

    private mutating func record(uri: String, link: DigitalLink, problems: [String]) -> ParseLinkRecord {
        var elements: [ParseLinkRecord.Element] = []
        elements.reserveCapacity(link.elements.count)
        for element in link.elements {
            let info = info(for: element.ai)
            let date = info.isDate ? GS1Date.isoDate(element.value, currentYear: currentYear) : nil
            elements.append(ParseLinkRecord.Element(info: info, value: element.value, place: element.place, date: date))
        }
        return ParseLinkRecord(
            uri: uri,
            outcome: .valid(primaryKey: link.primaryKey, elements: elements, otherQuery: link.otherQuery),
            notes: link.notes, problems: problems)
    }
}

/// The table blocks and CSV rows of a `ParseLinkRecord`, as `ParseLinkTextRenderer` wrote them.
enum ParseLinkTextRenderer {
    /// The URI on its own line, then a table of its elements (a date AI's value is followed by its ISO
    /// date in parentheses; a query parameter that is not an AI has `?` as its AI and its name as title),
    /// or `invalid: WHY`; then a blank line that separates it from the next URI. With `columns` (from
    /// `--fields`), the table has those CSV columns and the CSV's rows instead.
    static func tableBlock(_ record: ParseLinkRecord, renderer: TableRenderer, columns: [Int]? = nil) -> String {
        var text = ParseLinkRecordShape.singleLine(record.uri) + "\n"
        switch record.outcome {
        case .invalid(let error):
            text += "invalid: " + ParseLinkRecordShape.singleLine(error) + "\n"
        case .valid(_, let elements, let otherQuery):
            text += "form: " + (record.form ?? "") + "\ncanonical: " + (record.canonicalUri ?? "none") + "\n"
            if let columns {
                let rows = csvCells(record).map { cells in columns.map { ParseLinkRecordShape.singleLine(cells[$0]) } }
                return text + renderer.render(headers: columns.map { ParseLinkRecordShape.csvColumnHeaders[$0] }, rows: rows)
                    + problemLines(record) + "\n"
            }
            var rows = elements.map { element in
                [element.ai, element.title, element.value + (element.date.map { " (\($0))" } ?? "")]
            }
            for parameter in ParseLinkRecord.uniqueOtherQuery(otherQuery) {
                rows.append(["?", parameter.name, parameter.value])
            }
            text += renderer.render(headers: ParseLinkRecordShape.tableColumns.map(\.header), rows: rows.map { $0.map(ParseLinkRecordShape.singleLine) })
            text += problemLines(record)
        }
        return text + "\n"
    }

    /// Under a link read in spite of its faults (lenient mode), one `problem: WHAT` line for each.
    private static func problemLines(_ record: ParseLinkRecord) -> String {
        record.problems.map { "problem: " + ParseLinkRecordShape.singleLine($0) + "\n" }.joined()
    }

    /// One row per element of a valid URI (and one per other query parameter, with `in` = `otherQuery`);
    /// one row with the error for an invalid one. A link read in spite of its faults has the rows of a
    /// valid one, with `valid` false and its problems, joined by "; ", as each row's error. `columns` (from `--fields`) picks and orders the cells.
    static func csvRows(_ record: ParseLinkRecord, columns: [Int]? = nil) -> String {
        var text = ""
        for cells in csvCells(record) { text += CSVWriter.row(columns.map { $0.map { cells[$0] } } ?? cells) }
        return text
    }

    /// The cells of `csvRows`, every column, in `csvColumns` order.
    static func csvCells(_ record: ParseLinkRecord) -> [[String]] {
        switch record.outcome {
        case .invalid(let error):
            return [[record.uri, "false", "", "", "", "", "", "", error, record.form ?? "", ""]]
        case .valid(let primaryKey, let elements, let otherQuery):
            let valid = record.problems.isEmpty ? "true" : "false"
            let error = record.problems.joined(separator: "; ")
            var rows = elements.map { element in
                [
                    record.uri, valid, primaryKey, element.ai, element.title, element.value, element.place.rawValue,
                    element.date ?? "", error, record.form ?? "", record.canonicalUri ?? "",
                ]
            }
            for parameter in ParseLinkRecord.uniqueOtherQuery(otherQuery) {
                rows.append([
                    record.uri, valid, primaryKey, "", parameter.name, parameter.value, "otherQuery", "", error, record.form ?? "",
                    record.canonicalUri ?? "",
                ])
            }
            return rows
        }
    }

}

extension DigitalLinkResult {
    var isInvalid: Bool {
        if case .invalid = self { return true }
        return false
    }
}
