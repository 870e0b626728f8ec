/// The options of a live view (docs/output.md, "Live views"): `--watch` and `--interval` on every list
/// command, every single-record `get`, repairminder's `dashboard` and tracewise's `health`; `--until` and
/// `--within` on every `get` and on `health`. Declared once here, so every command spells them alike.
public enum WatchOptions {
    public static let watch = OptionKey<Bool>.flag(
        "watch", help: "Keep polling and print each change as it is seen, until Ctrl-C.")
    public static let interval = OptionKey<String?>.value(
        "interval", valueName: "DURATION", help: "Time between polls with --watch or --until (at least 2s).",
        default: "10s")
    public static let until = OptionKey<String?>.value(
        "until", valueName: "FIELD=VALUE[,…]",
        help: "Poll until every dotted FIELD equals its VALUE exactly, then print the record and exit 0.")
    public static let within = OptionKey<String?>.value(
        "within", valueName: "DURATION", help: "How long --until waits before it gives up with exit 75.",
        default: "10m")

    /// What a list takes: `--watch`, `--interval`.
    public static let listSpecs = [watch.spec, interval.spec]
    /// What one record takes: `--watch`, `--interval`, `--until`, `--within`.
    public static let recordSpecs = [watch.spec, interval.spec, until.spec, within.spec]

    /// Whether the command polls (`--watch` or `--until` given): its requests then go past any response
    /// cache and are made conditional where the service allows (`HTTPStack`).
    public static func polls(_ command: ParsedCommand) -> Bool {
        guard command.spec.options.contains(where: { $0.long == watch.long }) else { return false }
        return command[watch] || command.has(until)
    }

    /// Whether the command waits with `--until`, whose `--within` is a deadline for every request of the
    /// wait (`WaitDeadline`): its client then times each attempt itself, whatever the transport keeps.
    public static func waits(_ command: ParsedCommand) -> Bool {
        polls(command) && command.has(until)
    }
}

extension CommandSpec {
    /// This list command with `--watch` and `--interval`.
    public func watchable() -> CommandSpec {
        var spec = self
        spec.options += WatchOptions.listSpecs
        return spec
    }

    /// This single-record command with `--watch`, `--interval`, `--until` and `--within`; `untilToo: false`
    /// for one that only watches (the dashboard).
    public func watchable(record untilToo: Bool) -> CommandSpec {
        var spec = self
        spec.options += untilToo ? WatchOptions.recordSpecs : WatchOptions.listSpecs
        return spec
    }
}
