import Shared

/// `tracewise cirpass get|list`: CIRPASS digital product passports (the service's simulator endpoints).
enum CirpassCommands {
    static let columns = [
        TableColumn("ID", "id").wrapping(), TableColumn("NAME", "name"), TableColumn("GTIN", "gtin").wrapping(),
        TableColumn("MANUFACTURER", "manufacturer.name"), TableColumn("ORIGIN", "origin"),
        TableColumn("REPAIRABILITY", "repairability.score"),
    ]

    /// A passport's fields as the service sends them, beyond the columns': what `--fields` may name with `-`.
    static let recordFields = [
        "id", "gtin", "serial", "name", "manufacturer", "materials", "origin", "lifecycle", "warranty", "repairability",
    ]

    static let spec = CommandSpec(
        "cirpass", abstract: "Show CIRPASS digital product passports.",
        subcommands: [
            CommandSpec(
                "get", abstract: "Show one passport.",
                positionals: [PositionalSpec("ID", help: "The passport's id; - reads ids from standard input, one a line.", type: .identifier).readingStandardInput()
                    .completing(TracewiseValues.passport)],
                examples: [Example("tracewise cirpass get dpp-0001 -o json | jq .materials", "A passport's materials.")],
                action: get).watchable(record: true),
            CommandSpec(
                "list", abstract: "List passports.",
                discussion: "The service returns one list of at most --limit passports (it does not page), "
                    + "so --all is the same as leaving --limit out.",
                options: PagingOptions.limitSpecs,
                examples: [Example("tracewise cirpass list --limit 5", "The first five passports.")],
                action: list).listing("passports").watchable(),
        ])

    static func get(_ context: CommandContext) async throws -> ExitCode {
        let command = context.command
        guard let id = command.positionals.first else {
            throw UsageError("missing argument ID", commandPath: command.path)
        }
        // Refused before the session opens: an empty id or `..` would name another resource.
        if id != "-" { _ = try PathSegment(id, argument: "ID", commandPath: command.path) }
        let plan = try WatchPlan.of(context)
        let api = try TracewiseAPI.open(context)
        if let plan {
            let segment = try PathSegment(id, argument: "ID", commandPath: command.path)
            return try await LiveRecord.run(context, plan: plan) { try await api.get(["v1", "cirpass-sim", "product", segment]) }
        }
        return try await IdentifierLines.run(
            context, identifier: id, label: "Passport ID", columns: columns, fields: recordFields
        ) { id in
            try await api.get(["v1", "cirpass-sim", "product", try PathSegment(id, argument: "ID", commandPath: command.path)])
        }
    }

    static func list(_ context: CommandContext) async throws -> ExitCode {
        let options = PagingOptions(context.command)
        let plan = try WatchPlan.of(context)
        let api = try TracewiseAPI.open(context)
        let fetch: @Sendable () async throws -> [JSONValue] = {
            let answer = try await api.get(["v1", "cirpass-sim", "products"], query: [("limit", options.limit.map(String.init))])
            guard let products = answer["products"]?.arrayValue else {
                throw UndecodableResponse(status: 200, reason: "no \"products\" list in the answer", host: api.session.host)
            }
            return Array(products.prefix(options.limit ?? .max))
        }
        if let plan { return try await LiveList.run(context, plan: plan, columns: columns, poll: fetch) }
        let products = try await fetch()
        let stream = try context.output().stream(columns: columns)
        // The limit is the service's to apply; a service that ignores it still prints no more than asked.
        let shown = Array(products.prefix(options.limit ?? .max))
        try stream.check(shown)
        for product in shown { try stream.write(product) }
        stream.finish()
        return .success
    }
}
