/// Who answers a run's requests, decided once from its settings (docs/mock-data and toolkit's mock
/// mode): `HTTPStack` builds the transport for it in one `switch`. Recording (`--record DIR`) is not a
/// mode of its own: it wraps the network wherever requests reach the network.
enum TransportMode: Equatable {
    /// `--dry-run`: nothing leaves the process, not even under `--mock` or `--record`; each request is
    /// printed as the answer.
    case dryRun
    /// `--mock`: fixtures answer everything, the `--mock-dir` files first, each after `latency` ms.
    case mock(directory: String?, latency: Int)
    /// `--mock-dir DIR` without `--mock`: the directory's files answer the requests they name, the
    /// rest go to the network.
    case partialMock(directory: String, recordTo: String?)
    /// The service itself.
    case network(recordTo: String?)

    /// The mode of `context`'s run. Settings are read only for the mode they concern, in this order, so a
    /// dry run reads neither `--mock-dir` nor `--record`.
    static func of(_ context: CommandContext, isMock: Bool) throws -> TransportMode {
        if context.isDryRun { return .dryRun }
        let settings = context.settings
        let directory = try settings.value(GlobalSettings.mockDirectory).map(context.environment.absolutePath)
        if isMock { return .mock(directory: directory, latency: try settings.value(GlobalSettings.mockLatency) ?? 0) }
        let recordTo = try settings.value(GlobalSettings.recordDirectory).map(context.environment.absolutePath)
        guard let directory else { return .network(recordTo: recordTo) }
        return .partialMock(directory: directory, recordTo: recordTo)
    }

    /// `--mock-latency`, in milliseconds: 0 but under `--mock`.
    var mockLatency: Int {
        if case .mock(_, let latency) = self { return latency }
        return 0
    }

    /// What to tell the user about the answers (nil when the service gives them all); `names` are the
    /// requests a partial mock's files name.
    func note(names: [String]) -> String? {
        switch self {
        case .dryRun, .network: return nil
        case .mock(let directory, let latency):
            let delayed = latency == 0 ? "" : ", each after \(latency) ms"
            // Short enough for an 80-column terminal after the longest tool name ("repairminder: ").
            return "mock mode: answers from \(directory.map { "\($0) and " } ?? "")built-in fixtures\(delayed); nothing is sent"
        case .partialMock(let directory, _):
            guard !names.isEmpty else { return "partial mock: \(directory) names no request; every request is sent" }
            let shown = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
            return "partial mock: \(directory) answers the requests its files name (\(shown)); every other request is sent"
        }
    }
}
