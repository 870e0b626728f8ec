import ToolkitFloor
/// A positional argument of a command (`ID`, `URI …`, `SHELL`).
public struct PositionalSpec: Sendable, Equatable {
    public var name: String
    public var help: String
    public var valueType: ValueType
    public var isOptional: Bool
    /// Takes every remaining argument.
    public var isRepeating: Bool
    /// `-` reads the values from standard input, one a line: the error for a missing value says so.
    public var readsStandardInput = false
    /// Values of this kind seen in the tool's answers complete this positional (`completing(_:)`).
    public var completes: ValueKind?

    public init(
        _ name: String, help: String, type valueType: ValueType = .string, optional isOptional: Bool = false,
        repeating isRepeating: Bool = false
    ) {
        self.name = name
        self.help = help
        self.valueType = valueType
        self.isOptional = isOptional
        self.isRepeating = isRepeating
    }

    /// This positional, taking `-` for standard input (`readsStandardInput`).
    public func readingStandardInput() -> PositionalSpec {
        var spec = self
        spec.readsStandardInput = true
        return spec
    }

    /// `ID`, `[URI ...]` as usage lines show it.
    public var usage: String {
        let core = isRepeating ? "\(name) ..." : name
        return isOptional ? "[\(core)]" : core
    }
}
