import FoundationEssentials
import Shared

/// `scorebase cache show|clear`: the signed-in user's cached GET answers.
enum CacheCommands {
    static let shape = RecordShape(
        kind: "cached answer", identity: ["url"],
        fields: [
            FieldSpec("path", .text, nullable: false, help: "The URL from the base URL on."),
            FieldSpec("url", .text, nullable: false), FieldSpec("age_seconds", .integer, nullable: false),
            FieldSpec("size_bytes", .integer, nullable: false, help: "The body's size."),
            FieldSpec("stored_at", .time, nullable: false), FieldSpec("file", .text, nullable: false),
        ],
        columns: [
            TableColumn("PATH", "path"), TableColumn("AGE", "age_seconds"), TableColumn("SIZE", "size_bytes"),
            TableColumn("FILE", "file"),
        ])

    static let spec = CommandSpec(
        "cache", abstract: "Show or clear the response cache of the signed-in user.",
        discussion: "GET answers are kept under $XDG_CACHE_HOME/scorebase/responses/, one directory per "
            + "environment, pool, app client and user, for SCOREBASE_CACHE_TTL seconds (default 300). Any other "
            + "request clears the user's entries.",
        subcommands: [
            CommandSpec(
                "show", abstract: "List cached answers with their path, age and size.",
                examples: [Example("scorebase cache show", "What is cached, and how old it is.")],
                action: show).listing("cached answers").showing(.list, shape),
            CommandSpec(
                "clear", abstract: "Remove every cached answer of the signed-in user.",
                discussion: "Also forgets the league ids kept for completion in this environment.",
                examples: [Example("scorebase cache clear", "Ask the service afresh next time.")],
                action: clear),
        ])

    /// The signed-in user's cache; nobody signed in means there is no cache to look at.
    static func open(_ context: CommandContext) throws -> (ResponseCache, ServiceSession) {
        let session = try ServiceSession(context, service: ScorebaseService.definition)
        let cognito = try ScorebaseLogin(session)
        guard let username = cognito.username else { throw cognito.notSignedIn() }
        return (ScorebaseAPI.cache(session, identity: cognito.key(for: username)), session)
    }

    static func show(_ context: CommandContext) async throws -> ExitCode {
        let (cache, session) = try open(context)
        let now = context.environment.now()
        let base = session.baseURL.absoluteString
        let records: [JSONValue] = cache.entries().map { entry in
            var path = entry.url
            if path.hasPrefix(base) { path = String(path.dropFirst(base.count)) }
            var record = JSONObject()
            record["path"] = .string(path.isEmpty ? "/" : path)
            record["url"] = .string(entry.url)
            record["age_seconds"] = .integer(max(0, Int(now.timeIntervalSince(entry.storedAt))))
            record["size_bytes"] = .integer(entry.body.count)
            record["stored_at"] = .string(ISO8601DateTime.format(entry.storedAt))
            record["file"] = .string(entry.path)
            return .object(record)
        }
        let stream = try context.output().stream(columns: shape.columns)
        try stream.check(records)
        for record in records { try stream.write(record) }
        stream.finish()
        if records.isEmpty { context.note("the cache of this user is empty (\(cache.directory))") }
        return .success
    }

    static func clear(_ context: CommandContext) async throws -> ExitCode {
        let (cache, session) = try open(context)
        let count = cache.clear()
        // What completion learnt from those answers goes with them.
        try session.seenValueStore.clear()
        let answers = "\(count) cached answer\(count == 1 ? "" : "s")"
        // Under --dry-run the removal happened only in memory: say what would go, not that it went.
        context.note(context.isDryRun ? "--dry-run: would remove \(answers); nothing was removed" : "removed \(answers)")
        return .success
    }
}
