import Shared

/// How `tracewise --mock`'s data changes from poll to poll of `--watch` (docs/mock-data/tracewise.md),
/// the same in every run: at poll N (the first is N = 1, unchanged) an item's `events list` ends with
/// N − 1 new events, `evt_w0001` …, an inspection at the item's first read point, one minute apart
/// from 12:01 on 2026-11-20. Products, passports and `health` (ok) stay as they are.
enum TracewiseMockChanges {
    static let changes = MockChanges { request, body, poll in
        guard poll > 1, let segments = MockPollQuery(request).segments(after: "/api/v1/events"), segments.count == 2,
              var page = body.objectValue, var items = page["items"]?.arrayValue
        else { return body }
        // New events are the newest: they belong on the last page, after every event already there.
        if let next = page["nextPageToken"], next != .null, next != .string("") { return body }
        let readPoint = items.first?["readPoint"] ?? .string("urn:epc:id:sgln:9506000.13435.0")
        for number in 1..<poll {
            items.append(.object([
                "id": .string("evt_w\(number.zeroPadded(4))"), "gtin": .string(segments[0]), "serial": .string(segments[1]),
                "type": .string("ObjectEvent"), "action": .string("OBSERVE"), "bizStep": .string("inspecting"),
                "disposition": .string("active"), "when": .string("2026-11-20T12:\(number.zeroPadded(2)):00Z"),
                "readPoint": readPoint, "bizLocation": readPoint,
            ]))
        }
        page["items"] = .array(items)
        if let total = page["totalCount"]?.intValue { page["totalCount"] = .integer(total + poll - 1) }
        return .object(page)
    }
}
