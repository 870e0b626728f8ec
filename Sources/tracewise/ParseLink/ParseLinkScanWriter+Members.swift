import DigitalLink
import Shared

/// The members of a valid link's JSON record, written from the scan through the output cursor: each exactly
/// as `ParseLinkRecord.jsonValue` has it for the link's `ParseLinkRecord`.
extension ParseLinkScanWriter.ScannedLink {
    typealias Cursor = OutputCursor

    /// `,"gtin":"…","serial":"…"`: the SDK's names the link has values for, in
    /// `ParseLinkRecord.namedIdentifiers` order (a valid link has each AI once).
    func writeNames(at cursor: inout Cursor) {
        var slots = (-1, -1, -1, -1)
        for index in elements.indices {
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
        fragment(entry(element).namedMemberName, at: &cursor)
        writeString(element.value, at: &cursor)
    }

    /// The value of the named identifier at `slot` of `ParseLinkRecord.namedIdentifiers`, or nil.
    func namedValue(_ slot: Int) -> Range<Int>? {
        elements.first { entry($0).nameSlot == slot }?.value
    }

    /// `{"01":"…","10":"…"}`.
    func writeAIs(at cursor: inout Cursor) {
        cursor.byte(UInt8(ascii: "{"))
        for (index, element) in elements.enumerated() {
            if index > 0 { cursor.byte(UInt8(ascii: ",")) }
            fragment(entry(element).aisMemberName, at: &cursor)
            writeString(element.value, at: &cursor)
        }
        cursor.byte(UInt8(ascii: "}"))
    }

    /// `[{"ai":…,"title":…,"value":…,"in":…,"date"?:…},…]`.
    func writeElements(currentYear: Int, at cursor: inout Cursor) {
        cursor.byte(UInt8(ascii: "["))
        for (index, element) in elements.enumerated() {
            let entry = entry(element)
            if index > 0 { cursor.byte(UInt8(ascii: ",")) }
            fragment(entry.elementHead, at: &cursor)
            writeString(element.value, at: &cursor)
            switch element.place {
            case .path: cursor.literal(",\"in\":\"path\"")
            case .query: cursor.literal(",\"in\":\"query\"")
            }
            if entry.isDate,
               let date = GS1Date.date(UnsafeBufferPointer(rebasing: values[element.value]), currentYear: currentYear) {
                cursor.literal(",\"date\":\"")
                cursor.isoDate(date)
                cursor.byte(UInt8(ascii: "\""))
            }
            cursor.byte(UInt8(ascii: "}"))
        }
        cursor.byte(UInt8(ascii: "]"))
    }

    /// `{"name":"value",…}`: each name once, where it first appears, with its last value
    /// (`ParseLinkRecord.uniqueOtherQuery`).
    func writeOtherQuery(at cursor: inout Cursor) {
        cursor.byte(UInt8(ascii: "{"))
        let parameters = otherQuery, values = values
        var isFirst = true
        var unique = UniqueParameterNames()
        unique.forEach(count: parameters.count, name: { UnsafeBufferPointer(rebasing: values[parameters[$0].name]) }) { first, last in
            if !isFirst { cursor.byte(UInt8(ascii: ",")) }
            isFirst = false
            writeString(parameters[first].name, at: &cursor)
            cursor.byte(UInt8(ascii: ":"))
            writeString(parameters[last].value, at: &cursor)
        }
        cursor.byte(UInt8(ascii: "}"))
    }

    /// `"(01)…(10)…"`.
    func writeElementString(at cursor: inout Cursor) {
        cursor.byte(UInt8(ascii: "\""))
        for element in elements {
            fragment(entry(element).bracketedAI, at: &cursor)
            writeBody(element.value, at: &cursor)
        }
        cursor.byte(UInt8(ascii: "\""))
    }
}
