import DigitalLink
import Shared

/// The compact JSON of a parsed link, written from the view through the output cursor: the whole record
/// (`writeRecord`) or, for `--fields`, the members `ParseLinkFieldPlan` picks. The one JSON writer of
/// parse-link: pretty output and the `--fields` the plan does not cover are this JSON read back
/// (`ParseLinkJSONFormat`).
extension ParsedLink {
    typealias Cursor = OutputCursor

    /// `{"uri":…,"form":…,"valid":true,…}` (`input` instead of `uri` for an element string or scanner
    /// data), or `{"uri":…,"form":…,"valid":false,"error":…}` for an input refused (`form` only where it
    /// was recognised).
    func writeRecord(currentYear: Int, at cursor: inout Cursor) {
        cursor.literal("{\"")
        cursor.literal(inputKey)
        cursor.literal("\":")
        writeInput(at: &cursor)
        if form != nil {
            cursor.literal(",\"form\":")
            writeForm(at: &cursor)
        }
        guard isRead else {
            cursor.literal(",\"valid\":false,\"error\":")
            cursor.string(error)
            cursor.byte(UInt8(ascii: "}"))
            return
        }
        if problems.isEmpty {
            cursor.literal(",\"valid\":true")
        } else {
            cursor.literal(",\"valid\":false,\"error\":")
            cursor.string(error)
        }
        cursor.literal(",\"primaryKey\":")
        writePrimaryKey(at: &cursor)
        writeNames(at: &cursor)
        cursor.literal(",\"ais\":")
        writeAIs(at: &cursor)
        cursor.literal(",\"elements\":")
        writeElements(currentYear: currentYear, at: &cursor)
        cursor.literal(",\"otherQuery\":")
        writeOtherQuery(at: &cursor)
        cursor.literal(",\"elementString\":")
        writeElementString(at: &cursor)
        cursor.literal(",\"canonicalUri\":")
        writeCanonicalURI(at: &cursor)
        if compressed != nil {
            cursor.literal(",\"compressedUri\":")
            writeCompressedURI(at: &cursor)
        }
        if !problems.isEmpty {
            cursor.literal(",\"problems\":")
            writeProblems(at: &cursor)
        }
        cursor.byte(UInt8(ascii: "}"))
    }

    /// The input as a JSON string: copied when the parser accepted it as a URI, escaped otherwise.
    @inline(__always)
    func writeInput(at cursor: inout Cursor) {
        guard inputIsCheckedURI else { return cursor.string(input) }
        cursor.byte(UInt8(ascii: "\""))
        cursor.fragment(input)
        cursor.byte(UInt8(ascii: "\""))
    }

    /// `"01"`, or `null` when the AIs have no primary key.
    func writePrimaryKey(at cursor: inout Cursor) {
        guard let primaryKey else { return cursor.literal("null") }
        cursor.fragment(bytes(primaryKey.quotedAI))
    }

    /// `"uri"`, `"compressed"`, `"element-string"` or `"scan"`.
    func writeForm(at cursor: inout Cursor) {
        switch form {
        case .uri?: cursor.literal("\"uri\"")
        case .compressed?: cursor.literal("\"compressed\"")
        case .elementString?: cursor.literal("\"element-string\"")
        case .scan?: cursor.literal("\"scan\"")
        case nil: cursor.literal("null")
        }
    }

    /// The canonical link as a JSON string, or `null`. Copied: it holds only URI characters (percent-
    /// encoded values) after the stem, and is escaped only when its stem needs it.
    func writeCanonicalURI(at cursor: inout Cursor) {
        guard let canonical else { return cursor.literal("null") }
        guard canonicalIsPlain else { return cursor.string(canonical) }
        cursor.byte(UInt8(ascii: "\""))
        cursor.fragment(canonical)
        cursor.byte(UInt8(ascii: "\""))
    }

    /// The compressed link as a JSON string, or `null`.
    func writeCompressedURI(at cursor: inout Cursor) {
        guard let compressed, let link = compressed else { return cursor.literal("null") }
        cursor.string(link)
    }

    /// `,"gtin":"…","serial":"…"`: the SDK's names the link has values for, in
    /// `ParseLinkRecordShape.namedIdentifiers` order, each the first element of its AI.
    func writeNames(at cursor: inout Cursor) {
        var slots = (-1, -1, -1, -1)
        for index in elements.indices.reversed() {
            switch entry(elements[index]).nameSlot {
            case 0: slots.0 = index
            case 1: slots.1 = index
            case 2: slots.2 = index
            case 3: slots.3 = index
            default: continue
            }
        }
        // Four calls, not a loop over an array of the slots: that array would be allocated per link.
        if slots.0 >= 0 { writeName(of: elements[slots.0], at: &cursor) }
        if slots.1 >= 0 { writeName(of: elements[slots.1], at: &cursor) }
        if slots.2 >= 0 { writeName(of: elements[slots.2], at: &cursor) }
        if slots.3 >= 0 { writeName(of: elements[slots.3], at: &cursor) }
    }

    @inline(__always)
    private func writeName(of element: DigitalLinkScan.Element, at cursor: inout Cursor) {
        cursor.byte(UInt8(ascii: ","))
        cursor.fragment(bytes(entry(element).namedMemberName))
        writeString(element.value, at: &cursor)
    }

    /// `{"01":"…","10":"…"}`. A valid link has each AI once; a link read in spite of its faults may
    /// repeat one, which keeps its first position and its last value (found through an index by
    /// definition, not by comparing every pair: a line may hold thousands).
    func writeAIs(at cursor: inout Cursor) {
        cursor.byte(UInt8(ascii: "{"))
        if problems.isEmpty {
            for (index, element) in elements.enumerated() {
                if index > 0 { cursor.byte(UInt8(ascii: ",")) }
                writeAI(element, value: element.value, at: &cursor)
            }
        } else {
            var last = [Int](repeating: -1, count: entries.count)
            for (index, element) in elements.enumerated() { last[element.definition] = index }
            var isFirst = true
            for element in elements where last[element.definition] >= 0 {
                if !isFirst { cursor.byte(UInt8(ascii: ",")) }
                isFirst = false
                writeAI(element, value: elements[last[element.definition]].value, at: &cursor)
                last[element.definition] = -1
            }
        }
        cursor.byte(UInt8(ascii: "}"))
    }

    @inline(__always)
    private func writeAI(_ element: DigitalLinkScan.Element, value: Range<Int>, at cursor: inout Cursor) {
        cursor.fragment(bytes(entry(element).aisMemberName))
        writeString(value, at: &cursor)
    }

    /// `[{"ai":…,"title":…,"value":…,"in":…,"date"?:…},…]`.
    func writeElements(currentYear: Int, at cursor: inout Cursor) {
        cursor.byte(UInt8(ascii: "["))
        for (index, element) in elements.enumerated() {
            let entry = entry(element)
            if index > 0 { cursor.byte(UInt8(ascii: ",")) }
            cursor.fragment(bytes(entry.elementHead))
            writeString(element.value, at: &cursor)
            switch element.place {
            case .path: cursor.literal(",\"in\":\"path\"")
            case .query: cursor.literal(",\"in\":\"query\"")
            }
            if entry.isDate, let date = GS1Date.date(text(element.value), currentYear: currentYear) {
                cursor.literal(",\"date\":\"")
                cursor.isoDate(date)
                cursor.byte(UInt8(ascii: "\""))
            }
            cursor.byte(UInt8(ascii: "}"))
        }
        cursor.byte(UInt8(ascii: "]"))
    }

    /// `{"name":"value",…}`: each name once, where it first appears, with its last value.
    func writeOtherQuery(at cursor: inout Cursor) {
        cursor.byte(UInt8(ascii: "{"))
        var isFirst = true
        forEachUniqueParameter { first, last in
            if !isFirst { cursor.byte(UInt8(ascii: ",")) }
            isFirst = false
            writeString(otherQuery[first].name, at: &cursor)
            cursor.byte(UInt8(ascii: ":"))
            writeString(otherQuery[last].value, at: &cursor)
        }
        cursor.byte(UInt8(ascii: "}"))
    }

    /// `["…",…]`.
    func writeProblems(at cursor: inout Cursor) {
        cursor.byte(UInt8(ascii: "["))
        for (index, problem) in problems.enumerated() {
            if index > 0 { cursor.byte(UInt8(ascii: ",")) }
            cursor.string(problem)
        }
        cursor.byte(UInt8(ascii: "]"))
    }

    /// A value of `values` as a JSON string.
    @inline(__always)
    func writeString(_ range: Range<Int>, at cursor: inout Cursor) {
        cursor.byte(UInt8(ascii: "\""))
        writeBody(range, at: &cursor)
        cursor.byte(UInt8(ascii: "\""))
    }

    /// A value's bytes, escaped unless no value needs it.
    @inline(__always)
    func writeBody(_ range: Range<Int>, at cursor: inout Cursor) {
        guard let base = values.baseAddress else { return }
        if valuesArePlain {
            cursor.copy(base + range.lowerBound, count: range.count)
        } else {
            cursor.escaped(text(range))
        }
    }
}
