import ToolkitFloor
/// An option declared once with the type its value is read as. A command lists `key.spec` among its
/// options and reads `command[key]`: the name is written in one place, so a misspelt one does not compile,
/// and the value arrives typed (the parser has already checked it against the spec's `ValueType`).
public struct OptionKey<Value: Sendable>: Sendable {
    public let spec: OptionSpec
    /// The value from every occurrence on the command line, in order (none when the option is absent).
    let read: @Sendable ([String]) -> Value

    init(_ spec: OptionSpec, read: @escaping @Sendable ([String]) -> Value) {
        self.spec = spec
        self.read = read
    }

    public var long: String { spec.long }
}

extension OptionKey where Value == String? {
    /// A text value (or a file, directory or URL); nil when absent.
    public static func value(
        _ long: String, short: Character? = nil, valueName: String? = nil, type: ValueType = .string, help: String,
        default defaultDescription: String? = nil, setting: String? = nil
    ) -> OptionKey {
        OptionKey(
            OptionSpec(long, short: short, valueName: valueName, type: type, help: help, default: defaultDescription, setting: setting),
            read: { $0.last })
    }
}

extension OptionKey where Value == String {
    /// A value the command cannot run without: the parser refuses a command line without it (exit 64).
    public static func required(
        _ long: String, short: Character? = nil, valueName: String? = nil, type: ValueType = .string, help: String
    ) -> OptionKey {
        var spec = OptionSpec(long, short: short, valueName: valueName, type: type, help: help)
        spec.isRequired = true
        return OptionKey(spec, read: { $0.last ?? "" })
    }
}

extension OptionKey where Value == [String] {
    /// Every occurrence, in order.
    public static func repeated(
        _ long: String, short: Character? = nil, valueName: String? = nil, type: ValueType = .string, help: String
    ) -> OptionKey {
        OptionKey(OptionSpec(long, short: short, valueName: valueName, type: type, help: help, repeatable: true), read: { $0 })
    }
}

extension OptionKey where Value == Bool {
    /// A switch: true when given (the last of `--NAME`/`--no-NAME` wins), false when absent.
    public static func flag(
        _ long: String, short: Character? = nil, help: String, setting: String? = nil, negatable: Bool = false,
        hidden: Bool = false
    ) -> OptionKey {
        OptionKey(
            .flag(long, short: short, help: help, setting: setting, negatable: negatable, hidden: hidden),
            read: { $0.last.flatMap(BooleanText.parse) ?? false })
    }
}

extension OptionKey where Value == Int? {
    public static func integer(
        _ long: String, short: Character? = nil, valueName: String? = nil, range: ClosedRange<Int>? = nil, help: String,
        default defaultDescription: String? = nil, setting: String? = nil
    ) -> OptionKey {
        OptionKey(
            OptionSpec(
                long, short: short, valueName: valueName, type: .integer(range), help: help, default: defaultDescription,
                setting: setting),
            read: { $0.last.flatMap { Int($0) } })
    }
}

extension OptionKey where Value == Double? {
    /// A decimal number within `range` (every number option has one: an unbounded number is a crash
    /// waiting in some arithmetic downstream).
    public static func number(
        _ long: String, valueName: String? = nil, range: ClosedRange<Double>, help: String,
        default defaultDescription: String? = nil, setting: String? = nil
    ) -> OptionKey {
        OptionKey(
            OptionSpec(
                long, valueName: valueName, type: .number(range), help: help, default: defaultDescription, setting: setting),
            read: { $0.last.flatMap { Double($0) } })
    }
}

extension OptionKey {
    /// One of an enumeration's raw values, read as the enumeration; nil when absent.
    public static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
        _ long: String, short: Character? = nil, valueName: String? = nil, of _: Choice.Type, help: String,
        default defaultDescription: String? = nil, setting: String? = nil
    ) -> OptionKey where Value == Choice?, Choice.RawValue == String {
        OptionKey(
            OptionSpec(
                long, short: short, valueName: valueName, type: .choice(Choice.allCases.map(\.rawValue)), help: help,
                default: defaultDescription, setting: setting),
            read: { $0.last.flatMap(Choice.init(rawValue:)) })
    }
}

extension ParsedCommand {
    /// The option's value, typed.
    public subscript<Value>(_ key: OptionKey<Value>) -> Value { key.read(values[key.long] ?? []) }

    /// Whether the option appears on the command line at all.
    public func has<Value>(_ key: OptionKey<Value>) -> Bool { values[key.long] != nil }
}
