import Shared

/// What repairminder's answers teach completion: the ids of orders, devices, clients and tickets, each
/// with a line that says which record it is (`ord_8d2f41  RM-10482 Ann Example in_repair`), and the
/// statuses seen on each kind of record, beside the fixed ones the commands declare.
///
/// Records are read where they are: a list's items, a single record, and the clients and devices an order
/// holds. The kind is the one the command declared for its answer (`HTTPRequest.recordKind`: a client's
/// orders are orders); the lookup and dashboard answers, messages and settings hold none of these.
enum RepairminderValues {
    static let order = ValueKind("order")
    static let device = ValueKind("device")
    static let client = ValueKind("client")
    static let ticket = ValueKind("ticket")
    static let orderStatus = ValueKind("order-status")
    static let deviceStatus = ValueKind("device-status")
    static let ticketStatus = ValueKind("ticket-status")

    /// An order's documented statuses, in the order an order moves through them (docs/repairminder.md);
    /// others the service sends (`cancelled`) are known once seen.
    static let orderStatuses = ["booked_in", "awaiting_parts", "in_repair", "ready_for_collection", "collected"]
    static let ticketStatuses = ["open", "pending", "closed"]

    /// The values of an answer to `request` (`ServiceDefinition.seenValues`).
    static func seen(_ request: HTTPRequest, _ payload: JSONValue) -> [SeenValue] {
        let read: ((JSONValue) -> [SeenValue])? = switch request.recordKind {
        case OrdersCommands.shape.kind: orderValues
        case DevicesCommands.shape.kind: deviceValues
        case ClientsCommands.shape.kind: { clientValues($0) }
        case TicketsCommands.shape.kind: ticketValues
        default: nil
        }
        guard let read else { return [] }
        return SeenValue.records(in: payload).flatMap(read)
    }

    static func orderValues(_ record: JSONValue) -> [SeenValue] {
        var values = [
            SeenValue(order, record["id"], label: SeenValue.label(record, ["reference", "client.name", "client_name", "status"])),
            SeenValue(orderStatus, record["status"]),
        ].compactMap { $0 }
        if let client = record["client"], client.objectValue != nil { values += clientValues(client) }
        values += (record["devices"]?.arrayValue ?? []).flatMap(deviceValues)
        return values
    }

    static func deviceValues(_ record: JSONValue) -> [SeenValue] {
        [
            SeenValue(device, record["id"], label: SeenValue.label(record, ["make", "model", "status"])),
            SeenValue(deviceStatus, record["status"]),
        ].compactMap { $0 }
    }

    /// A client's id and name: no email or phone number is kept.
    static func clientValues(_ record: JSONValue) -> [SeenValue] {
        [SeenValue(client, record["id"], label: SeenValue.label(record, ["name"]))].compactMap { $0 }
    }

    static func ticketValues(_ record: JSONValue) -> [SeenValue] {
        [
            SeenValue(ticket, record["id"], label: SeenValue.label(record, ["subject", "title", "status"])),
            SeenValue(ticketStatus, record["status"]),
        ].compactMap { $0 }
    }
}
