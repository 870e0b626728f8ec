import Foundation
import Testing
import ToolkitTestSupport

@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// A tool shaped like the real ones will become, for the completion and man page tests: nested groups
/// (three levels), hyphenated commands, choices, files, directories, a negatable flag, positional
/// choices, a repeating positional, and a hidden command and option.
enum GeneratorSample {
    static let definition = ToolDefinition(
        name: "kit", version: "1.2.3", prefix: "KIT", abstract: "A sample tool for the generators.",
        discussion:
            "Exercises every kind of declaration; C:\\Temp is a path.\n\n.env files hold KEY=VALUE lines.",
        settings: [
            SettingSpec("KIT_TOKEN", help: "A bearer token.", secret: true),
            SettingSpec("KIT_REGION", help: "The region.", default: "eu-west-1"),
        ],
        environments: [
            EnvironmentPreset("live", help: "The live service.", values: [:]),
            EnvironmentPreset("sandbox", help: "The sandbox.", values: [:]),
        ],
        defaultEnvironment: "live",
        commands: [auth, orders, parseLink, convert, secret],
        examples: [Example("kit orders list -o json | jq '.[0]'", "The first order, as JSON.")],
        files: [FileEntry("~/.kitrc", "Legacy settings; ignored.")],
        seeAlso: ["upsctl", "tracewise", "scorebase", "repairminder", "jq"],
        exitStatuses: [
            .success,
            ExitStatus(.failure, "The service answered with an error not listed below (400, 404, 409, 422, ...)."),
            .usage, .outputFailed, .brokenPipe,
        ])

    static let auth = CommandSpec(
        "auth", abstract: "Sign in and out.",
        subcommands: [
            CommandSpec(
                "login", abstract: "Sign in.",
                options: [
                    OptionSpec("email", short: "e", help: "The account's email; its -e hides the global -e."),
                    .flag("password-stdin", help: "Read the password from standard input."),
                ],
                examples: [
                    Example("kit auth login --email a@b.c --password-stdin < pw", "Sign in from a file.")
                ]),
            CommandSpec("status", abstract: "Show who is signed in."),
            CommandSpec("logout", abstract: "Sign out."),
        ])

    static let orders = CommandSpec(
        "orders", abstract: "Work with orders.",
        subcommands: [
            CommandSpec(
                "list", abstract: "List orders.",
                options: [
                    OptionSpec(
                        "status", type: .choice(["open", "closed", "all"]), help: "Only this status."),
                    OptionSpec(
                        "limit", short: "l", type: .integer(1...100), help: "At most N.", default: "50"),
                    .flag("cache", help: "Reuse cached pages.", negatable: true),
                    OptionSpec("since", valueName: "DATE", help: "Only orders since DATE.", repeatable: true),
                    OptionSpec("internal-trace", help: "Hidden tracing.", hidden: true),
                ],
                examples: [Example("kit orders list --status open", "Open orders.")]),
            CommandSpec(
                "get", abstract: "Show one order.", positionals: [PositionalSpec("ID", help: "The id.")]),
            CommandSpec(
                "export-all", abstract: "Export every order.",
                options: [
                    OptionSpec("to", type: .directory, help: "Where to write."),
                    OptionSpec("format", short: "f", type: .choice(["csv", "json"]), help: "File format."),
                ]),
            CommandSpec(
                "line-items", abstract: "Work with an order's lines.",
                subcommands: [
                    CommandSpec(
                        "list", abstract: "List lines.", options: [.flag("totals", help: "Add totals.")])
                ]),
        ])

    static let parseLink = CommandSpec(
        "parse-link", abstract: "Parse GS1 Digital Link URIs offline.",
        options: [.flag("strict", help: "Reject unknown AIs.")],
        positionals: [PositionalSpec("URI", help: "Links to parse.", optional: true, repeating: true)],
        examples: [Example("kit parse-link 'https://id.gs1.org/01/1' -o ndjson", "Two links, one line each.")]
    ).offline()

    static let convert = CommandSpec(
        "convert", abstract: "Convert a file.",
        positionals: [
            PositionalSpec("FORMAT", help: "The target format.", type: .choice(["csv", "ndjson"])),
            PositionalSpec("FILE", help: "The input.", type: .file),
        ])

    static let secret = CommandSpec(
        "secret", abstract: "Not for users.", options: [OptionSpec("token", help: "A token.")], hidden: true)
}

/// Runs the shells the completion tests need; a missing shell is a failure, not a skip, since CI
/// installs all three.
enum ShellRunner {
    struct Result {
        var stdout: String
        var stderr: String
        var status: Int32
        var lines: [String] { stdout.split(separator: "\n").map(String.init) }
    }

    struct Missing: Error, CustomStringConvertible {
        var name: String
        var description: String {
            "\(name) is not installed (not on PATH); install it (e.g. apt-get install -y \(name)), CI does"
        }
    }

    static func executable(_ name: String) throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw Missing(name: name)
    }

    /// Runs `name arguments…` in `directory` with a temporary HOME and XDG tree elsewhere, so no user
    /// configuration interferes and nothing the shell writes shows up among the files being completed.
    /// Waited for without blocking a thread, within the hang bound.
    static func run(_ name: String, _ arguments: [String], in directory: URL) async throws -> Result {
        let home = try ProcessHome()
        defer { home.remove() }
        let shell = try ChildProcess(try executable(name), arguments, environment: home.environment([:]), directory: directory)
        let finished = try await shell.finish()
        return Result(stdout: finished.stdout, stderr: finished.stderr, status: finished.status)
    }

    /// A fresh directory holding `files` (name → content).
    static func scratch(_ files: [String: String]) throws -> URL {
        let directory = TestScratch.root.appendingPathComponent(
            "gen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, content) in files {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try content.write(to: url, atomically: true, encoding: .utf8)
        }
        return directory
    }
}
