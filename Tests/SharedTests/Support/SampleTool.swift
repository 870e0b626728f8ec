@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// A small tool with every kind of declaration the parser, help and generators must handle.
enum SampleTool {
    static let recorder = ActionRecorder()

    static let definition = ToolDefinition(
        name: "sample", version: "9.9.9", prefix: "SAMPLE", abstract: "A tool for tests.",
        discussion: "Exercises the command model.",
        settings: [
            SettingSpec("SAMPLE_TOKEN", help: "A secret token.", secret: true),
            SettingSpec("SAMPLE_REGION", help: "A region.", default: "eu"),
            SettingSpec("SAMPLE_LIMIT", help: "A limit.", type: .integer(1...100)),
        ],
        environments: [
            EnvironmentPreset("live", help: "Live.", values: ["SAMPLE_API_BASE_URL": "https://api.example.com"]),
            EnvironmentPreset("test", help: "Test.", values: ["SAMPLE_API_BASE_URL": "https://test.example.com"]),
        ],
        defaultEnvironment: "live",
        commands: [
            CommandSpec(
                "orders", abstract: "Work with orders.",
                subcommands: [
                    CommandSpec(
                        "list", abstract: "List orders.",
                        options: [
                            OptionSpec("status", type: .choice(["open", "closed"]), help: "Only this status."),
                            OptionSpec("limit", short: "l", type: .integer(1...100), help: "At most N.", setting: "SAMPLE_LIMIT"),
                            .flag("all", help: "Every page."),
                        ],
                        examples: [Example("sample orders list --status open", "Open orders.")],
                        action: recorder.action),
                    CommandSpec(
                        "get", abstract: "Show one order.", positionals: [PositionalSpec("ID", help: "The order id.")],
                        action: recorder.action),
                ]),
            CommandSpec(
                "validate", abstract: "Validate an address.",
                options: [
                    OptionSpec("street", valueName: "LINE", help: "A street line.", repeatable: true),
                    OptionSpec("max-candidates", type: .integer(1...50), help: "Candidates."),
                    .flag("cache", help: "Use the cache.", negatable: true),
                    OptionSpec("input", short: "i", type: .file, help: "A file, or - for stdin."),
                ],
                action: recorder.action),
            CommandSpec(
                "parse-link", abstract: "Parse links.",
                positionals: [PositionalSpec("URI", help: "Links.", optional: true, repeating: true)],
                action: recorder.action),
            CommandSpec("secret", abstract: "Hidden.", hidden: true, action: recorder.action),
        ],
        examples: [Example("sample orders list", "List orders.")],
        exitStatuses: [.success, .usage, .outputFailed, .brokenPipe])
}

/// Remembers the last parsed command an action received.
final class ActionRecorder: Sendable {
    private let last = MutexBox<ParsedCommand?>(nil)

    var action: @Sendable (CommandContext) async throws -> ExitCode {
        { [last] context in
            last.set(context.command)
            return .success
        }
    }

    var lastCommand: ParsedCommand? { last.get() }
}

import Synchronization

final class MutexBox<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>
    init(_ value: Value) { mutex = Mutex(value) }
    func get() -> Value { mutex.withLock { $0 } }
    func set(_ value: Value) { mutex.withLock { $0 = value } }
}
