import Shared

/// `repairminder clients list|get|orders`.
enum ClientsCommands {
    /// A client as the service sends it.
    static let shape = RecordShape(
        kind: "client", identity: ["id"],
        fields: [
            FieldSpec.text("id").required(), .text("name"), .text("full_name"), .text("email"), .text("phone"),
            .text("phone_number"), .time("created_at"), .integer("order_count"),
            .object("address", [.text("line1"), .text("city"), .text("postcode")]), .boolean("marketing_opt_in"),
        ],
        columns: [
            TableColumn("ID", "id").wrapping(), TableColumn("NAME", "name", or: "full_name"), TableColumn("EMAIL", "email"),
            TableColumn("PHONE", "phone", or: "phone_number"),
        ])

    static let search = OptionKey<String?>.value("search", valueName: "TEXT", help: "Only clients matching this text (name, email, phone).")

    static let spec = CommandSpec(
        "clients", abstract: "List and show clients, and a client's orders.",
        subcommands: [
            CommandSpec(
                "list", abstract: "List clients, a page at a time or all of them.",
                options: PageNumberOptions.specs(for: RepairminderService.paging) + [search.spec],
                examples: [Example("repairminder clients list --search ann", "Clients matching 'ann'.")],
                resource: list).listing("clients"),
            CommandSpec(
                "get", abstract: "Show one client, or with - one for every id on standard input.",
                positionals: [RepairminderAPI.idsPositional.completing(RepairminderValues.client)],
                examples: [Example("repairminder clients get cli_3a91", "The client, as JSON.")],
                resource: get),
            CommandSpec(
                "orders", abstract: "List a client's orders.", options: PageNumberOptions.specs(for: RepairminderService.paging),
                positionals: [RepairminderAPI.idPositional.completing(RepairminderValues.client)],
                examples: [Example("repairminder clients orders cli_3a91 --all", "Every order of one client.")],
                resource: orders).listing("orders"),
        ])

    static let list = RepairminderAPI.list(shape, teaches: [RepairminderValues.client]) { call in
        ResourceRequest(["clients"], query: [("search", call.command[search])])
    }

    static let get = RepairminderAPI.record(shape, "clients", label: "Client ID")

    static let orders = RepairminderAPI.list(OrdersCommands.shape) { call in
        ResourceRequest(["clients", try call.segment(), "orders"])
    }
}
