import Shared

/// `tracewise cirpass get|list`: CIRPASS digital product passports (the service's simulator endpoints).
enum CirpassCommands {
    /// A digital product passport as the simulator sends it.
    static let shape = RecordShape(
        kind: "passport", identity: ["id"],
        fields: [
            FieldSpec.text("id").required(), .text("gtin"), .text("serial"), .text("name"),
            .object("manufacturer", [.text("name"), .text("country")]), .array("materials", of: .text), .text("origin"),
            .array("lifecycle", of: .object([.text("eventType"), .time("timestamp"), .object("details")])),
            .object("warranty", [.text("ends")]), .object("repairability", [.number("score")]),
        ],
        columns: [
            TableColumn("ID", "id").wrapping(), TableColumn("NAME", "name"), TableColumn("GTIN", "gtin").wrapping(),
            TableColumn("MANUFACTURER", "manufacturer.name"), TableColumn("ORIGIN", "origin"),
            TableColumn("REPAIRABILITY", "repairability.score"),
        ])

    static let spec = CommandSpec(
        "cirpass", abstract: "Show CIRPASS digital product passports.",
        subcommands: [
            CommandSpec(
                "get", abstract: "Show one passport.",
                positionals: [PositionalSpec("ID", help: "The passport's id; - reads ids from standard input, one a line.", type: .identifier).readingStandardInput()
                    .completing(TracewiseValues.passport)],
                examples: [Example("tracewise cirpass get dpp-0001 -o json | jq .materials", "A passport's materials.")],
                resource: get),
            CommandSpec(
                "list", abstract: "List passports.",
                discussion: "The service returns one list of at most --limit passports (it does not page), "
                    + "so --all is the same as leaving --limit out.",
                options: PagingOptions.limitSpecs,
                examples: [Example("tracewise cirpass list --limit 5", "The first five passports.")],
                resource: list).listing("passports"),
        ])

    static let get = Resource.record(shape, service: TracewiseAPI.service, identifier: ResourceIdentifier(label: "Passport ID")) { call in
        ResourceRequest(["v1", "cirpass-sim", "product", try call.segment()])
    }

    /// One answer of at most `--limit` passports, under `products`.
    static let list = Resource.list(
        shape, service: TracewiseAPI.service,
        paging: .whole(.at("products", else: "no \"products\" list in the answer"), limitQuery: "limit")
    ) { _ in ResourceRequest(["v1", "cirpass-sim", "products"]) }
}
