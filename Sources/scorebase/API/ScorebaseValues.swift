import Shared

/// What scorebase's answers teach completion: the leagues' ids, each with its name and sport
/// (`lg_01HZX4K8Q2M7  Riverside Youth Basketball basketball`), for `leagues get`.
enum ScorebaseValues {
    static let league = ValueKind("league")

    /// The values of an answer to `request` (`ServiceDefinition.seenValues`): those of an answer the
    /// command declared as leagues (`leagues list`, `leagues get`), cached answers included.
    static func seen(_ request: HTTPRequest, _ payload: JSONValue) -> [SeenValue] {
        guard request.recordKind == LeaguesCommands.shape.kind else { return [] }
        return SeenValue.records(in: payload).compactMap { record in
            SeenValue(league, record["league_id"] ?? record["id"], label: SeenValue.label(record, ["name", "sport_type"]))
        }
    }
}
