/// The lookup functions the bash and zsh scripts share, written as `case` statements in the syntax both
/// shells accept, keyed by a command's words (`"orders list"`, `""` for the tool itself):
///
/// - `P_subcommand KEY WORD` succeeds when WORD is a command under KEY, hidden ones included;
/// - `P_option KEY WORD` sets `kind` (flag, choice, file, directory, dynamic or value), `vname` and `choices`
///   for an option, hidden ones included, and fails for an unknown one;
/// - `P_positional KEY INDEX` does the same for the INDEX-th positional (from 0).
struct CaseTables {
    let model: CompletionModel
    /// zsh hands choices to `_describe`, which reads an unescaped `:` as the start of a description.
    let escapesColons: Bool

    private var p: String { model.helperPrefix }

    private static func quoted(_ words: [String]) -> String {
        words.map(CompletionModel.shellQuote).joined(separator: " ")
    }

    var subcommands: String {
        var out = """

            # \(p)_subcommand KEY WORD: succeeds when WORD is a command under KEY.
            \(p)_subcommand() {
                case "$1|$2" in

            """
        for pair in model.subcommandPairs {
            out += "    (\(CompletionModel.shellQuote(pair.parent + "|" + pair.child))) return 0 ;;\n"
        }
        return out + "    esac\n    return 1\n}\n"
    }

    var options: String {
        var out = """

            # \(p)_option KEY WORD: what option WORD takes under command KEY (kind, vname, choices);
            # fails for an unknown option. A command's own options shadow the global ones, as in the parser.
            \(p)_option() {
                kind=value vname=VALUE choices=()
                case "$1|$2" in

            """
        for node in model.nodes {
            for option in model.ownOptions(node) {
                let patterns = CompletionModel.words(option).map {
                    CompletionModel.shellQuote(node.key + "|" + $0)
                }
                out += "    (\(patterns.joined(separator: " | "))) \(assignment(option)) ;;\n"
            }
        }
        out += "    (*)\n        case $2 in\n"
        for option in model.globals {
            let patterns = CompletionModel.words(option).map(CompletionModel.shellQuote)
            out += "        (\(patterns.joined(separator: " | "))) \(assignment(option)) ;;\n"
        }
        return out + "        (*) return 1 ;;\n        esac ;;\n    esac\n}\n"
    }

    var positionals: String {
        var out = """

            # \(p)_positional KEY INDEX: what the INDEX-th positional (from 0) of KEY takes; a repeating
            # last positional takes every later index too.
            \(p)_positional() {
                kind=value vname=VALUE choices=()
                case "$1|$2" in

            """
        for node in model.nodes {
            for (index, positional) in node.spec.positionals.enumerated() {
                let last = index == node.spec.positionals.count - 1 && positional.isRepeating
                let pattern = CompletionModel.shellQuote("\(node.key)|") + (last ? "*" : "\(index)")
                let kind = assignment(CompletionModel.completion(for: positional), valueName: positional.name)
                out += "    (\(pattern)) \(kind) ;;\n"
            }
        }
        return out + "    (*) return 1 ;;\n    esac\n}\n"
    }

    private func assignment(_ option: OptionSpec) -> String {
        option.takesValue ? assignment(CompletionModel.completion(for: option), valueName: option.valueName) : "kind=flag"
    }

    /// `kind=… vname=… choices=(…)` for a value.
    private func assignment(_ completion: CompletionModel.ValueCompletion, valueName: String) -> String {
        let name = "vname=\(CompletionModel.shellQuote(valueName))"
        switch completion {
        case .choices(let values):
            let escaped = escapesColons ? values.map(Self.describeEscaped) : values
            return "kind=choice \(name) choices=(\(Self.quoted(escaped)))"
        case .file: return "kind=file \(name)"
        case .directory: return "kind=directory \(name)"
        case .profiles: return "kind=choice \(name) choices=(\(model.profileListing))"
        case .text: return "kind=value \(name)"
        case .dynamic: return "kind=dynamic \(name)"
        }
    }

    /// `text` with `:` and `\` escaped, as `_describe` wants a match's name.
    static func describeEscaped(_ text: String) -> String {
        CompletionModel.replacing(text) { $0 == ":" || $0 == "\\" ? "\\\($0)" : nil }
    }
}
