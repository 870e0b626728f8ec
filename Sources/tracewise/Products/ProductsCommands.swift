import Shared

/// `tracewise products get|list|register|owned`.
enum ProductsCommands {
    static let linkPositional = PositionalSpec(
        "DIGITAL_LINK", help: "A GS1 Digital Link URI, compressed or not; its GTIN (01) and serial (21) are used.", optional: true)

    /// `products get`'s positional, which also takes `-`.
    static let linkOrLinesPositional = PositionalSpec(
        "DIGITAL_LINK", help: "A GS1 Digital Link URI, compressed or not; its GTIN (01) and serial (21) are used. - reads "
            + "links, GTINs or GTIN:SERIAL from standard input, one a line.", optional: true)

    /// A product, or one item of it, as the service sends it.
    static let shape = RecordShape(
        kind: "product", identity: ["gtin", "serial"],
        fields: [
            FieldSpec.text("gtin").required(), .text("serial"), .text("name"), .text("description"), .text("manufacturer"),
            .text("category"), .text("owner"), .time("registeredAt"),
        ],
        columns: [
            TableColumn("GTIN", "gtin").wrapping(), TableColumn("SERIAL", "serial").wrapping(), TableColumn("NAME", "name"),
            TableColumn("MANUFACTURER", "manufacturer"), TableColumn("CATEGORY", "category"),
        ])

    /// What `products get` prints: a product, and under `-` the line it answers (`input`). A kind of its
    /// own, so its schema is a file of its own (tracewise-product-answer.json) beside the lists'.
    static let answerShape = RecordShape(
        kind: "product answer", identity: shape.identity,
        fields: shape.fields + [
            FieldSpec("input", .text, nullable: false, help: "With -: the line this product answers, as read (absent otherwise).")
        ],
        columns: shape.columns)

    /// What a registration answers.
    static let registrationShape = RecordShape(
        kind: "registration", identity: ["gtin", "serial"],
        fields: [FieldSpec.text("status"), .text("gtin"), .text("serial"), .text("userId")],
        columns: [])

    static let spec = CommandSpec(
        "products", abstract: "Look up, list and register products.",
        subcommands: [
            CommandSpec(
                "get", abstract: "Show one product by GTIN (and serial) or by digital link.",
                options: ProductReference.optionSpecs, positionals: [linkOrLinesPositional],
                examples: [
                    Example("tracewise products get - < scanned-links.txt -o ndjson", "One answer per scanned QR code, failures included."),
                    Example("tracewise products get --gtin 09506000134352 --serial SN123", "By GTIN and serial."),
                    Example("tracewise products get 'https://id.gs1.org/01/09506000134352/21/SN123'", "By digital link."),
                ],
                resource: get),
            CommandSpec(
                "list", abstract: "List products, a page at a time or all of them.",
                options: PagingOptions.tokenSpecs,
                examples: [
                    Example("tracewise products list --all -o ndjson | jq -r .gtin", "Every product's GTIN."),
                ],
                resource: list).listing("products"),
            CommandSpec(
                "register", abstract: "Register a product (or one item of it) to a user.",
                options: [registerUser.spec] + ProductReference.optionSpecs,
                positionals: [linkPositional],
                examples: [
                    Example("tracewise products register --user u-42 'https://id.gs1.org/01/09506000134352/21/SN123'", "Register an item."),
                ],
                action: register).showing(.record, registrationShape),
            CommandSpec(
                "owned", abstract: "List the products registered to a user.",
                options: [ownerUser.spec] + PagingOptions.tokenSpecs,
                examples: [Example("tracewise products owned --user u-42 --all", "Everything user u-42 registered.")],
                resource: owned).listing("products"),
        ])

    /// One product, or with `-` one for every digital link, GTIN or `GTIN:SERIAL` on standard input.
    static let get = Resource.record(
        answerShape, service: TracewiseAPI.service,
        identifier: ResourceIdentifier(
            "DIGITAL_LINK", label: "Digital link or GTIN", lineArgument: "the line", isPathSegment: false, echoesInput: true)
    ) { call in
        // Without `-` the product comes from the command line (a link, or --gtin and --serial).
        let product = call.fromLine
            ? try ProductReference.fromLine(call.identifier ?? "", command: call.command) : try ProductReference.from(call.command)
        return ResourceRequest(["v1", "products"], query: [("gtin", product.gtin), ("serial", product.serial)])
    }.checking { command in
        let flags = command.has(ProductReference.gtinOption) || command.has(ProductReference.serialOption)
        if command.positionals.first == "-", flags {
            throw UsageError("- reads the products from standard input; leave out --gtin and --serial", commandPath: command.path)
        }
    }

    static let list = TracewiseAPI.list(shape, teaches: [TracewiseValues.product, TracewiseValues.serial, TracewiseValues.item]) { _ in
        ResourceRequest(["v1", "products", "list"])
    }

    static func register(_ context: CommandContext) async throws -> ExitCode {
        let user = context.command[registerUser]
        let product = try ProductReference.from(context.command)
        let api = try TracewiseAPI.open(context)
        var body = JSONObject()
        body["gtin"] = .string(product.gtin)
        body["serial"] = product.serial.map(JSONValue.string) ?? .null
        body["userId"] = .string(user)
        try context.output().print(try await api.post(["v1", "products", "register"], body: .object(body)))
        return .success
    }

    static let owned = TracewiseAPI.list(shape) { call in
        ResourceRequest([
            "v1", "products", "users",
            try PathSegment(call.command[ownerUser], argument: "--user", commandPath: call.command.path),
        ])
    }

    static let registerUser = OptionKey<String>.required("user", valueName: "USER_ID", help: "The user to register the product to.")
    static let ownerUser = OptionKey<String>.required("user", valueName: "USER_ID", help: "Whose products to list.")
}
