@testable import Shared
@testable import ToolkitCommandModel
@testable import ToolkitFloor
import ToolkitTestSupport

/// One command of one tool, as the matrix tests run it: its words, its spec, and the command line (after
/// the tool's name and before any mode's options) that exercises it under `--mock`.
///
/// The list is walked from the command model, so a new command is covered without a line here: its first
/// help example that is a plain command line becomes its sample. A command whose examples are all shell
/// pipelines or need a file gets its line from `MatrixExceptions.samples`, with the reason.
struct MatrixCommand: Sendable, CustomStringConvertible {
    var tool: ToolDefinition
    var path: [String]
    var spec: CommandSpec
    /// The arguments after the tool's name, without global options.
    var sample: [String]
    /// What standard input carries for the sample (a password, a request body, identifiers).
    var stdin: String

    var name: String { path.joined(separator: " ") }
    var description: String { ([tool.name] + sample).joined(separator: " ") }

    /// Every leaf command of every tool that does work (the `help` group is the parser's, not a command).
    static let all: [MatrixCommand] = AllTools.definitions.flatMap(commands(of:))

    static func commands(of tool: ToolDefinition) -> [MatrixCommand] {
        tool.rootSpec.allDescendants().compactMap { path, spec in
            guard spec.subcommands.isEmpty, spec.action != nil else { return nil }
            let key = tool.name + " " + path.joined(separator: " ")
            if let line = MatrixExceptions.samples[key] {
                let words = (try? ShellWords.split(line.sample)) ?? path
                return MatrixCommand(tool: tool, path: path, spec: spec, sample: words, stdin: line.stdin)
            }
            let sample = spec.examples.lazy.compactMap { plainLine($0.command, tool: tool.name) }.first
            // No plain example: the sample is the command's words, which the coverage test reports.
            return MatrixCommand(
                tool: tool, path: path, spec: spec, sample: sample ?? path,
                stdin: sample == nil ? "" : "pw\n")
        }
    }

    /// `TOOL ARGS` with no shell syntax, as ARGS; global options the matrix sets itself (`--mock`) are
    /// dropped. Nil for pipelines, redirections, substitutions and variables.
    static func plainLine(_ command: String, tool: String) -> [String]? {
        guard command.hasPrefix(tool + " ") else { return nil }
        let rest = command.dropFirst(tool.count + 1)
        guard !rest.contains(where: { "|<>$`();&".contains($0) }) else { return nil }
        guard let words = try? ShellWords.split(String(rest)) else { return nil }
        // The modes choose the format; an example's own `-o table` would override it.
        var kept: [String] = []
        var skipNext = false
        for word in words {
            if skipNext { skipNext = false; continue }
            if word == "-o" || word == "--output" { skipNext = true; continue }
            if word == "--mock" || word.hasPrefix("--output=") { continue }
            kept.append(word)
        }
        return kept
    }

    /// The positionals and value options that carry one identifier into a request path.
    var identifierArguments: [String] {
        spec.positionals.filter { $0.valueType == .identifier }.map(\.name)
            + spec.options.filter { $0.valueType == .identifier }.map { "--" + $0.long }
    }

    /// The command prints raw text (a token, a script, a template) rather than records.
    var printsRawText: Bool { spec.printsRawText }
}
