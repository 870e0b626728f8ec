import Shared

/// `tracewise events add|list`.
enum EventsCommands {
    /// A lifecycle event as the service sends it (EPCIS).
    static let shape = RecordShape(
        kind: "event", identity: ["id"],
        fields: [
            FieldSpec.text("id").required(), .text("gtin"), .text("serial"), .text("type"), .text("action"), .text("bizStep"),
            .text("disposition"), .time("when"), .text("readPoint"), .text("bizLocation"),
        ],
        columns: [
            TableColumn("WHEN", "when").time(), TableColumn("BIZ STEP", "bizStep"), TableColumn("ACTION", "action"),
            TableColumn("DISPOSITION", "disposition"), TableColumn("READ POINT", "readPoint").keepingEnd(), TableColumn("ID", "id").wrapping(),
        ])

    static let spec = CommandSpec(
        "events", abstract: "Record and list a product's lifecycle events.",
        subcommands: [
            CommandSpec(
                "add", abstract: "Record a lifecycle event, or one per line of an NDJSON file.",
                discussion: "From flags: one event, printed as the service's answer {id, status, epcisUrn}. "
                    + "With --input FILE|-: one event JSON object per line, posted one after another in file order "
                    + "(a product's history is a sequence), one result line per input line: {line, id, status, "
                    + "epcisUrn} or {line, status: \"error\", error, code}. Fields a line leaves out get the same "
                    + "defaults as the flags. A line that is not a usable event, or that the service rejects (4xx), "
                    + "gets an error line and the rest go on; exit 65 if any line was malformed, else 1 if any was "
                    + "rejected. A failure that would fail every line (no connection, not signed in) stops at once; "
                    + "the lines before it were written. Events are never re-sent after reaching the service.",
                options: ProductReference.optionSpecs + EventsAddCommand.optionSpecs,
                positionals: [ProductsCommands.linkPositional],
                examples: [
                    Example(
                        "tracewise events add 'https://id.gs1.org/01/09506000134352/21/SN123' --biz-step shipping --read-point urn:epc:id:sgln:9506000.00001.0",
                        "Record a shipping event now."),
                    Example("tracewise events add --input events.ndjson -o ndjson", "Post every event in a file."),
                ],
                action: EventsAddCommand.run)
                // Not a resource: a create, of one event or of one a line of --input (a batch, whose lines may
                // be error records); only its answer is declared.
                .showing(.record, EventsAddCommand.shape, errorRecords: true),
            CommandSpec(
                "list", abstract: "List one item's lifecycle events.",
                options: ProductReference.optionSpecs + PagingOptions.tokenSpecs,
                positionals: [
                    PositionalSpec("ID", help: "GTIN:SERIAL, or a GS1 Digital Link URI with a serial (21).", optional: true)
                        .completing(TracewiseValues.item),
                ],
                examples: [
                    Example("tracewise events list 09506000134352:SN123", "By ID."),
                    Example("tracewise events list 'https://id.gs1.org/01/09506000134352/21/SN123' --all -o ndjson", "Every event, by link."),
                    Example("tracewise events list 09506000134352:SN123 --all --watch", "New events as they arrive."),
                ],
                resource: list).listing("events"),
        ])

    static let list = TracewiseAPI.list(shape) { call in
        let command = call.command
        let product = try ProductReference.from(command, serialRequired: true, acceptsID: true)
        // The serial is one path segment: `..` would list another resource's events.
        let serialArgument = command.has(ProductReference.serialOption) ? "--serial" : "the serial"
        return ResourceRequest([
            "v1", "events", try PathSegment(product.gtin, argument: "the GTIN", commandPath: command.path),
            try PathSegment(product.serial ?? "", argument: serialArgument, commandPath: command.path),
        ])
    }
}
