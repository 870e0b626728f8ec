import Shared

/// `scorebase leagues list|get`: the leagues the signed-in user's tenant can see. JSON keeps every field
/// the service sent (an unknown `sport_type` or a field added later passes through as it came).
enum LeaguesCommands {
    /// A league as the service sends it.
    static let shape = RecordShape(
        kind: "league", identity: ["league_id"],
        fields: [
            FieldSpec.text("league_id").required(), .text("tenant_id"), .text("name"), .text("sport_type"), .text("logo_url"),
            .text("primary_color"), .text("secondary_color"), .time("created_at"), .time("updated_at"),
        ],
        columns: [
            TableColumn("ID", "league_id").wrapping(), TableColumn("NAME", "name"), TableColumn("SPORT", "sport_type"),
            TableColumn("UPDATED", "updated_at").time(),
        ])

    /// Where the leagues are: the signed-in user's session, behind the response cache.
    static let service = ResourceService { try await ScorebaseAPI.open($0).session }

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
                resource: list).listing("leagues"),
            CommandSpec(
                "get", abstract: "Show one league (GET /leagues/ID).",
                options: ScorebaseAPI.cacheOptions,
                positionals: [PositionalSpec("ID", help: "The league id, e.g. lg_01HZX4K8Q2M7; - reads ids from standard input, one a line.", type: .identifier).readingStandardInput()
                    .completing(ScorebaseValues.league)],
                examples: [Example("scorebase leagues get lg_01HZX4K8Q2M7 -o json", "One league with every field.")],
                resource: get),
        ])

    static let list = Resource.list(
        shape, service: service, paging: .whole(.bareArray(else: "\"data\" is not a list of leagues")),
        teaches: [ScorebaseValues.league]
    ) { _ in ResourceRequest(["leagues"]) }

    static let get = Resource.record(shape, service: service, identifier: ResourceIdentifier(label: "League ID")) { call in
        ResourceRequest(["leagues", try call.segment()])
    }
}
