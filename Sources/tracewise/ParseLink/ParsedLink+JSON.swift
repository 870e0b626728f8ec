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
    ///
    /// Written in as few copies as the record allows, since every link pays each one a check of the room
    /// and a copy: each member's key goes with the punctuation around it (`],"otherQuery":{`), and each
    /// AI's runs with the commas and quotes around its value (`ParseLinkRecordBuilder.AIInfo`).
    func writeRecord(currentYear: Int, at cursor: inout Cursor) {
        cursor.literal(recordHead)
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
        if !hasProblems {
            cursor.literal(",\"valid\":true,\"primaryKey\":")
        } else {
            cursor.literal(",\"valid\":false,\"error\":")
            cursor.string(error)
            cursor.literal(",\"primaryKey\":")
        }
        writePrimaryKey(at: &cursor)
        writeNames(at: &cursor)
        cursor.literal(",\"ais\":{")
        writeAIMembers(at: &cursor)
        cursor.literal("},\"elements\":[")
        writeElementList(currentYear: currentYear, at: &cursor)
        cursor.literal("],\"otherQuery\":{")
        writeOtherQueryMembers(at: &cursor)
        cursor.literal("},\"elementString\":\"")
        writeElementStringBody(at: &cursor)
        cursor.literal("\",\"canonicalUri\":")
        writeCanonicalURI(at: &cursor)
        if compressed != nil {
            cursor.literal(",\"compressedUri\":")
            writeCompressedURI(at: &cursor)
        }
        if hasProblems {
            cursor.literal(",\"problems\":")
            writeProblems(at: &cursor)
        }
        cursor.byte(UInt8(ascii: "}"))
    }

    /// The input as a JSON string: copied when its characters were checked as a URI's (a URI the parser
    /// accepted, a compressed link the decoder split), escaped otherwise.
    @inline(__always)
    func writeInput(at cursor: inout Cursor) {
        guard inputIsCheckedURI else { return cursor.string(input) }
        cursor.byte(UInt8(ascii: "\""))
        cursor.fragment(input)
        cursor.byte(UInt8(ascii: "\""))
    }

    /// `"01"`, or `null` when the AIs have no primary key.
    @inline(__always)
    func writePrimaryKey(at cursor: inout Cursor) {
        guard let primaryKey else { return cursor.literal("null") }
        cursor.fragment(bytes(primaryKey.quotedAI))
    }

    /// `"uri"`, `"compressed"`, `"element-string"` or `"scan"`.
    @inline(__always)
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
    @inline(__always)
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
        cursor.fragment(bytes(entry(element).namedMemberName))
        writeBody(element.value, at: &cursor)
        cursor.byte(UInt8(ascii: "\""))
    }

    /// `{"01":"…","10":"…"}`.
    func writeAIs(at cursor: inout Cursor) {
        cursor.byte(UInt8(ascii: "{"))
        writeAIMembers(at: &cursor)
        cursor.byte(UInt8(ascii: "}"))
    }

    /// `"01":"…","10":"…"`. A valid link has each AI once; a link read in spite of its faults may repeat
    /// one, which keeps its first position and its last value (found through an index by definition, not
    /// by comparing every pair: a line may hold thousands).
    func writeAIMembers(at cursor: inout Cursor) {
        if !hasProblems {
            for (index, element) in elements.enumerated() {
                writeAI(element, value: element.value, isFirst: index == 0, at: &cursor)
            }
        } else {
            var last = [Int](repeating: -1, count: entries.count)
            for (index, element) in elements.enumerated() { last[element.definition] = index }
            var isFirst = true
            for element in elements where last[element.definition] >= 0 {
                writeAI(element, value: elements[last[element.definition]].value, isFirst: isFirst, at: &cursor)
                isFirst = false
                last[element.definition] = -1
            }
        }
    }

    @inline(__always)
    private func writeAI(_ element: DigitalLinkScan.Element, value: Range<Int>, isFirst: Bool, at cursor: inout Cursor) {
        cursor.fragment(bytes(entry(element).aisMemberName, droppingComma: isFirst))
        writeBody(value, at: &cursor)
        cursor.byte(UInt8(ascii: "\""))
    }

    /// `[{"ai":…,"title":…,"value":…,"in":…,"date"?:…},…]`.
    func writeElements(currentYear: Int, at cursor: inout Cursor) {
        cursor.byte(UInt8(ascii: "["))
        writeElementList(currentYear: currentYear, at: &cursor)
        cursor.byte(UInt8(ascii: "]"))
    }

    /// `{"ai":…,"title":…,"value":…,"in":…,"date"?:…},…`: per element its run up to the value, the
    /// value, and what follows the value as one literal.
    func writeElementList(currentYear: Int, at cursor: inout Cursor) {
        for (index, element) in elements.enumerated() {
            let entry = entry(element)
            cursor.fragment(bytes(entry.elementHead, droppingComma: index == 0))
            writeBody(element.value, at: &cursor)
            let isPath = element.place == .path
            if entry.isDate, let date = GS1Date.date(text(element.value), currentYear: currentYear) {
                cursor.literal(isPath ? "\",\"in\":\"path\",\"date\":\"" : "\",\"in\":\"query\",\"date\":\"")
                cursor.isoDate(date)
                cursor.literal("\"}")
            } else {
                cursor.literal(isPath ? "\",\"in\":\"path\"}" : "\",\"in\":\"query\"}")
            }
        }
    }

    /// `{"name":"value",…}`: each name once, where it first appears, with its last value.
    func writeOtherQuery(at cursor: inout Cursor) {
        cursor.byte(UInt8(ascii: "{"))
        writeOtherQueryMembers(at: &cursor)
        cursor.byte(UInt8(ascii: "}"))
    }

    /// `"name":"value",…` (see `writeOtherQuery`).
    func writeOtherQueryMembers(at cursor: inout Cursor) {
        var isFirst = true
        forEachUniqueParameter { first, last in
            if !isFirst { cursor.byte(UInt8(ascii: ",")) }
            isFirst = false
            writeString(otherQuery[first].name, at: &cursor)
            cursor.byte(UInt8(ascii: ":"))
            writeString(otherQuery[last].value, at: &cursor)
        }
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
