import Shared

/// What scorebase's answers teach completion: the leagues' ids, each with its name and sport
/// (`lg_01HZX4K8Q2M7  Riverside Youth Basketball basketball`), for `leagues get`.
enum ScorebaseValues {
    static let league = ValueKind("league")

    /// The values of an answer to `request` (`ServiceDefinition.seenValues`): those of `/leagues` and
    /// `/leagues/ID`, cached answers included.
    static func seen(_ request: HTTPRequest, _ payload: JSONValue) -> [SeenValue] {
        // The base URL may carry a path of its own (`…/v1`): the leagues are whatever follows it.
        let segments = request.url.path.split(separator: "/")
        guard let index = segments.lastIndex(of: "leagues"), index >= segments.count - 2 else { return [] }
        return SeenValue.records(in: payload).compactMap { record in
            SeenValue(league, record["league_id"] ?? record["id"], label: SeenValue.label(record, ["name", "sport_type"]))
        }
    }

    /// The list of leagues for live completion (`ToolDefinition.completionListing`).
    static func list(_ kind: ValueKind, _ context: CommandContext) async throws -> Bool {
        guard kind == league else { return false }
        _ = try await ScorebaseAPI.open(context).get(["leagues"])
        return true
    }
}
