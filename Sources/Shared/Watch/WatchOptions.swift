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
}

extension CommandSpec {
    /// This command with the live view's options its resource takes: `--watch` and `--interval` for a
    /// list or a record that only watches, `--until` and `--within` too for one that waits (`LiveOptions`). Added by
    /// `CommandSpec(…, resource:)` only, so no command declares them by hand, or forgets them.
    func watchable(_ live: LiveOptions) -> CommandSpec {
        var spec = self
        switch live {
        case .none: break
        case .watch: spec.options += WatchOptions.listSpecs
        case .watchAndWait: spec.options += WatchOptions.recordSpecs
        }
        return spec
    }
}
