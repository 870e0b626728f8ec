import Shared

/// What repairminder's answers teach completion: the ids of orders, devices, clients and tickets, each
/// with a line that says which record it is (`ord_8d2f41  RM-10482 Ann Example in_repair`), and the
/// statuses seen on each kind of record, beside the fixed ones the commands declare.
///
/// Records are read where they are: a list's items, a single record, and the clients and devices an order
/// holds. The kind is the path's last collection (`/api/clients/ID/orders` holds orders); the lookup and
/// dashboard answers, messages and settings hold none of these.
enum RepairminderValues {
    static let order = ValueKind("order")
    static let device = ValueKind("device")
    static let client = ValueKind("client")
    static let ticket = ValueKind("ticket")
    static let orderStatus = ValueKind("order-status")
    static let deviceStatus = ValueKind("device-status")
    static let ticketStatus = ValueKind("ticket-status")

    /// The values of an answer to `request` (`ServiceDefinition.seenValues`).
    static func seen(_ request: HTTPRequest, _ payload: JSONValue) -> [SeenValue] {
        let segments = request.url.path.split(separator: "/").map(String.init)
        guard segments.first == "api", segments.count >= 2 else { return [] }
        let rest = segments.dropFirst()
        // An odd count ends with a collection (a list); an even one with a record's id.
        let collection = rest.count % 2 == 1 ? rest.last! : rest[rest.endIndex - 2]
        let read: ((JSONValue) -> [SeenValue])? = switch collection {
        case "orders": orderValues
        case "devices": deviceValues
        case "clients": { clientValues($0) }
        case "tickets": ticketValues
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

    /// One page of a kind's list for live completion (`ToolDefinition.completionListing`); the answer
    /// feeds the store as every answer does.
    static func list(_ kind: ValueKind, _ context: CommandContext) async throws -> Bool {
        let collection: PathSegment? = switch kind {
        case order, orderStatus: "orders"
        case device, deviceStatus: "devices"
        case client: "clients"
        case ticket, ticketStatus: "tickets"
        default: nil
        }
        guard let collection else { return false }
        let api = try RepairminderAPI.open(context)
        _ = try await api.get([collection], query: [("page", "1"), ("limit", "50")])
        return true
    }
}
