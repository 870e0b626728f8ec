/// What `TOOL __complete WORDS…` is asked to complete: the last word, read against the words before it the
/// way `CommandLineParser` reads a command line (commands first, then positionals; options and their
/// values anywhere; `--` ends options), but never failing on a line that is still being typed.
///
/// It gives the value being completed (an option's, glued or not, or a positional), the kind of data its
/// values come from, the fixed values the model declares beside them, and the command as parsed so far,
/// whose `--profile`, `--env` and `--mock` choose the store, as they would for the command itself.
struct CompletionTarget {
    var parsed: ParsedCommand
    var kind: ValueKind
    /// The values the model lists for it (a `choice` or `suggested` type), offered after those seen.
    var fixed: [String]
    /// What is typed of the value so far.
    var partial: String

    /// The target of the last of `words` (the words after the tool's name), or nil when it is not a value
    /// whose values come from data.
    init?(root: CommandSpec, words: [String]) {
        guard let current = words.last else { return nil }
        var walk = Walk(root: root)
        let finished = words.dropLast()
        var index = finished.startIndex
        var pending: OptionSpec?
        while index < finished.endIndex {
            let word = finished[index]
            index += 1
            pending = walk.take(word, next: index < finished.endIndex ? finished[index] : nil, skip: &index)
        }
        let value: (type: ValueType, kind: ValueKind?, partial: String)?
        if let pending, !Walk.looksLikeLongOption(current) {
            value = (pending.valueType, pending.completes, current)
        } else if !walk.ended, current.hasPrefix("-"), current != "-" {
            value = walk.gluedValue(current).map { ($0.option.valueType, $0.option.completes, $0.partial) }
        } else {
            value = walk.positionalSlot().map { ($0.valueType, $0.completes, current) }
        }
        guard let value, let kind = value.kind else { return nil }
        self.kind = kind
        self.partial = value.partial
        switch value.type {
        case .choice(let values), .suggested(let values): fixed = values
        default: fixed = []
        }
        parsed = walk.parsed
    }

    /// The parser's progress, forgiving: an unknown word or option is passed over.
    private struct Walk {
        var spec: CommandSpec
        var path: [String] = []
        var values: [String: [String]] = [:]
        var positionals = 0
        var ended = false
        var scope: [String: OptionSpec] = [:]
        var shortScope: [Character: OptionSpec] = [:]
        let root: CommandSpec

        init(root: CommandSpec) {
            self.root = root
            spec = root
            rebuildScope()
        }

        var parsed: ParsedCommand {
            ParsedCommand(path: path, spec: spec, values: values, optionsInScope: scope)
        }

        mutating func rebuildScope() {
            for option in root.options + (path.isEmpty ? [] : spec.options) {
                scope[option.long] = option
                if let short = option.short { shortScope[short] = option }
            }
        }

        /// Takes one finished word; returns the option that takes the next word as its value when that
        /// next word is the one being completed (it is skipped otherwise).
        mutating func take(_ word: String, next: String?, skip index: inout Int) -> OptionSpec? {
            if ended || word == "-" || !word.hasPrefix("-") {
                if !ended, positionals == 0, let sub = spec.subcommand(named: word) {
                    spec = sub
                    path.append(word)
                    rebuildScope()
                } else {
                    positionals += 1
                }
                return nil
            }
            if word == "--" {
                ended = true
                return nil
            }
            let option: OptionSpec
            if word.hasPrefix("--") {
                let body = word.dropFirst(2)
                if let equals = body.firstIndex(of: "=") {
                    if let glued = scope[String(body[..<equals])] { keep(glued, String(body[body.index(after: equals)...])) }
                    return nil
                }
                if body.hasPrefix("no-"), let negated = scope[String(body.dropFirst(3))], negated.isNegatable {
                    keep(negated, "false")
                    return nil
                }
                guard let found = scope[String(body)] else { return nil }
                option = found
            } else {
                var letters = Substring(word.dropFirst())
                var found: OptionSpec?
                while let letter = letters.first, found == nil {
                    letters = letters.dropFirst()
                    guard let short = shortScope[letter] else { return nil }
                    if short.takesValue { found = short } else { keep(short, "true") }
                }
                guard let found else { return nil }
                if !letters.isEmpty {
                    keep(found, String(letters))
                    return nil
                }
                option = found
            }
            guard option.takesValue else {
                keep(option, "true")
                return nil
            }
            guard let next else { return option }
            if !Self.looksLikeLongOption(next) {
                keep(option, next)
                index += 1
            }
            return nil
        }

        /// The parser's rule: an option's value is the next word unless that looks like a long option.
        static func looksLikeLongOption(_ text: String) -> Bool { text.hasPrefix("--") && text.count > 2 }

        mutating func keep(_ option: OptionSpec, _ value: String) {
            if option.isRepeatable { values[option.long, default: []].append(value) } else { values[option.long] = [value] }
        }

        /// The option whose value is glued to it in `word` (`--status=in`, `-sin`), with what is typed of it.
        func gluedValue(_ word: String) -> (option: OptionSpec, partial: String)? {
            if word.hasPrefix("--") {
                let body = word.dropFirst(2)
                guard let equals = body.firstIndex(of: "="), let option = scope[String(body[..<equals])], option.takesValue
                else { return nil }
                return (option, String(body[body.index(after: equals)...]))
            }
            var letters = Substring(word.dropFirst())
            while let letter = letters.first {
                letters = letters.dropFirst()
                guard let option = shortScope[letter] else { return nil }
                if option.takesValue { return (option, String(letters)) }
            }
            return nil
        }

        /// The positional the next word would be.
        func positionalSlot() -> PositionalSpec? {
            if positionals < spec.positionals.count { return spec.positionals[positionals] }
            return spec.positionals.last.flatMap { $0.isRepeating ? $0 : nil }
        }
    }
}
