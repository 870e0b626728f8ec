/// A setting declared once with the type its value is read as. A tool lists `key.spec` among its settings
/// and reads `settings.value(key)`: the name is written in one place, so a misspelt one does not compile.
///
/// The settings every tool has (`P_ENV`, `P_TIMEOUT` …) are named relative to the tool's prefix
/// (`GlobalSettings`); a tool's own by their full name.
public struct SettingKey<Value: Sendable>: Sendable {
    enum Name: Sendable {
        case full(String)
        /// `ENV`, becoming `UPS_ENV` for upsctl.
        case suffix(String)
    }

    let name: Name
    /// The declaration with a placeholder name for prefixed keys; `spec(in:)` gives the real one.
    var template: SettingSpec
    /// The value from its checked text.
    let decode: @Sendable (String) -> Value?

    init(_ name: Name, _ template: SettingSpec, decode: @escaping @Sendable (String) -> Value?) {
        self.name = name
        self.template = template
        self.decode = decode
    }

    /// The setting's name for `tool` (`UPS_TIMEOUT`).
    public func name(in tool: ToolDefinition) -> String {
        switch name {
        case .full(let full): full
        case .suffix(let suffix): tool.setting(suffix)
        }
    }

    /// The declaration for `tool`.
    public func spec(in tool: ToolDefinition) -> SettingSpec {
        var spec = template
        spec.name = name(in: tool)
        return spec
    }

    /// The declaration of a key with a full name.
    public var spec: SettingSpec { template }

    static func make(
        _ name: Name, help: String, type: ValueType, default defaultValue: String?, secret: Bool, bootstrap: Bool,
        decode: @escaping @Sendable (String) -> Value?
    ) -> SettingKey {
        let placeholder: String
        switch name {
        case .full(let full): placeholder = full
        case .suffix(let suffix): placeholder = "P_" + suffix
        }
        return SettingKey(
            name, SettingSpec(placeholder, help: help, type: type, default: defaultValue, secret: secret, bootstrap: bootstrap),
            decode: decode)
    }
}

extension SettingKey where Value == String {
    /// A text setting (a URL, a file, one of a list: `type` says which, and values are checked against it).
    /// `required`: a real run cannot go without it (exit 78), so `config template` asks for it.
    /// `routesCredentials`: the setting decides where a credential goes (`SettingSpec.routesCredentials`).
    public static func string(
        _ name: String, help: String, type: ValueType = .string, default defaultValue: String? = nil, secret: Bool = false,
        required: Bool = false, routesCredentials: Bool = false
    ) -> SettingKey {
        var key = make(.full(name), help: help, type: type, default: defaultValue, secret: secret, bootstrap: false, decode: { $0 })
        key.template.isRequired = required
        key.template.routesCredentials = routesCredentials
        return key
    }

    static func tool(
        _ suffix: String, help: String, type: ValueType = .string, default defaultValue: String? = nil,
        bootstrap: Bool = false, routesCredentials: Bool = false
    ) -> SettingKey {
        var key = make(.suffix(suffix), help: help, type: type, default: defaultValue, secret: false, bootstrap: bootstrap, decode: { $0 })
        key.template.routesCredentials = routesCredentials
        return key
    }
}

extension SettingKey where Value == Int {
    /// A whole-number setting of a tool's own, checked against `range`.
    public static func integer(
        _ name: String, help: String, range: ClosedRange<Int>, default defaultValue: String? = nil
    ) -> SettingKey {
        make(.full(name), help: help, type: .integer(range), default: defaultValue, secret: false, bootstrap: false,
             decode: { Int($0) })
    }

    static func tool(_ suffix: String, help: String, range: ClosedRange<Int>, default defaultValue: String) -> SettingKey {
        make(.suffix(suffix), help: help, type: .integer(range), default: defaultValue, secret: false, bootstrap: false,
             decode: { Int($0) })
    }
}

extension SettingKey where Value == Double {
    static func tool(_ suffix: String, help: String, range: ClosedRange<Double>, default defaultValue: String) -> SettingKey {
        make(.suffix(suffix), help: help, type: .number(range), default: defaultValue, secret: false, bootstrap: false,
             decode: { Double($0) })
    }
}

extension SettingKey where Value == Bool {
    static func tool(_ suffix: String, help: String, default defaultValue: String) -> SettingKey {
        make(.suffix(suffix), help: help, type: .boolean, default: defaultValue, secret: false, bootstrap: false,
             decode: BooleanText.parse)
    }
}

extension Settings {
    /// The setting's value, checked against its type (a bad value is exit 78, naming its source); nil
    /// when no layer sets it.
    public func value<Value>(_ key: SettingKey<Value>) throws(ConfigError) -> Value? {
        try string(key.name(in: tool)).flatMap(key.decode)
    }

    /// The value, or exit 78 saying how to set it (`option`: the flag that sets it too, if any).
    public func require<Value>(_ key: SettingKey<Value>, option: String? = nil) throws(ConfigError) -> Value {
        let name = key.name(in: tool)
        // The text is checked against the key's type, so it always decodes.
        guard let value = key.decode(try require(name, option: option)) else {
            throw ConfigError.missing(name, option: option, tool: tool.name)
        }
        return value
    }
}
