/// The command tree as the three completion scripts see it, so that bash, zsh and fish agree on what
/// follows what.
///
/// Every command the parser accepts is a node, hidden ones included: a person who types a hidden command
/// still gets its options completed, but hidden commands and options are never offered. Nodes are keyed
/// by their words joined with single spaces (`"auth status"`, `""` for the tool itself), which is also
/// how the generated scripts remember where the command line has got to.
struct CompletionModel {
    struct Node {
        var key: String
        var spec: CommandSpec
        var isRoot: Bool { key.isEmpty }
    }

    /// How a value (of an option or a positional) is completed.
    enum ValueCompletion: Equatable {
        case choices([String])
        case file
        case directory
        /// The tool's profile names, listed from its profiles directory when completing.
        case profiles
        /// Free text: nothing to offer, at most a hint.
        case text
        /// Values seen in the tool's answers (and the fixed ones the type declares): the script asks
        /// `TOOL __complete` with the words typed so far.
        case dynamic
    }

    let toolName: String
    /// Prefix of the helper functions, safe as a shell identifier: `__upsctl`.
    let helperPrefix: String
    let root: CommandSpec
    /// The root first, then every command depth first.
    let nodes: [Node]

    init(tool: ToolDefinition) {
        let root = Self.withHelpTree(tool.rootSpec)
        self.toolName = tool.name
        self.helperPrefix = "__" + Self.identifier(tool.name)
        self.root = root
        self.nodes =
            [Node(key: "", spec: root)]
            + root.allDescendants(includeHidden: true).map {
                Node(key: $0.path.joined(separator: " "), spec: $0.spec)
            }
    }

    /// `help` takes command words (`help auth status`): for completion it gets the tool's visible command
    /// tree as its own subcommands, words only, so every shell walks `help <TAB>` as it walks the commands.
    static func withHelpTree(_ root: CommandSpec) -> CommandSpec {
        func words(_ spec: CommandSpec) -> CommandSpec {
            CommandSpec(spec.name, abstract: spec.abstract, subcommands: spec.visibleSubcommands.map(words))
        }
        var root = root
        root.subcommands = root.subcommands.map { command in
            guard command.name == "help", command.action == nil else { return command }
            var help = command
            help.positionals = []
            help.subcommands = root.visibleSubcommands.filter { $0.name != "help" }.map(words)
            return help
        }
        return root
    }

    /// The name of bash's completion function: `_upsctl`.
    var functionName: String { "_" + Self.identifier(toolName) }

    /// The global options: the root's, accepted before or after the command words.
    var globals: [OptionSpec] { root.options }

    /// Options of a command other than the root (the root's own options are the global ones).
    func ownOptions(_ node: Node) -> [OptionSpec] { node.isRoot ? [] : node.spec.options }

    /// Global option words not offered at a command: those it hides by declaring an option of the same
    /// name (the parser lets a command's own option win), and for a command that sends no request
    /// (`parse-link`), the options that only shape requests (`--mock`, `--retries`).
    func shadowedGlobalWords(_ node: Node) -> [String] {
        let own = Set(ownOptions(node).flatMap(Self.words))
        let taken = node.isRoot ? globals : node.spec.globalOptions(from: globals)
        let dropped = Set(globals.filter { option in !taken.contains { $0.long == option.long } }.flatMap(Self.words))
        return globals.filter { !$0.isHidden }.flatMap(Self.offeredWords).map(\.word).filter { own.contains($0) || dropped.contains($0) }
    }

    /// `(parent key, child name)` for every command, hidden ones too: what the scripts walk through.
    var subcommandPairs: [(parent: String, child: String)] {
        nodes.flatMap { node in node.spec.subcommands.map { (node.key, $0.name) } }
    }

    /// The spellings the parser accepts for an option: `--output`, `-o`, and `--no-cache` when negatable.
    static func words(_ option: OptionSpec) -> [String] {
        offeredWords(option).map(\.word)
    }

    /// The spellings offered for an option, each with its help.
    static func offeredWords(_ option: OptionSpec) -> [(word: String, help: String)] {
        var result = [("--" + option.long, option.help)]
        if let short = option.short { result.append(("-" + String(short), option.help)) }
        if option.isNegatable { result.append(("--no-" + option.long, "Turn off --\(option.long).")) }
        return result
    }

    static func completion(for option: OptionSpec) -> ValueCompletion {
        option.completes == nil ? completion(for: option.valueType) : .dynamic
    }

    static func completion(for positional: PositionalSpec) -> ValueCompletion {
        positional.completes == nil ? completion(for: positional.valueType) : .dynamic
    }

    static func completion(for type: ValueType) -> ValueCompletion {
        switch type {
        case .choice(let values), .suggested(let values): .choices(values)
        case .file: .file
        case .directory: .directory
        case .profileName: .profiles
        case .string, .boolean, .integer, .number, .url, .identifier: .text
        }
    }

    /// The shell words (bash and zsh alike) that list the tool's profile names: the files of
    /// `${XDG_CONFIG_HOME:-~/.config}/TOOL/profiles/` without `.xcconfig`.
    var profileListing: String {
        #"$(cd "${XDG_CONFIG_HOME:-$HOME/.config}/\#(toolName)/profiles" 2>/dev/null && for f in *.xcconfig; do [ -e "$f" ] && echo "${f%.xcconfig}"; done)"#
    }

    /// The same listing as a fish command substitution.
    static func fishProfileListing(tool: String) -> String {
        #"(for f in (set -q XDG_CONFIG_HOME; and echo $XDG_CONFIG_HOME; or echo ~/.config)/\#(tool)/profiles/*.xcconfig; basename $f .xcconfig; end)"#
    }

    /// `name` with everything but letters, digits and `_` turned into `_`, for function names.
    static func identifier(_ name: String) -> String {
        String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
    }

    /// One help text on one line: completion listings show a single line per entry.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// POSIX single quoting, valid in bash and zsh: `it's` becomes `'it'\''s'`.
    static func shellQuote(_ text: String) -> String {
        "'" + replacing(text) { $0 == "'" ? "'\\''" : nil } + "'"
    }

    /// Fish single quoting: inside `'…'` only `\\` and `\'` are escapes.
    static func fishQuote(_ text: String) -> String {
        "'" + replacing(text) { $0 == "\\" || $0 == "'" ? "\\\($0)" : nil } + "'"
    }

    /// `text` with each character that `replacement` maps replaced; pure Swift, no Foundation.
    static func replacing(_ text: String, _ replacement: (Character) -> String?) -> String {
        var result = ""
        for character in text { result += replacement(character) ?? String(character) }
        return result
    }
}
