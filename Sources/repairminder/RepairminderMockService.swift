import Shared

/// `repairminder --mock`'s offline RepairMinder: the data set in Fixtures/repairminder/data (47 orders,
/// their devices, 14 clients, 26 tickets with their messages), answered as the service does, each list
/// narrowed by the filters the command sends and paged by `page` and `limit` (20 by default, 100 at most).
/// docs/mock-data/repairminder.md lists the data and the ids that fail on purpose. Sign-in stays in the
/// fixtures (`RepairminderMockRoutes`): its scripted accounts need no data.
enum RepairminderMockService {
    /// The signed-in mock user (`usr_17`, Mock User), whose device queue `devices queue` shows.
    static let technician = "usr_17"
    /// What creates and updates stamp.
    static let now = "2026-11-20T12:00:00Z"
    static let paging = RepairminderService.paging

    static let orders = MockCollection("orders", detailFields: ["notes", "priority", "devices", "payments"]) { _ in "Order not found" }
    static let devices = MockCollection("devices", detailFields: ["serial", "fault", "technician", "history"]) { _ in "Device not found" }
    static let clients = MockCollection("clients", detailFields: ["address", "marketing_opt_in"]) { _ in "Client not found" }
    static let tickets = MockCollection("tickets", hiddenFields: ["messages"]) { _ in "Ticket not found" }

    static var service: MockService {
        MockService(
            routes: orderRoutes + deviceRoutes + clientRoutes + ticketRoutes + RepairminderMockExtras.routes,
            dialect: Dialect(), data: BuiltinFixtures.data, troubles: MockService.standardTroubles, now: now)
    }

    static let orderRoutes = [
        orders.list(
            "/api/orders", filters: [.equals("status", field: "status"), .search("search", fields: searchedOrderFields)],
            paging: paging),
        orders.get("/api/orders/{id}"),
        orders.create("/api/orders", newID: { "ord_m\($0.zeroPadded(5))" }) { _, store in
            let number = 10482 + store.records("orders").count
            return ["reference": .string("RM-\(number)"), "status": .string("booked_in"), "device_count": .integer(0),
                    "total": .integer(0), "currency": .string("GBP")]
        },
        orders.update("/api/orders/{id}"),
    ]

    /// What `orders list --search` matches, in part and ignoring case.
    static let searchedOrderFields = ["id", "reference", "client.name", "client.email"]
    /// What `clients list --search` matches.
    static let searchedClientFields = ["id", "name", "email", "phone"]
    /// Device statuses that leave a technician's queue.
    static let finishedStatuses: Set<String> = ["collected", "cancelled", "ready_for_collection"]

    static let deviceRoutes = [
        devices.list(
            "/api/devices", filters: [.equals("status", field: "status"), .equals("order_id", field: "order_id")], paging: paging),
        devices.list("/api/devices/my-queue", paging: paging) { _, _, device in
            device.value(at: "technician.id")?.stringValue == technician
                && !finishedStatuses.contains(device["status"]?.stringValue ?? "")
        },
        devices.get("/api/devices/{id}"),
        devices.update("/api/devices/{id}"),
    ]

    static let clientRoutes = [
        clients.list("/api/clients", filters: [.search("search", fields: searchedClientFields)], paging: paging),
        clients.get("/api/clients/{id}"),
        orders.list("/api/clients/{id}/orders", paging: paging) { request, store, order throws(MockFailure) in
            let client = request[capture: "id"]
            _ = try clients.find(client, in: store)
            return order.value(at: "client.id")?.stringValue == client
        },
    ]

    static let ticketRoutes = [
        tickets.list("/api/tickets", filters: [.equals("status", field: "status")], paging: paging),
        tickets.get("/api/tickets/{id}"),
        MockRoute(.get, "/api/tickets/{id}/messages", "a ticket's messages") { request, store throws(MockFailure) in
            .data(try tickets.find(request[capture: "id"], in: store)["messages"] ?? .array([]))
        },
        MockRoute(.post, "/api/tickets/{id}/messages", "a reply, added to the ticket") { request, store throws(MockFailure) in
            try reply(request, store: store)
        },
    ]

    /// `POST /api/tickets/ID/messages`: the message sent, from the mock user, kept on the ticket.
    static func reply(_ request: MockRequest, store: MockStore) throws(MockFailure) -> MockAnswer {
        let id = request[capture: "id"]
        guard let text = try request.objectBody()["message"]?.stringValue, !text.isEmpty else {
            throw MockFailure.invalid("message is required")
        }
        let number = store.next("messages")
        return try store.change("tickets") { (table: inout JSONValue) throws(MockFailure) -> MockAnswer in
            var records = table.arrayValue ?? []
            guard let index = records.firstIndex(where: { $0["id"]?.stringValue == id }), var ticket = records[index].objectValue else {
                throw MockFailure.notFound(tickets.notFound(id))
            }
            var messages = ticket["messages"]?.arrayValue ?? []
            let message: JSONValue = .object([
                "id": .string("msg_m\(number.zeroPadded(5))"),
                "author": .object(["type": .string("staff"), "name": .string("Mock User")]),
                "message": .string(text), "created_at": .string(store.now),
            ])
            messages.append(message)
            ticket["messages"] = .array(messages)
            ticket["message_count"] = .integer(messages.count)
            ticket["updated_at"] = .string(store.now)
            records[index] = .object(ticket)
            table = .array(records)
            return .created(message)
        }
    }

    /// RepairMinder's wrapper: `{"success","data","error","message"}`.
    struct Dialect: MockDialect {
        func success(_ data: JSONValue, store: MockStore) -> JSONValue {
            .object(["success": .bool(true), "data": data, "error": .null, "message": .null])
        }

        func failure(_ failure: MockFailure, store: MockStore) -> JSONValue {
            .object(["success": .bool(false), "data": .null, "error": .string(failure.message), "message": .null])
        }
    }
}
