/// What a command's live-view options ask for, read and checked before anything is sent: whether it
/// watches, how often it polls, what `--until` waits for and how long. Each refusal is exit 64.
public struct WatchPlan: Sendable {
    /// The shortest poll interval: a live view must stay polite to a service that pushes nothing.
    public static let minimumInterval = 2
    public static let defaultInterval = 10
    public static let defaultWithin = 600

    public var watches: Bool
    public var interval: Int
    public var until: UntilCondition?
    /// Seconds `--until` waits before giving up.
    public var within: Int

    /// Whether a poll loop runs at all (`--watch` or `--until`).
    public var polls: Bool { watches || until != nil }

    /// The plan of `context`'s command, or nil when it neither watches nor waits.
    public static func of(_ context: CommandContext) throws -> WatchPlan? {
        let command = context.command
        guard takesLiveOptions(command), command[WatchOptions.watch] || command.has(WatchOptions.until) else {
            for key in [WatchOptions.interval, WatchOptions.within] where command.has(key) {
                throw UsageError("--\(key.long) is for --watch\(key.long == "within" ? " with --until" : " or --until")",
                                 commandPath: command.path)
            }
            return nil
        }
        var plan = WatchPlan(
            watches: command[WatchOptions.watch], interval: defaultInterval, until: nil, within: defaultWithin)
        if let text = command[WatchOptions.interval] {
            guard let seconds = DurationText.seconds(text), seconds >= minimumInterval else {
                throw UsageError("--interval must be a duration of \(minimumInterval)s or more (30s, 5m), not '\(text)'",
                                 commandPath: command.path)
            }
            plan.interval = seconds
        }
        if let text = command[WatchOptions.until] {
            do {
                plan.until = try UntilCondition.parse(text)
            } catch {
                throw UsageError(error.message, commandPath: command.path)
            }
        }
        if let text = command[WatchOptions.within] {
            guard plan.until != nil else {
                throw UsageError("--within bounds the wait of --until; give --until too", commandPath: command.path)
            }
            guard let seconds = DurationText.seconds(text), seconds > 0 else {
                throw UsageError("--within must be a duration (30s, 5m, 1h), not '\(text)'", commandPath: command.path)
            }
            plan.within = seconds
        }
        // A document needs an end a watch never reaches; --until prints one record, as the command does.
        if plan.watches, let format = try context.output().requestedFormat, format == .json || format == .csv {
            throw UsageError(
                "-o \(format.rawValue) cannot be used with --watch, which never ends to close a document; "
                    + "use -o ndjson (one event a line) or -o table", commandPath: command.path)
        }
        if command.positionals.first == "-" {
            throw UsageError("--watch and --until follow one record; they cannot read ids from standard input (-)",
                             commandPath: command.path)
        }
        if let until = plan.until { try UntilCondition.requireKnownValues(until, context) }
        return plan
    }

    /// Whether the command declares the live view's options at all.
    static func takesLiveOptions(_ command: ParsedCommand) -> Bool {
        command.spec.options.contains { $0.long == WatchOptions.watch.long }
    }
}
