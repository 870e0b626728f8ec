import Shared

/// `scorebase leagues list|get`: the leagues the signed-in user's tenant can see. JSON keeps every field
/// the service sent (an unknown `sport_type` or a field added later passes through as it came).
enum LeaguesCommands {
    static let columns = [
        TableColumn("ID", "league_id").wrapping(), TableColumn("NAME", "name"), TableColumn("SPORT", "sport_type"),
        TableColumn("UPDATED", "updated_at").time(),
    ]

    static let spec = CommandSpec(
        "leagues", abstract: "List leagues, or show one.",
        subcommands: [
            CommandSpec(
                "list", abstract: "List the leagues of your tenant (GET /leagues).",
                discussion: "A table shows id, name, sport and when the league was last updated; -o json or "
                    + "ndjson gives every field. Answers are cached for SCOREBASE_CACHE_TTL seconds (--no-cache "
                    + "to ask the service).",
                options: ScorebaseAPI.cacheOptions,
                examples: [
                    Example("scorebase leagues list", "A table of leagues."),
                    Example("scorebase leagues list -o ndjson | jq -r 'select(.sport_type==\"soccer\") | .name'",
                            "The names of the soccer leagues."),
                    Example("scorebase --mock leagues list", "Try it without an account."),
                    Example("scorebase leagues list --watch --interval 1m", "Keep polling (past the cache); changes stream in."),
                ],
                action: list).listing("leagues").watchable(),
            CommandSpec(
                "get", abstract: "Show one league (GET /leagues/ID).",
                options: ScorebaseAPI.cacheOptions,
                positionals: [PositionalSpec("ID", help: "The league id, e.g. lg_01HZX4K8Q2M7; - reads ids from standard input, one a line.", type: .identifier).readingStandardInput()
                    .completing(ScorebaseValues.league)],
                examples: [Example("scorebase leagues get lg_01HZX4K8Q2M7 -o json", "One league with every field.")],
                action: get).watchable(record: true),
        ])

    static func list(_ context: CommandContext) async throws -> ExitCode {
        let plan = try WatchPlan.of(context)
        let api = try await ScorebaseAPI.open(context)
        let fetch: @Sendable () async throws -> [JSONValue] = {
            let data = try await api.get(["leagues"])
            guard let leagues = data.arrayValue else {
                throw UndecodableResponse(status: 200, reason: "\"data\" is not a list of leagues", host: api.session.host)
            }
            return leagues
        }
        if let plan { return try await LiveList.run(context, plan: plan, columns: columns, poll: fetch) }
        let leagues = try await fetch()
        let stream = try context.output().stream(columns: columns)
        try stream.check(leagues)
        for league in leagues { try stream.write(league) }
        stream.finish()
        return .success
    }

    /// A league's fields as the service sends them, beyond the columns': what `--fields` may name with `-`.
    static let recordFields = [
        "league_id", "tenant_id", "name", "sport_type", "logo_url", "primary_color", "secondary_color", "created_at",
        "updated_at",
    ]

    static func get(_ context: CommandContext) async throws -> ExitCode {
        let command = context.command
        guard let id = command.positionals.first else {
            throw UsageError("missing argument ID", commandPath: command.path)
        }
        // Refused before the session opens: a path segment `..` names another resource.
        if id != "-" { _ = try PathSegment(id, argument: "ID", commandPath: command.path) }
        let plan = try WatchPlan.of(context)
        let api = try await ScorebaseAPI.open(context)
        if let plan {
            let segment = try PathSegment(id, argument: "ID", commandPath: command.path)
            return try await LiveRecord.run(context, plan: plan) { try await api.get(["leagues", segment]) }
        }
        return try await IdentifierLines.run(
            context, identifier: id, label: "League ID", columns: columns, fields: recordFields
        ) { id in
            try await api.get(["leagues", try PathSegment(id, argument: "ID", commandPath: command.path)])
        }
    }
}
