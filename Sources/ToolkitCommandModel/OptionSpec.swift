import ToolkitFloor
/// One option of a command: its names, what value it takes, and where else its value may come from.
///
/// The same declaration drives parsing, help, completions and the man page, so nothing about an option
/// is written twice.
public struct OptionSpec: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A switch: present or absent. `negatable` flags also accept `--no-NAME`.
        case flag
        /// Takes a value: `--name value`, `--name=value`, `-n value`, `-nvalue`.
        case value
    }

    public var long: String
    public var short: Character?
    public var kind: Kind
    public var valueName: String
    public var valueType: ValueType
    public var help: String
    /// What help shows as the default, when there is one ("8", "auto", "US").
    public var defaultDescription: String?
    /// Every occurrence is kept, in order; otherwise the last one wins.
    public var isRepeatable: Bool
    /// The setting this option overrides (`UPS_OUTPUT`); it is also the option's environment variable.
    public var setting: String?
    /// A flag whose default is on, so it also has a `--no-NAME` form.
    public var isNegatable: Bool
    public var isHidden: Bool
    /// The command cannot run without it: the parser says so (exit 64). Only for options without a setting.
    public var isRequired = false
    /// A global option that only shapes requests (`--mock`, `--retries`, `--timeout`, …): not offered by a
    /// command that sends none (`CommandSpec.sendsNoRequests`).
    public var isForRequests = false
    /// Values of this kind seen in the tool's answers complete this option's value (`completing(_:)`).
    public var completes: ValueKind?

    public init(
        _ long: String, short: Character? = nil, kind: Kind = .value, valueName: String? = nil,
        type valueType: ValueType = .string, help: String, default defaultDescription: String? = nil,
        repeatable isRepeatable: Bool = false, setting: String? = nil, negatable isNegatable: Bool = false,
        hidden isHidden: Bool = false
    ) {
        self.long = long
        self.short = short
        self.kind = kind
        self.valueName = valueName ?? valueType.defaultValueName
        self.valueType = valueType
        self.help = help
        self.defaultDescription = defaultDescription
        self.isRepeatable = isRepeatable
        self.setting = setting
        self.isNegatable = isNegatable
        self.isHidden = isHidden
    }

    /// A boolean switch.
    public static func flag(
        _ long: String, short: Character? = nil, help: String, setting: String? = nil,
        negatable: Bool = false, hidden: Bool = false
    ) -> OptionSpec {
        OptionSpec(
            long, short: short, kind: .flag, type: .boolean, help: help, setting: setting,
            negatable: negatable, hidden: hidden)
    }

    public var takesValue: Bool { kind == .value }

    /// `-o, --output FORMAT` as help and usage lines show it.
    public var displayNames: String {
        var text = short.map { "-\($0), " } ?? ""
        text += "--\(long)"
        if takesValue { text += " \(valueName)" }
        return text
    }
}

/// What an option's or positional's value must look like; checked while parsing, and used for completion.
public enum ValueType: Sendable, Equatable {
    case string
    case boolean
    case integer(ClosedRange<Int>?)
    /// A decimal number, finite, within the range when there is one (`--timeout` is at most a day).
    case number(ClosedRange<Double>?)
    /// One of a fixed list (formats, environments, shells): parsed strictly, completed from the list.
    case choice([String])
    /// Free text, completed from a list of likely values the command checks itself (setting names, with
    /// its own "did you mean"; a service's statuses, which the service may extend).
    case suggested([String])
    case file
    case directory
    case url
    /// The name of one of the tool's profiles: completed from the profile files there are.
    case profileName
    /// A record's identifier, which the command sends as one path segment. Checked where the path is built
    /// (`PathSegment`: not empty, `.`, `..` or over-long), so one read from `-` is judged alike; the model
    /// marks it for the tests that try every identifier and for completion.
    case identifier

    var defaultValueName: String {
        switch self {
        case .string, .boolean: "VALUE"
        case .integer, .number: "N"
        case .choice, .suggested: "VALUE"
        case .file: "FILE"
        case .directory: "DIR"
        case .url: "URL"
        case .profileName: "NAME"
        case .identifier: "ID"
        }
    }

    /// A range as a person says it: "a positive number", "a number from 0 to 10", "at least 5", rather
    /// than "from 1 to 9223372036854775807".
    static func describe(_ range: ClosedRange<Int>) -> String {
        switch (range.lowerBound, range.upperBound) {
        case (1, .max): "expected a positive number"
        case (0, .max): "expected zero or a positive number"
        case (let low, .max): "expected a number of at least \(low)"
        case (.min, let high): "expected a number of at most \(high)"
        case (let low, let high): "expected a number from \(low) to \(high)"
        }
    }

    /// Why a whole number too long for an `Int` (`2^63`) is refused: too large or too small, with the
    /// range in figures, since "a positive number" is what it already is. Nil for text that is no number.
    static func beyondWholeNumbers(_ text: String, _ range: ClosedRange<Int>?) -> String? {
        var digits = Substring(text)
        let negative = digits.first == "-"
        if negative || digits.first == "+" { digits.removeFirst() }
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }) else { return nil }
        let bounds = range ?? Int.min...Int.max
        return (negative ? "too small" : "too large") + ": expected a number from \(bounds.lowerBound) to \(bounds.upperBound)"
    }

    /// "expected a number from 0.01 to 86400": bounds as written, without a trailing `.0`.
    static func describe(_ range: ClosedRange<Double>) -> String {
        func text(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        return "expected a number from \(text(range.lowerBound)) to \(text(range.upperBound))"
    }

    /// Why `text` is not a value of this type, or nil when it is.
    public func problem(with text: String) -> String? {
        switch self {
        case .string, .suggested, .file, .directory, .profileName, .identifier:
            // A profile's name is checked where profiles are known (exit 78 with the profiles there are).
            return nil
        case .boolean:
            return BooleanText.parse(text) == nil ? "expected true or false" : nil
        case .integer(let range):
            guard let number = Int(text) else { return Self.beyondWholeNumbers(text, range) ?? "expected a whole number" }
            if let range, !range.contains(number) { return Self.describe(range) }
            return nil
        case .number(let range):
            guard let number = Double(text), number.isFinite else { return "expected a number" }
            if let range, !range.contains(number) { return Self.describe(range) }
            return nil
        case .choice(let choices):
            return choices.contains(text) ? nil : "expected one of \(choices.joined(separator: ", "))"
        case .url:
            let lower = text.lowercased()
            guard lower.hasPrefix("http://") || lower.hasPrefix("https://"), text.count > 8 else {
                return "expected an http:// or https:// URL"
            }
            return nil
        }
    }
}

/// How settings and flags spell booleans: `1/true/yes/on` and `0/false/no/off`, in any case.
public enum BooleanText {
    public static func parse(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "1", "true", "yes", "on": true
        case "0", "false", "no", "off": false
        default: nil
        }
    }
}
