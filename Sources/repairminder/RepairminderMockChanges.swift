import Shared

/// How `repairminder --mock`'s data changes from poll to poll of `--watch` and `--until`
/// (docs/mock-data/repairminder.md), the same in every run. At poll N (the first is N = 1, unchanged):
/// - the order `ord_8d2f41` (in_repair at first) has moved N − 1 steps along booked_in → awaiting_parts →
///   in_repair → ready_for_collection → collected, where it stays, wherever it is shown: `orders get`,
///   `orders list`, `clients orders`; its `updated_at` is the poll's minute after 12:00 on 2026-11-20;
/// - the first page of `orders list` starts with N − 1 new orders, `ord_w00001` … (booked_in), newest
///   first, unless a `--search` or a `--status` other than booked_in leaves them out; the page keeps its
///   `--limit`, so its last rows make room (removed rows); a `--status` the moved order no longer has
///   leaves it out (a removed row);
/// - `tickets messages` ends with N − 1 new messages from the ticket's client, `msg_w00001` …;
/// - `dashboard stats` counts them: orders created and open, and devices received, N − 1 more (the new
///   orders, a device each); orders completed and devices repaired 1 more, and open 1 fewer, from poll 3,
///   when the moving order is collected; so a watched card's sparklines have something to draw.
enum RepairminderMockChanges {
    static let movingOrder = "ord_8d2f41"
    static let statuses = RepairminderValues.orderStatuses

    static let changes = MockChanges { request, body, poll in
        guard poll > 1, var envelope = body.objectValue, let data = envelope["data"] else { return body }
        let query = MockPollQuery(request)
        guard let segments = query.segments(after: "/api") else { return body }
        var changed = moved(data, steps: poll - 1)
        if segments == ["orders"], (query.items["page"] ?? "1") == "1" {
            changed = withNewOrders(changed, count: poll - 1, query: query)
        }
        if segments.count == 3, segments[0] == "tickets", segments[2] == "messages" {
            changed = withNewMessages(changed, count: poll - 1)
        }
        if segments == ["dashboard", "stats"] {
            changed = withNewStats(changed, poll: poll)
        }
        envelope["data"] = changed
        return .object(envelope)
    }

    /// `value` with the moving order, wherever it is (the record, or an item of a list), `steps` further on.
    static func moved(_ value: JSONValue, steps: Int) -> JSONValue {
        if var object = value.objectValue {
            if object["id"]?.stringValue == movingOrder, let status = object["status"]?.stringValue,
               let index = statuses.firstIndex(of: status) {
                // Once collected it stays as it is, its time of change included.
                let taken = min(steps, statuses.count - 1 - index)
                guard taken > 0 else { return value }
                object["status"] = .string(statuses[index + taken])
                object["updated_at"] = .string("2026-11-20T12:\(taken.zeroPadded(2)):00Z")
                return .object(object)
            }
            if let items = object["items"]?.arrayValue {
                object["items"] = .array(items.map { moved($0, steps: steps) })
                return .object(object)
            }
        }
        return value
    }

    /// A list page with the new orders first, and without the records its `status` filter now excludes.
    static func withNewOrders(_ data: JSONValue, count: Int, query: MockPollQuery) -> JSONValue {
        guard var page = data.objectValue, var items = page["items"]?.arrayValue else { return data }
        let status = query.items["status"]
        if let status { items.removeAll { $0["status"]?.stringValue != status } }
        if query.items["search"] == nil, status == nil || status == "booked_in" {
            let arrived: [JSONValue] = (1...max(count, 1)).reversed().map { number in
                .object([
                    "id": .string("ord_w\(number.zeroPadded(5))"), "reference": .string("RM-\(20000 + number)"),
                    "status": .string("booked_in"), "client": .object(["id": .string("cli_3a91"), "name": .string("Ann Example")]),
                    "device_count": .integer(1), "total": .integer(0), "currency": .string("GBP"),
                    "created_at": .string("2026-11-20T12:\(number.zeroPadded(2)):00Z"),
                    "updated_at": .string("2026-11-20T12:\(number.zeroPadded(2)):00Z"),
                ])
            }
            // The page keeps its size: the oldest rows of it make room (they show as removed).
            let limit = query.items["limit"].flatMap { Int($0) } ?? 20
            items = Array((arrived + items).prefix(max(limit, 1)))
        }
        page["items"] = .array(items)
        return .object(page)
    }

    /// The dashboard's figures with the orders that arrived and the one collected by poll `poll` counted.
    static func withNewStats(_ data: JSONValue, poll: Int) -> JSONValue {
        let collected = poll >= 3 ? 1 : 0
        let added = [
            ("orders", "created", poll - 1), ("orders", "open", poll - 1 - collected), ("devices", "received", poll - 1),
            ("orders", "completed", collected), ("devices", "repaired", collected),
        ]
        guard var stats = data.objectValue else { return data }
        for (group, figure, more) in added {
            guard var figures = stats[group]?.objectValue, let value = figures[figure]?.intValue else { continue }
            figures[figure] = .integer(value + more)
            stats[group] = .object(figures)
        }
        return .object(stats)
    }

    /// A ticket's messages with `count` more from its client at the end.
    static func withNewMessages(_ data: JSONValue, count: Int) -> JSONValue {
        let wrapped = data["items"] != nil
        var messages = (data["items"] ?? data).arrayValue ?? []
        let client = messages.first { $0.value(at: "author.type")?.stringValue == "client" }?.value(at: "author.name")
        for number in 1...max(count, 1) {
            messages.append(.object([
                "id": .string("msg_w\(number.zeroPadded(5))"),
                "author": .object(["type": .string("client"), "name": client ?? .string("Client")]),
                "message": .string("Any news? (message \(number) while you watch)"),
                "created_at": .string("2026-11-20T12:\(number.zeroPadded(2)):00Z"),
            ]))
        }
        guard wrapped, var object = data.objectValue else { return .array(messages) }
        object["items"] = .array(messages)
        return .object(object)
    }
}
