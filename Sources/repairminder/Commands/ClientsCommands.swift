import Shared

/// `repairminder clients list|get|orders`.
enum ClientsCommands {
    static let columns = [
        TableColumn("ID", "id").wrapping(), TableColumn("NAME", "name", or: "full_name"), TableColumn("EMAIL", "email"),
        TableColumn("PHONE", "phone", or: "phone_number"),
    ]

    /// The top-level fields of a record as the service sends it, beyond the columns': what `--fields`
    /// may name with `-` before any line is answered.
    static let recordFields = [
        "id", "name", "email", "phone", "created_at", "order_count", "address", "marketing_opt_in",
    ]

    static let search = OptionKey<String?>.value("search", valueName: "TEXT", help: "Only clients matching this text (name, email, phone).")

    static let spec = CommandSpec(
        "clients", abstract: "List and show clients, and a client's orders.",
        subcommands: [
            CommandSpec(
                "list", abstract: "List clients, a page at a time or all of them.",
                options: RepairminderListing.options + [search.spec],
                examples: [Example("repairminder clients list --search ann", "Clients matching 'ann'.")],
                action: list).listing("clients").watchable(),
            CommandSpec(
                "get", abstract: "Show one client, or with - one for every id on standard input.",
                positionals: [RepairminderAPI.idsPositional.completing(RepairminderValues.client)],
                examples: [Example("repairminder clients get cli_3a91", "The client, as JSON.")],
                action: get).watchable(record: true),
            CommandSpec(
                "orders", abstract: "List a client's orders.", options: RepairminderListing.options,
                positionals: [RepairminderAPI.idPositional.completing(RepairminderValues.client)],
                examples: [Example("repairminder clients orders cli_3a91 --all", "Every order of one client.")],
                action: orders).listing("orders").watchable(),
        ])

    static func list(_ context: CommandContext) async throws -> ExitCode {
        try await RepairminderListing.run(context, ["clients"], filters: [("search", context.command[search])], columns: columns)
    }

    static func get(_ context: CommandContext) async throws -> ExitCode {
        try await RepairminderAPI.showEach(context, label: "Client ID", columns: columns, fields: recordFields) { id in
            (["clients", try PathSegment(id, argument: "ID")], [])
        }
    }

    static func orders(_ context: CommandContext) async throws -> ExitCode {
        let id = try RepairminderAPI.idSegment(context)
        return try await RepairminderListing.run(context, ["clients", id, "orders"], columns: OrdersCommands.columns)
    }
}
