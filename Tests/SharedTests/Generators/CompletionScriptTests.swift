import Foundation
import Testing

@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// The generated completion scripts, loaded and run in real bash, zsh and fish against `GeneratorSample`.
/// Each case is a command line with the cursor at its end and what must (and must not) be offered.
struct CompletionScriptTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var line: String
        var expected: [String]
        /// When false, `expected` need only be among the offers.
        var exact = true
        var absent: [String] = []
        var testDescription: String { "'\(line)'" }
    }

    static let commands = ["auth", "orders", "parse-link", "convert", "help", "config", "completion", "version"]

    /// What every shell must offer, whatever its own conventions.
    static let common: [Case] = [
        Case(line: "kit ", expected: commands, absent: ["secret"]),
        Case(line: "kit auth ", expected: ["login", "status", "logout"]),
        Case(line: "kit help ", expected: commands.filter { $0 != "help" }),
        Case(line: "kit help or", expected: ["orders"]),
        Case(line: "kit help orders ", expected: ["list", "get", "export-all", "line-items"]),
        Case(line: "kit help config ", expected: ["show", "set", "unset", "profiles", "template"]),
        Case(line: "kit orders line-items ", expected: ["list"]),
        Case(line: "kit -o ", expected: ["table", "json", "ndjson", "csv"]),
        Case(line: "kit -o json orders ", expected: ["list", "get", "export-all", "line-items"]),
        Case(line: "kit orders -o json list --st", expected: ["--status"]),
        Case(line: "kit orders list --status ", expected: ["open", "closed", "all"]),
        Case(line: "kit orders export-all -f ", expected: ["csv", "json"]),
        Case(line: "kit -e ", expected: ["live", "sandbox"]),
        Case(line: "kit auth login --email ", expected: []),
        Case(line: "kit auth login --env ", expected: ["live", "sandbox"]),
        Case(
            line: "kit orders list --",
            expected: ["--status", "--limit", "--no-cache", "--output", "--mock-dir"],
            exact: false, absent: ["--internal-trace", "--all", "--totals"]),
        Case(line: "kit parse-link --st", expected: ["--strict"]),
        // A command that sends no request does not offer the options that only shape requests.
        Case(line: "kit parse-link --mo", expected: []),
        Case(
            line: "kit parse-link --", expected: ["--strict", "--output", "--fields", "--quiet"], exact: false,
            absent: ["--mock", "--mock-dir", "--retries", "--timeout", "--env", "--base-url"]),
        Case(line: "kit parse-link https://id.gs1.org/01/1 --st", expected: ["--strict"]),
        Case(line: "kit convert ", expected: ["csv", "ndjson"]),
        Case(line: "kit convert csv ", expected: ["data.csv"], exact: false),
        Case(line: "kit completion ", expected: ["bash", "zsh", "fish"]),
        Case(line: "kit config set ", expected: ["KIT_TOKEN", "KIT_REGION"], exact: false),
        Case(line: "kit config unset KIT_REG", expected: ["KIT_REGION"]),
        Case(line: "kit secret --to", expected: ["--token"]),
        Case(line: "kit orders line-items list --to", expected: ["--totals"]),
    ]

    static func check(_ offers: [String], _ test: Case, sourceLocation: SourceLocation = #_sourceLocation) {
        if test.exact {
            #expect(offers.sorted() == test.expected.sorted(), "\(test.line)", sourceLocation: sourceLocation)
        } else {
            let missing = test.expected.filter { !offers.contains($0) }
            #expect(
                missing.isEmpty, "\(test.line): missing \(missing) in \(offers)",
                sourceLocation: sourceLocation)
        }
        let leaked = test.absent.filter(offers.contains)
        #expect(leaked.isEmpty, "\(test.line): must not offer \(leaked)", sourceLocation: sourceLocation)
    }

    /// A scratch directory with the three scripts and a few files and directories to complete.
    static func directory() throws -> URL {
        let tool = GeneratorSample.definition
        return try ShellRunner.scratch([
            "kit.bash": CompletionGenerator.script(for: .bash, tool: tool),
            "_kit": CompletionGenerator.script(for: .zsh, tool: tool),
            "kit.fish": CompletionGenerator.script(for: .fish, tool: tool),
            "data.csv": "a,b\n", "out/keep": "",
        ])
    }

    // MARK: bash

    /// COMP_WORDS as bash splits `line`: at blanks, and around runs of COMP_WORDBREAKS characters such
    /// as `=` and `:`; a line ending in a blank has an empty current word.
    static func bashWords(_ line: String) -> [String] {
        var words: [String] = []
        for token in line.split(separator: " ") {
            var current = ""
            for character in token {
                let breaks = "=:".contains(character)
                if let last = current.last, breaks != "=:".contains(last) {
                    words.append(current)
                    current = ""
                }
                current.append(character)
            }
            words.append(current)
        }
        return line.hasSuffix(" ") ? words + [""] : words
    }

    static func bash(_ line: String, in directory: URL) async throws -> ShellRunner.Result {
        let words = bashWords(line)
        let quote = CompletionModel.shellQuote
        let snippet = """
            source ./kit.bash || exit 1
            COMP_WORDS=(\(words.map(quote).joined(separator: " "))) COMP_CWORD=\(words.count - 1)
            COMP_LINE=\(quote(line)) COMP_POINT=\(line.utf8.count)
            _kit
            (( ${#COMPREPLY[@]} )) && printf '%s\\n' "${COMPREPLY[@]}"
            exit 0
            """
        return try await ShellRunner.run("bash", ["--norc", "--noprofile", "-c", snippet], in: directory)
    }

    @Test(
        arguments: common + [
            Case(line: "kit --output=j", expected: ["json"]),
            Case(line: "kit -oj", expected: ["-ojson"]),
            Case(
                line: "kit --base-url https://x.example orders ",
                expected: ["list", "get", "export-all", "line-items"]),
            Case(line: "kit --mock-dir ", expected: ["out"]),
            Case(line: "kit se", expected: []),
        ])
    func bashOffers(_ test: Case) async throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try await Self.bash(test.line, in: directory)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        Self.check(result.lines, test)
    }

    @Test func bashRegistersWithCompleteF() async throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try await ShellRunner.run(
            "bash",
            ["--norc", "--noprofile", "-c", "bash -n ./kit.bash && source ./kit.bash && complete -p kit"],
            in: directory)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout == "complete -F _kit kit\n")
    }
}

extension CompletionScriptTests {
    // MARK: zsh

    /// Runs `_kit` for `line` with compsys's functions stubbed to print what they would offer:
    /// `_describe` prints `TAG WORD` per entry, `_files` and `_message` their arguments.
    static func zsh(_ line: String, in directory: URL) async throws -> ShellRunner.Result {
        var words = line.split(separator: " ").map(String.init)
        if line.hasSuffix(" ") { words.append("") }
        let snippet = """
            _describe() {
                local tag=values entry
                [[ $1 == -t ]] && { tag=$2; shift 2 }
                for entry in "${(@P)2}"; do print -r -- "$tag ${entry%%:*}"; done
            }
            _files() { print -r -- "files $*" }
            _message() { print -r -- "message $*" }
            compset() { : }
            source ./_kit || exit 1
            words=(\(words.map(CompletionModel.shellQuote).joined(separator: " "))) CURRENT=\(words.count)
            _kit
            exit 0
            """
        return try await ShellRunner.run("zsh", ["-f", "-c", snippet], in: directory)
    }

    @Test(arguments: [
        Case(line: "kit ", expected: commands.map { "commands \($0)" }),
        Case(line: "kit auth ", expected: ["commands login", "commands status", "commands logout"]),
        Case(line: "kit -o ", expected: ["values table", "values json", "values ndjson", "values csv"]),
        Case(
            line: "kit --output=", expected: ["values table", "values json", "values ndjson", "values csv"]),
        Case(line: "kit parse-link x --s", expected: ["options --strict", "options --output"], exact: false),
        Case(
            line: "kit orders list --", expected: ["options --no-cache"], exact: false,
            absent: ["options --all"]),
        Case(line: "kit convert ", expected: ["values csv", "values ndjson"]),
        Case(line: "kit convert csv ", expected: ["files "]),
        Case(line: "kit auth login --email ", expected: ["message -e values VALUE"]),
        Case(line: "kit auth login -", expected: ["options -e", "options --env"], exact: false),
        Case(line: "kit --mock-dir ", expected: ["files -/"]),
    ])
    func zshOffers(_ test: Case) async throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try await Self.zsh(test.line, in: directory)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        Self.check(result.lines.map { $0 == "files" ? "files " : $0 }, test)
    }

    /// Autoloaded from $fpath, sourced after compinit and sourced before it: silent every time, and
    /// registered for `kit` (before compinit, as soon as compinit has run).
    @Test func zshLoadsEveryWay() async throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = try String(contentsOf: directory.appendingPathComponent("_kit"), encoding: .utf8)
        #expect(script.hasPrefix("#compdef kit\n"))
        let checks = [
            "zsh -n ./_kit",
            "autoload -Uz compinit && compinit -u -D && source ./_kit && print -r -- $_comps[kit]",
            "fpath=($PWD $fpath); autoload -Uz compinit && compinit -u -D && print -r -- $_comps[kit]",
            // Before compinit: the precmd hook registers once compdef exists; call it as the prompt would.
            "source ./_kit; autoload -Uz compinit && compinit -u -D && __kit_register;"
                + " print -r -- $_comps[kit]",
        ]
        for (check, expected) in zip(checks, ["", "_kit\n", "_kit\n", "_kit\n"]) {
            let result = try await ShellRunner.run("zsh", ["-f", "-c", check], in: directory)
            #expect(
                result.stdout == expected && result.stderr.isEmpty,
                "\(check): \(result.stdout)\(result.stderr)")
        }
    }

    // MARK: fish

    static func fish(_ line: String, in directory: URL) async throws -> ShellRunner.Result {
        try await ShellRunner.run(
            "fish", ["--no-config", "-c", "source ./kit.fish; and complete --do-complete=$argv[1]", line],
            in: directory)
    }

    @Test(
        arguments: common + [
            Case(line: "kit --output=j", expected: ["--output=json"]),
            Case(line: "kit --mock-dir ", expected: ["out/"]),
            Case(line: "kit se", expected: [], exact: false, absent: ["secret"]),
        ])
    func fishOffers(_ test: Case) async throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try await Self.fish(test.line, in: directory)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        Self.check(result.lines.map { String($0.prefix { $0 != "\t" }) }, test)
    }
}
