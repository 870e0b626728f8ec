import ToolkitFloor
/// Parses argv (without the program name) against a command tree. Pure: strings in, a `ParsedCommand`
/// or a `UsageError` out.
///
/// Syntax (docs/usage.md): `--name value`, `--name=value`, `-n value`, `-nvalue`, bundled flags
/// `-vq`, `--no-NAME` for negatable flags, `--` ends options, a lone `-` is an ordinary argument.
/// The root's options are global: accepted before or after the command words.
public struct CommandLineParser: Sendable {
    public let root: CommandSpec

    public init(root: CommandSpec) {
        self.root = root
    }

    public func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommand {
        do {
            let parsed = try parseStrictly(arguments)
            return parsed.path == ["help"] ? try helpTarget(of: parsed) : parsed
        } catch {
            // `--help` anywhere wins over mistakes elsewhere: show the help of the command reached.
            guard Self.asksForHelp(arguments) else { throw error }
            let spec = root.descendant(at: error.commandPath) ?? root
            return ParsedCommand(path: error.commandPath, spec: spec, values: ["help": ["true"]])
        }
    }

    /// `help WORDS…` means `WORDS… --help`: the help of the command the words name, found by the same
    /// walk and refused with the same error as any command line. The one place that decides what help
    /// shows; `ToolRunner` only prints it.
    func helpTarget(of parsed: ParsedCommand) throws(UsageError) -> ParsedCommand {
        var spec = root
        var path: [String] = []
        for word in parsed.positionals {
            guard let next = spec.subcommand(named: word) else {
                throw ParseState.unknownCommand(word, in: spec, rootName: root.name, path: path, reportedAt: ["help"])
            }
            spec = next
            path.append(word)
        }
        var values = parsed.values
        values["help"] = ["true"]
        return ParsedCommand(path: path, spec: spec, values: values, optionsInScope: parsed.optionsInScope)
    }

    static func asksForHelp(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "--help" || argument == "-h" { return true }
        }
        return false
    }

    private func parseStrictly(_ arguments: [String]) throws(UsageError) -> ParsedCommand {
        var state = ParseState(root: root)
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                try state.takeWord(argument, optionsEnded: optionsEnded)
            } else if argument == "--" {
                optionsEnded = true
            } else if argument.hasPrefix("--") {
                try state.takeLongOption(argument, arguments: arguments, index: &index)
            } else {
                try state.takeShortOptions(argument, arguments: arguments, index: &index)
            }
        }
        return try state.finish()
    }
}

/// The parser's progress through one command line.
private struct ParseState {
    let root: CommandSpec
    var spec: CommandSpec
    var path: [String] = []
    var values: [String: [String]] = [:]
    var positionals: [String] = []
    var scope: [String: OptionSpec] = [:]
    var shortScope: [Character: OptionSpec] = [:]

    init(root: CommandSpec) {
        self.root = root
        self.spec = root
        rebuildScope()
    }

    mutating func rebuildScope() {
        let options = root.options + (path.isEmpty ? [] : spec.options)
        // Sized up front: growing the tables option by option rehashed them several times per parse.
        scope = Dictionary(minimumCapacity: options.count)
        shortScope = Dictionary(minimumCapacity: options.count)
        // The command's own options shadow global ones of the same name.
        for option in options {
            scope[option.long] = option
            if let short = option.short { shortScope[short] = option }
        }
    }

    func error(_ message: String, suggestion: String? = nil) -> UsageError {
        UsageError(message, suggestion: suggestion, commandPath: path)
    }

    /// `unknown command 'x' for 'tool group'`, with the nearest known name.
    static func unknownCommand(
        _ word: String, in spec: CommandSpec, rootName: String, path: [String], reportedAt: [String]
    ) -> UsageError {
        let owner = ([rootName] + path).joined(separator: " ")
        return UsageError(
            "unknown command '\(word)' for '\(owner)'",
            suggestion: EditDistance.suggestion(for: word, among: spec.visibleSubcommands.map(\.name)),
            commandPath: reportedAt)
    }

    mutating func takeWord(_ word: String, optionsEnded: Bool) throws(UsageError) {
        if !optionsEnded, positionals.isEmpty, !spec.subcommands.isEmpty {
            if let sub = spec.subcommand(named: word) {
                spec = sub
                path.append(word)
                rebuildScope()
                return
            }
            if spec.positionals.isEmpty {
                throw Self.unknownCommand(word, in: spec, rootName: root.name, path: path, reportedAt: path)
            }
        }
        let slot = positionals.count < spec.positionals.count ? spec.positionals[positionals.count]
            : spec.positionals.last.flatMap { $0.isRepeating ? $0 : nil }
        guard let slot else { throw error("unexpected argument '\(word)'") }
        if word != "-", let problem = slot.valueType.problem(with: word) {
            throw error("invalid value '\(word)' for \(slot.name): \(problem)")
        }
        positionals.append(word)
    }

    mutating func takeLongOption(_ argument: String, arguments: [String], index: inout Int) throws(UsageError) {
        let body = argument.dropFirst(2)
        let name: String
        var inlineValue: String?
        if let equals = body.firstIndex(of: "=") {
            name = String(body[..<equals])
            inlineValue = String(body[body.index(after: equals)...])
        } else {
            name = String(body)
        }
        if let option = scope[name] {
            try take(option, spelled: "--\(name)", inlineValue: inlineValue, arguments: arguments, index: &index)
            return
        }
        if name.hasPrefix("no-"), let option = scope[String(name.dropFirst(3))], option.isNegatable {
            guard inlineValue == nil else { throw error("option '--\(name)' does not take a value") }
            values[option.long, default: []].append("false")
            return
        }
        var candidates = scope.values.filter { !$0.isHidden }.map { "--\($0.long)" }
        candidates += scope.values.filter { $0.isNegatable && !$0.isHidden }.map { "--no-\($0.long)" }
        throw error(
            "unknown option '--\(name)'",
            suggestion: EditDistance.suggestion(for: "--\(name)", among: candidates.sorted()))
    }

    mutating func takeShortOptions(_ argument: String, arguments: [String], index: inout Int) throws(UsageError) {
        var letters = Substring(argument.dropFirst())
        while let letter = letters.first {
            letters = letters.dropFirst()
            guard let option = shortScope[letter] else {
                if Double(argument) != nil, spec.positionals.count > positionals.count {
                    try takeWord(argument, optionsEnded: false)  // a negative number as an argument
                    return
                }
                throw error("unknown option '-\(letter)'")
            }
            if option.takesValue {
                let attached = letters.isEmpty ? nil : String(letters)
                try take(option, spelled: "-\(letter)", inlineValue: attached, arguments: arguments, index: &index)
                return
            }
            values[option.long, default: []].append("true")
        }
    }

    mutating func take(
        _ option: OptionSpec, spelled: String, inlineValue: String?, arguments: [String], index: inout Int
    ) throws(UsageError) {
        guard option.takesValue else {
            guard inlineValue == nil else { throw error("option '\(spelled)' does not take a value") }
            values[option.long, default: []].append("true")
            return
        }
        var value = inlineValue
        if value == nil, index < arguments.count, !Self.looksLikeLongOption(arguments[index]) {
            value = arguments[index]
            index += 1
        }
        guard let value else {
            throw error("missing value for '\(spelled) \(option.valueName)'")
        }
        if value != "-", let problem = option.valueType.problem(with: value) {
            throw error("invalid value '\(value)' for '\(spelled)': \(problem)")
        }
        if option.isRepeatable {
            values[option.long, default: []].append(value)
        } else {
            values[option.long] = [value]
        }
    }

    static func looksLikeLongOption(_ text: String) -> Bool { text.hasPrefix("--") && text.count > 2 }

    func finish() throws(UsageError) -> ParsedCommand {
        let parsed = ParsedCommand(
            path: path, spec: spec, values: values, positionals: positionals, optionsInScope: scope)
        if values["help"] != nil || values["version"] != nil { return parsed }
        // `--fields help` lists the command's fields and runs nothing: it needs no ID, as `--help` does not.
        if values["fields"]?.last?.trimmedWhitespace == "help", spec.action != nil { return parsed }
        if spec.action == nil, !spec.subcommands.isEmpty {
            let names = spec.visibleSubcommands.map(\.name).joined(separator: ", ")
            let owner = ([root.name] + path).joined(separator: " ")
            throw error(path.isEmpty ? "no command given (one of: \(names))" : "'\(owner)' needs a command: \(names)")
        }
        if let missing = spec.options.first(where: { $0.isRequired && values[$0.long] == nil }) {
            throw error("missing option --\(missing.long) \(missing.valueName)")
        }
        let required = spec.positionals.filter { !$0.isOptional }
        if positionals.count < required.count {
            let missing = required[positionals.count]
            let dash = missing.readsStandardInput ? " (or - to read them from standard input, one a line)" : ""
            throw error("missing argument \(missing.name)\(dash)")
        }
        return parsed
    }
}
