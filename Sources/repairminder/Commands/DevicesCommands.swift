import Shared

/// `repairminder devices list|get|update|queue`.
enum DevicesCommands {
    /// A device as the service sends it.
    static let shape = RecordShape(
        kind: "device", identity: ["id"],
        fields: [
            FieldSpec.text("id").required(), .text("order_id"), .text("status"), .text("type"), .text("make"), .text("model"),
            .time("updated_at"), .text("serial"), .text("imei"), .text("fault"),
            .object("technician", [.text("id"), .text("name")]),
            .array("history", of: .object([.text("status"), .time("at")])),
        ],
        columns: [
            TableColumn("ID", "id").wrapping(), TableColumn("ORDER", "order_id", or: "order.reference", "order.id", "order"),
            TableColumn("STATUS", "status").essential(), TableColumn("TYPE", "type", or: "device_type", "category"),
            TableColumn("UPDATED", "updated_at", or: "updated").time(),
        ])

    static let status = OptionKey<String?>.value("status", valueName: "STATUS", help: "Only devices in this status.")
        .completing(RepairminderValues.deviceStatus)
    static let order = OptionKey<String?>.value("order", valueName: "ID", help: "Only the devices of this order.")
        .completing(RepairminderValues.order)

    static let spec = CommandSpec(
        "devices", abstract: "List, show and update devices, and your work queue.",
        subcommands: [
            CommandSpec(
                "list", abstract: "List devices, a page at a time or all of them.",
                options: PageNumberOptions.specs(for: RepairminderService.paging) + [status.spec, order.spec],
                examples: [Example("repairminder devices list --order ord_8d2f41", "The devices of one order.")],
                resource: list).listing("devices"),
            CommandSpec(
                "get", abstract: "Show one device, or with - one for every id on standard input.",
                positionals: [RepairminderAPI.idsPositional.completing(RepairminderValues.device)],
                examples: [Example("repairminder devices get dev_51c2", "The device, as JSON.")],
                resource: get),
            CommandSpec(
                "update", abstract: "Change fields of a device.", options: JSONBodyOptions.specs,
                positionals: [RepairminderAPI.idPositional.completing(RepairminderValues.device)],
                examples: [
                    Example("repairminder devices update dev_51c2 --set status=repaired --set 'notes=New screen fitted'", "Record a repair."),
                ],
                action: update).showing(.record, shape),
            CommandSpec(
                "queue", abstract: "The devices assigned to you.", options: PageNumberOptions.specs(for: RepairminderService.paging),
                examples: [Example("repairminder devices queue --all -o csv > queue.csv", "Your whole queue as CSV.")],
                resource: queue).listing("queued devices"),
        ])

    static let list = RepairminderAPI.list(shape, teaches: [RepairminderValues.device, RepairminderValues.deviceStatus]) { call in
        ResourceRequest(["devices"], query: [("status", call.command[status]), ("order_id", call.command[order])])
    }

    static let get = RepairminderAPI.record(shape, "devices", label: "Device ID")

    static func update(_ context: CommandContext) async throws -> ExitCode {
        let id = try RepairminderAPI.idSegment(context)
        return try await RepairminderAPI.write(context, .patch, ["devices", id], shape: shape)
    }

    static let queue = RepairminderAPI.list(shape) { _ in ResourceRequest(["devices", "my-queue"]) }
}
