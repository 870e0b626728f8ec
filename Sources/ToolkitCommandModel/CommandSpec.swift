import ToolkitFloor
/// A command of a tool: its words, options, positionals, subcommands, examples and the work it does.
///
/// The tree of specs is the one model that parsing, help, completions and man pages are all drawn from.
public struct CommandSpec: Sendable {
    public var name: String
    public var abstract: String
    public var discussion: String?
    public var options: [OptionSpec]
    public var positionals: [PositionalSpec]
    public var subcommands: [CommandSpec]
    public var examples: [Example]
    public var isHidden: Bool
    /// The command prints text rather than records (a token, a script, a template, a version line):
    /// `-o json`, `ndjson` and `csv` do not apply to it, and the matrix tests parse none of it.
    public var printsRawText = false
    /// What a list command lists, in the plural (`orders`): a list with no rows says `No orders found` on
    /// a terminal. Nil for a command that lists nothing.
    public var listNoun: String?
    /// The command sends no request (`parse-link`, `completion`): the global options that only shape
    /// requests (`OptionSpec.isForRequests`: `--mock`, `--retries`, …) are not offered in its help or its
    /// completions. The parser still accepts them, so a line with `--mock` before any command works for all.
    public var sendsNoRequests = false
    /// What the command prints (`OutputDeclaration`): the record it shows, its fields and columns, from
    /// which its JSON Schema, `--fields help` and its table are made. Nil for a command that prints text
    /// (`printsRawText`) or nothing.
    public var shows: OutputDeclaration?
    /// What the command prints instead when an option switches it to another mode, by the option's long
    /// name (`upsctl validate --input`: a stream of batch records, not one verdict).
    public var showsWith: [String: OutputDeclaration] = [:]
    /// The work; nil for a group such as `auth`, which only holds subcommands. Opaque here: the runtime
    /// supplies it (`CommandAction`) and runs it, so the model knows nothing of what a command receives.
    public var action: (any CommandWork)?

    public init(
        _ name: String, abstract: String, discussion: String? = nil, options: [OptionSpec] = [],
        positionals: [PositionalSpec] = [], subcommands: [CommandSpec] = [], examples: [Example] = [],
        hidden isHidden: Bool = false, work action: (any CommandWork)? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
        self.positionals = positionals
        self.subcommands = subcommands
        self.examples = examples
        self.isHidden = isHidden
        self.action = action
    }

    /// This command, declared as sending no request (`sendsNoRequests`).
    public func offline() -> CommandSpec {
        var spec = self
        spec.sendsNoRequests = true
        return spec
    }

    /// The global options (`globals`, the root's) this command takes: all of them, but those that only
    /// shape requests for a command that sends none.
    public func globalOptions(from globals: [OptionSpec]) -> [OptionSpec] {
        sendsNoRequests ? globals.filter { !$0.isForRequests } : globals
    }

    /// This command, declared as listing `noun` (`listNoun`).
    public func listing(_ noun: String) -> CommandSpec {
        var spec = self
        spec.listNoun = noun
        return spec
    }

    /// This command, declared as printing `shape` in `form` when the option `long` is given (`showsWith`).
    public func showing(_ form: OutputDeclaration.Form, _ shape: RecordShape, with long: String) -> CommandSpec {
        var spec = self
        spec.showsWith[long] = OutputDeclaration(form, shape)
        return spec
    }

    public func subcommand(named name: String) -> CommandSpec? {
        subcommands.first { $0.name == name }
    }

    public var visibleSubcommands: [CommandSpec] { subcommands.filter { !$0.isHidden } }
    public var visibleOptions: [OptionSpec] { options.filter { !$0.isHidden } }

    /// The spec at `path` below this one (`["auth", "status"]`), or nil.
    public func descendant(at path: [String]) -> CommandSpec? {
        var spec = self
        for word in path {
            guard let next = spec.subcommand(named: word) else { return nil }
            spec = next
        }
        return spec
    }

    /// Every command below this one, depth first, with its path of words (the root itself excluded).
    public func allDescendants(includeHidden: Bool = false) -> [(path: [String], spec: CommandSpec)] {
        var result: [(path: [String], spec: CommandSpec)] = []
        func visit(_ spec: CommandSpec, _ path: [String]) {
            for sub in spec.subcommands where includeHidden || !sub.isHidden {
                result.append((path + [sub.name], sub))
                visit(sub, path + [sub.name])
            }
        }
        visit(self, [])
        return result
    }
}

/// A command line a person can paste, with one sentence on what it does.
public struct Example: Sendable, Equatable {
    public var command: String
    public var explanation: String

    public init(_ command: String, _ explanation: String) {
        self.command = command
        self.explanation = explanation
    }
}

/// What a command does, as the command model sees it: something the runtime knows how to run.
public protocol CommandWork: Sendable {}

extension CommandSpec {
    /// This command, marked as printing text rather than records (`printsRawText`).
    public func printingRawText() -> CommandSpec {
        var spec = self
        spec.printsRawText = true
        return spec
    }
}
