import Synchronization

/// Whether this run is in accessible mode (docs/output.md, "Accessible mode"), for screen readers and
/// terminals that cannot redraw: nothing redrawn in place, no progress line rewritten, pictures said in
/// words and numbers. The one answer every view asks (`CommandContext.isAccessible`), decided on first use
/// and kept, so no view reads the variables itself and no two views can disagree.
///
/// The tool's setting `P_ACCESSIBLE` (from any layer: the environment, `.env`, xcconfig, a profile) wins
/// when it is set, so `P_ACCESSIBLE=0` turns the mode off for one tool whatever `ACCESSIBLE` says; else
/// `ACCESSIBLE` in the environment, which many programs share, decides.
public final class AccessibleMode: Sendable {
    private let decided = Mutex<Bool?>(nil)

    public init() {}

    /// The answer for this run: worked out the first time, the same every time after.
    func isOn(settings: Settings, variables: [String: String]) -> Bool {
        decided.withLock { known in
            if let known { return known }
            // A setting that cannot be read (a bad config file) is reported where the command reads its
            // settings; here it only leaves the decision to `ACCESSIBLE`.
            let setting = (try? settings.value(GlobalSettings.accessible)) ?? nil
            let answer = Self.isOn(setting: setting, shared: variables["ACCESSIBLE"])
            known = answer
            return answer
        }
    }

    /// `setting` is the tool's own (`P_ACCESSIBLE`), `shared` the environment's `ACCESSIBLE`; either may be
    /// unset. A value turns the mode on unless it is empty, `0` or `false`.
    static func isOn(setting: String?, shared: String?) -> Bool {
        if let setting, !setting.trimmedWhitespace.isEmpty { return turnsOn(setting) }
        return shared.map(turnsOn) ?? false
    }

    private static func turnsOn(_ value: String) -> Bool {
        let word = value.trimmedWhitespace.lowercased()
        return !(word.isEmpty || word == "0" || word == "false")
    }
}
