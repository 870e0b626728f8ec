import Shared

/// `tracewise products get|list|register|owned`.
enum ProductsCommands {
    static let linkPositional = PositionalSpec(
        "DIGITAL_LINK", help: "A GS1 Digital Link URI; its GTIN (01) and serial (21) are used.", optional: true)

    /// `products get`'s positional, which also takes `-`.
    static let linkOrLinesPositional = PositionalSpec(
        "DIGITAL_LINK", help: "A GS1 Digital Link URI; its GTIN (01) and serial (21) are used. - reads links, GTINs or "
            + "GTIN:SERIAL from standard input, one a line.", optional: true)

    /// What a product row shows in a table; every field the service sent is in JSON/NDJSON.
    static let columns = [
        TableColumn("GTIN", "gtin").wrapping(), TableColumn("SERIAL", "serial").wrapping(), TableColumn("NAME", "name"),
        TableColumn("MANUFACTURER", "manufacturer"), TableColumn("CATEGORY", "category"),
    ]

    /// A product's fields as the service sends them, beyond the columns': what `--fields` may name with `-`.
    static let recordFields = ["gtin", "serial", "name", "description", "manufacturer", "category", "owner", "registeredAt"]

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
                action: get).watchable(record: true),
            CommandSpec(
                "list", abstract: "List products, a page at a time or all of them.",
                options: PagingOptions.tokenSpecs,
                examples: [
                    Example("tracewise products list --all -o ndjson | jq -r .gtin", "Every product's GTIN."),
                ],
                action: list).listing("products").watchable(),
            CommandSpec(
                "register", abstract: "Register a product (or one item of it) to a user.",
                options: [registerUser.spec] + ProductReference.optionSpecs,
                positionals: [linkPositional],
                examples: [
                    Example("tracewise products register --user u-42 'https://id.gs1.org/01/09506000134352/21/SN123'", "Register an item."),
                ],
                action: register),
            CommandSpec(
                "owned", abstract: "List the products registered to a user.",
                options: [ownerUser.spec] + PagingOptions.tokenSpecs,
                examples: [Example("tracewise products owned --user u-42 --all", "Everything user u-42 registered.")],
                action: owned).listing("products").watchable(),
        ])

    /// One product, or with `-` one for every digital link, GTIN or `GTIN:SERIAL` on standard input.
    static func get(_ context: CommandContext) async throws -> ExitCode {
        let command = context.command
        let fromLines = command.positionals.first == "-"
        if let link = command.positionals.first, let problem = PathSegment.lengthProblem(with: link) {
            throw UsageError("DIGITAL_LINK \(problem)", commandPath: command.path)
        }
        let given = fromLines ? nil : try ProductReference.from(command)
        if fromLines, command.has(ProductReference.gtinOption) || command.has(ProductReference.serialOption) {
            throw UsageError("- reads the products from standard input; leave out --gtin and --serial", commandPath: command.path)
        }
        let plan = try WatchPlan.of(context)
        let api = try TracewiseAPI.open(context)
        if let plan, let given {
            return try await LiveRecord.run(context, plan: plan) {
                try await api.get(["v1", "products"], query: [("gtin", given.gtin), ("serial", given.serial)])
            }
        }
        // Without `-` the product comes from the command line, and the identifier is not read.
        return try await IdentifierLines.run(
            context, identifier: fromLines ? "-" : "", label: "Digital link or GTIN", argument: "the line", columns: columns,
            fields: recordFields
        ) { line in
            let product = try given ?? ProductReference.fromLine(line, command: command)
            return try await api.get(["v1", "products"], query: [("gtin", product.gtin), ("serial", product.serial)])
        }
    }

    static func list(_ context: CommandContext) async throws -> ExitCode {
        let api = try TracewiseAPI.open(context)
        return try await TracewiseListing.run(context, columns: columns, identity: ["gtin", "serial"], host: api.session.host) { paging in
            try await api.page(["v1", "products", "list"], paging: paging)
        }
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

    static func owned(_ context: CommandContext) async throws -> ExitCode {
        let owner = try PathSegment(context.command[ownerUser], argument: "--user", commandPath: context.command.path)
        let api = try TracewiseAPI.open(context)
        return try await TracewiseListing.run(context, columns: columns, identity: ["gtin", "serial"], host: api.session.host) { paging in
            try await api.page(["v1", "products", "users", owner], paging: paging)
        }
    }

    static let registerUser = OptionKey<String>.required("user", valueName: "USER_ID", help: "The user to register the product to.")
    static let ownerUser = OptionKey<String>.required("user", valueName: "USER_ID", help: "Whose products to list.")
}
