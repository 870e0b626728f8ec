import Shared

/// `repairminder orders list|get|create|update`.
enum OrdersCommands {
    /// An order as the service sends it; a table shows its columns, JSON, NDJSON and `--fields` every field
    /// the service sent.
    static let shape = RecordShape(
        kind: "order", identity: ["id"],
        fields: [
            FieldSpec.text("id").required(), .text("reference"),
            .text("status").known(RepairminderValues.orderStatuses, seen: RepairminderValues.orderStatus),
            .object("client", [.text("id"), .text("name"), .text("email"), .text("phone")]), .text("client_name"),
            .integer("device_count"), .money("total", currency: "currency"), .text("currency"), .time("created_at"),
            .time("updated_at"), .text("notes"), .integer("priority"),
            .array("devices", of: .object([.text("id"), .text("type"), .text("make"), .text("model"), .text("status"), .text("imei")])),
            .array("payments", of: .object([.money("amount", currency: "currency"), .text("method"), .time("paid_at")])),
        ],
        columns: [
            TableColumn("ID", "id").wrapping(), TableColumn("REFERENCE", "reference", or: "order_number"),
            TableColumn("STATUS", "status").essential(), TableColumn("CLIENT", "client.name", or: "client_name", "client"),
            TableColumn("TOTAL", "total", or: "total_price"), TableColumn("UPDATED", "updated_at", or: "updated").time(),
        ])

    static let status = OptionKey<String?>.value(
        "status", valueName: "STATUS", type: .suggested(RepairminderValues.orderStatuses),
        help: "Only orders in this status (e.g. in_repair).")
        .completing(RepairminderValues.orderStatus)
    static let search = OptionKey<String?>.value("search", valueName: "TEXT", help: "Only orders matching this text (reference, client, device).")

    static let spec = CommandSpec(
        "orders", abstract: "List, show, create and update repair orders.",
        subcommands: [
            CommandSpec(
                "list", abstract: "List orders, a page at a time or all of them.",
                options: PageNumberOptions.specs(for: RepairminderService.paging) + [status.spec, search.spec],
                examples: [
                    Example("repairminder orders list --status in_repair", "Orders in repair, first page."),
                    Example("repairminder orders list --all -o ndjson | jq -r .reference", "Every order's reference."),
                    Example("repairminder orders list --status in_repair --watch", "Keep the queue open; changes stream in."),
                ],
                resource: list).listing("orders"),
            CommandSpec(
                "get", abstract: "Show one order, or with - one for every id on standard input.",
                positionals: [RepairminderAPI.idsPositional.completing(RepairminderValues.order)],
                examples: [
                    Example("repairminder orders get ord_8d2f41", "The order, as JSON."),
                    Example("repairminder orders get ord_8d2f41 --until status=ready_for_collection", "Wait until it is ready."),
                ],
                resource: get),
            CommandSpec(
                "create", abstract: "Create an order from a JSON body.",
                discussion: "The body is --data (a JSON object, @FILE or -) with any --set KEY=VALUE applied on top; "
                    + "keys are the service's own snake_case names.",
                options: JSONBodyOptions.specs,
                examples: [
                    Example("repairminder orders create --set client_id=cli_3a91 --set device.type=phone --set 'notes=Cracked screen'", "From fields."),
                    Example("repairminder orders create --data @order.json --set priority=2", "From a file, with one field changed."),
                ],
                action: create).showing(.record, shape),
            CommandSpec(
                "update", abstract: "Change fields of an order.", options: JSONBodyOptions.specs,
                positionals: [RepairminderAPI.idPositional.completing(RepairminderValues.order)],
                examples: [Example("repairminder orders update ord_8d2f41 --set status=ready_for_collection", "Mark it ready.")],
                action: update).showing(.record, shape),
        ])

    static let list = RepairminderAPI.list(shape, teaches: [RepairminderValues.order, RepairminderValues.orderStatus]) { call in
        ResourceRequest(["orders"], query: [("status", call.command[status]), ("search", call.command[search])])
    }

    static let get = RepairminderAPI.record(shape, "orders", label: "Order ID")

    static func create(_ context: CommandContext) async throws -> ExitCode {
        try await RepairminderAPI.write(context, .post, ["orders"], shape: shape)
    }

    static func update(_ context: CommandContext) async throws -> ExitCode {
        let id = try RepairminderAPI.idSegment(context)
        return try await RepairminderAPI.write(context, .patch, ["orders", id], shape: shape)
    }
}
