/// One line of `config show`: a setting, its value and source when it has one, and what is wrong with it.
public struct SettingRow: Sendable, Equatable {
    public var name: String
    public var resolved: ResolvedSetting?
    /// Why the value cannot be used (`expected one of cie, prod`); nil when it can.
    public var problem: String?
    /// Booleans are shown one way, `true` or `false`, however they were written (`1`, `yes`, `on`).
    var isBoolean = false

    public init(name: String, resolved: ResolvedSetting?, problem: String? = nil, isBoolean: Bool = false) {
        self.name = name
        self.resolved = resolved
        self.problem = problem
        self.isBoolean = isBoolean
    }

    /// The value as it may be shown: secrets redacted, booleans as `true`/`false`; nil when unset.
    public var shownValue: String? {
        guard let resolved else { return nil }
        if isBoolean, !resolved.isSecret, let flag = BooleanText.parse(resolved.value) { return flag ? "true" : "false" }
        return resolved.displayValue
    }

    /// The message that ends `config show` with exit 78 (`invalid value 'production' for UPS_ENV (from …)`).
    var error: ConfigError? {
        guard let problem else { return nil }
        return resolved?.invalid(problem) ?? ConfigError("\(name): \(problem)")
    }
}
