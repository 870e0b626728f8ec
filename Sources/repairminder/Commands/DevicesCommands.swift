import Shared

/// `repairminder devices list|get|update|queue`.
enum DevicesCommands {
    static let columns = [
        TableColumn("ID", "id").wrapping(), TableColumn("ORDER", "order_id", or: "order.reference", "order.id", "order"),
        TableColumn("STATUS", "status").essential(), TableColumn("TYPE", "type", or: "device_type", "category"),
        TableColumn("UPDATED", "updated_at", or: "updated").time(),
    ]

    /// The top-level fields of a record as the service sends it, beyond the columns': what `--fields`
    /// may name with `-` before any line is answered.
    static let recordFields = [
        "id", "order_id", "status", "type", "make", "model", "updated_at", "serial", "imei", "fault", "technician",
        "history",
    ]

    static let status = OptionKey<String?>.value("status", valueName: "STATUS", help: "Only devices in this status.")
        .completing(RepairminderValues.deviceStatus)
    static let order = OptionKey<String?>.value("order", valueName: "ID", help: "Only the devices of this order.")
        .completing(RepairminderValues.order)

    static let spec = CommandSpec(
        "devices", abstract: "List, show and update devices, and your work queue.",
        subcommands: [
            CommandSpec(
                "list", abstract: "List devices, a page at a time or all of them.",
                options: RepairminderListing.options + [status.spec, order.spec],
                examples: [Example("repairminder devices list --order ord_8d2f41", "The devices of one order.")],
                action: list).listing("devices").watchable(),
            CommandSpec(
                "get", abstract: "Show one device, or with - one for every id on standard input.",
                positionals: [RepairminderAPI.idsPositional.completing(RepairminderValues.device)],
                examples: [Example("repairminder devices get dev_51c2", "The device, as JSON.")],
                action: get).watchable(record: true),
            CommandSpec(
                "update", abstract: "Change fields of a device.", options: JSONBodyOptions.specs,
                positionals: [RepairminderAPI.idPositional.completing(RepairminderValues.device)],
                examples: [
                    Example("repairminder devices update dev_51c2 --set status=repaired --set 'notes=New screen fitted'", "Record a repair."),
                ],
                action: update),
            CommandSpec(
                "queue", abstract: "The devices assigned to you.", options: RepairminderListing.options,
                examples: [Example("repairminder devices queue --all -o csv > queue.csv", "Your whole queue as CSV.")],
                action: queue).listing("queued devices").watchable(),
        ])

    static func list(_ context: CommandContext) async throws -> ExitCode {
        try await RepairminderListing.run(
            context, ["devices"], filters: [("status", context.command[status]), ("order_id", context.command[order])],
            columns: columns)
    }

    static func get(_ context: CommandContext) async throws -> ExitCode {
        try await RepairminderAPI.showEach(context, label: "Device ID", columns: columns, fields: recordFields) { id in
            (["devices", try PathSegment(id, argument: "ID")], [])
        }
    }

    static func update(_ context: CommandContext) async throws -> ExitCode {
        let id = try RepairminderAPI.idSegment(context)
        return try await RepairminderAPI.write(context, .patch, ["devices", id])
    }

    static func queue(_ context: CommandContext) async throws -> ExitCode {
        try await RepairminderListing.run(context, ["devices", "my-queue"], columns: columns)
    }
}
