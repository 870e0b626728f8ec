import ToolkitFloor
/// The result of parsing argv against a tool's command tree: which command, and the values given on the
/// command line. Values from the environment and files are not here; `Settings` layers them on top.
public struct ParsedCommand: Sendable {
    /// The command words after the tool name (`["auth", "status"]`).
    public var path: [String]
    public var spec: CommandSpec
    /// Every occurrence of every option, by long name, in command-line order. Flags hold "true"/"false".
    public var values: [String: [String]]
    public var positionals: [String]
    /// The option specs in scope (the command's own and the global ones), by long name.
    public var optionsInScope: [String: OptionSpec]

    public init(
        path: [String], spec: CommandSpec, values: [String: [String]] = [:], positionals: [String] = [],
        optionsInScope: [String: OptionSpec] = [:]
    ) {
        self.path = path
        self.spec = spec
        self.values = values
        self.positionals = positionals
        self.optionsInScope = optionsInScope
    }

    // Commands read options through typed keys (`command[key]`, `OptionKey`); these string-keyed
    // lookups stay inside Shared, for the parser's own tests.

    /// The last value given for an option, if any.
    func string(_ long: String) -> String? { values[long]?.last }

    /// Whether a flag was given (`--no-NAME` gives false); nil when it was not mentioned.
    func flag(_ long: String) -> Bool? { values[long]?.last.flatMap(BooleanText.parse) }

    /// What this command line prints: the declaration of an option given that switches it
    /// (`CommandSpec.showsWith`: `validate --input`), else the command's own (`shows`).
    public var declaration: OutputDeclaration? {
        spec.showsWith.sorted { $0.key < $1.key }.first { values[$0.key] != nil }?.value ?? spec.shows
    }

    /// The command as a person would type it, for messages: `upsctl auth status`.
    public func commandLine(tool: String) -> String { ([tool] + path).joined(separator: " ") }
}
