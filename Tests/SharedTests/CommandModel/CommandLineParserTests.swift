import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// Parse-only tests: argv in, command path and values (or the exact usage error) out.
struct CommandLineParserTests {
    let parser = CommandLineParser(root: SampleTool.definition.rootSpec)

    struct Accepted: CustomTestStringConvertible, Sendable {
        var argv: String
        var path: [String]
        var values: [String: [String]] = [:]
        var positionals: [String] = []
        var testDescription: String { argv }
    }

    static let accepted: [Accepted] = [
        Accepted(argv: "orders list", path: ["orders", "list"]),
        Accepted(argv: "orders list --status open", path: ["orders", "list"], values: ["status": ["open"]]),
        Accepted(argv: "orders list --status=closed", path: ["orders", "list"], values: ["status": ["closed"]]),
        Accepted(argv: "orders list -l 5", path: ["orders", "list"], values: ["limit": ["5"]]),
        Accepted(argv: "orders list -l5", path: ["orders", "list"], values: ["limit": ["5"]]),
        Accepted(argv: "-vq orders list", path: ["orders", "list"], values: ["verbose": ["true"], "quiet": ["true"]]),
        Accepted(argv: "orders list -vql7", path: ["orders", "list"],
                 values: ["verbose": ["true"], "quiet": ["true"], "limit": ["7"]]),
        Accepted(argv: "-o json orders list", path: ["orders", "list"], values: ["output": ["json"]]),
        Accepted(argv: "orders list -ojson", path: ["orders", "list"], values: ["output": ["json"]]),
        Accepted(argv: "orders --output=csv list", path: ["orders", "list"], values: ["output": ["csv"]]),
        Accepted(argv: "orders list -o json -o csv", path: ["orders", "list"], values: ["output": ["csv"]]),
        Accepted(argv: "validate --street A --street 'B 2' --street=C", path: ["validate"],
                 values: ["street": ["A", "B 2", "C"]]),
        Accepted(argv: "validate --no-cache", path: ["validate"], values: ["cache": ["false"]]),
        Accepted(argv: "validate --cache --no-cache --cache", path: ["validate"], values: ["cache": ["true", "false", "true"]]),
        Accepted(argv: "validate -i -", path: ["validate"], values: ["input": ["-"]]),
        Accepted(argv: "validate --input=-", path: ["validate"], values: ["input": ["-"]]),
        Accepted(argv: "orders get 17", path: ["orders", "get"], positionals: ["17"]),
        Accepted(argv: "orders get -- -17", path: ["orders", "get"], positionals: ["-17"]),
        Accepted(argv: "orders get -5", path: ["orders", "get"], positionals: ["-5"]),
        Accepted(argv: "parse-link a b c", path: ["parse-link"], positionals: ["a", "b", "c"]),
        Accepted(argv: "parse-link -", path: ["parse-link"], positionals: ["-"]),
        Accepted(argv: "parse-link -- --help -x", path: ["parse-link"], positionals: ["--help", "-x"]),
        Accepted(argv: "parse-link", path: ["parse-link"]),
        Accepted(argv: "parse-link x --env test", path: ["parse-link"], values: ["env": ["test"]], positionals: ["x"]),
        Accepted(argv: "--fields id,name orders list", path: ["orders", "list"], values: ["fields": ["id,name"]]),
        Accepted(argv: "--timeout 2.5 --retries 0 orders list", path: ["orders", "list"],
                 values: ["timeout": ["2.5"], "retries": ["0"]]),
        Accepted(argv: "secret", path: ["secret"]),
        // `help WORDS` is `WORDS --help`: the parser decides what help shows.
        Accepted(argv: "help orders list", path: ["orders", "list"], values: ["help": ["true"]]),
        Accepted(argv: "orders list --help", path: ["orders", "list"], values: ["help": ["true"]]),
        Accepted(argv: "orders -h", path: ["orders"], values: ["help": ["true"]]),
        Accepted(argv: "orders list --bogus --help", path: ["orders", "list"], values: ["help": ["true"]]),
        Accepted(argv: "--version", path: [], values: ["version": ["true"]]),
    ]

    @Test(arguments: accepted)
    func accepts(_ c: Accepted) throws {
        let parsed = try parser.parse(try ShellWords.split(c.argv))
        #expect(parsed.path == c.path)
        #expect(parsed.values == c.values)
        #expect(parsed.positionals == c.positionals)
    }

    struct Rejected: CustomTestStringConvertible, Sendable {
        var argv: String
        var message: String
        var suggestion: String? = nil
        var testDescription: String { argv }
    }

    static let rejected: [Rejected] = [
        Rejected(argv: "ordres list", message: "unknown command 'ordres' for 'sample'", suggestion: "orders"),
        Rejected(argv: "orders lst", message: "unknown command 'lst' for 'sample orders'", suggestion: "list"),
        Rejected(argv: "validat", message: "unknown command 'validat' for 'sample'", suggestion: "validate"),
        Rejected(argv: "frobnicate", message: "unknown command 'frobnicate' for 'sample'"),
        Rejected(argv: "orders list --stauts open", message: "unknown option '--stauts'", suggestion: "--status"),
        Rejected(argv: "orders list --verbos", message: "unknown option '--verbos'", suggestion: "--verbose"),
        Rejected(argv: "validate --no-cach", message: "unknown option '--no-cach'", suggestion: "--no-cache"),
        Rejected(argv: "orders list -x", message: "unknown option '-x'"),
        Rejected(argv: "--status open orders list", message: "unknown option '--status'"),
        Rejected(argv: "orders list --status", message: "missing value for '--status VALUE'"),
        Rejected(argv: "orders list --status --all", message: "missing value for '--status VALUE'"),
        Rejected(argv: "orders list -l", message: "missing value for '-l N'"),
        Rejected(argv: "orders list --status pending",
                 message: "invalid value 'pending' for '--status': expected one of open, closed"),
        Rejected(argv: "orders list --limit many", message: "invalid value 'many' for '--limit': expected a whole number"),
        Rejected(argv: "orders list --limit 500",
                 message: "invalid value '500' for '--limit': expected a number from 1 to 100"),
        // Past what a whole number holds (2^63): too large, with the range in figures, not "a whole number".
        Rejected(argv: "orders list --limit 9223372036854775808",
                 message: "invalid value '9223372036854775808' for '--limit': too large: expected a number from 1 to 100"),
        Rejected(argv: "orders list --limit -99999999999999999999",
                 message: "invalid value '-99999999999999999999' for '--limit': too small: expected a number from 1 to 100"),
        Rejected(argv: "--timeout soon orders list", message: "invalid value 'soon' for '--timeout': expected a number"),
        Rejected(argv: "-o xml orders list",
                 message: "invalid value 'xml' for '-o': expected one of table, json, ndjson, csv"),
        Rejected(argv: "--env prod orders list", message: "invalid value 'prod' for '--env': expected one of live, test"),
        Rejected(argv: "--base-url ftp://x orders list",
                 message: "invalid value 'ftp://x' for '--base-url': expected an http:// or https:// URL"),
        Rejected(argv: "orders list --all=yes", message: "option '--all' does not take a value"),
        Rejected(argv: "validate --no-cache=1", message: "option '--no-cache' does not take a value"),
        Rejected(argv: "orders get", message: "missing argument ID"),
        Rejected(argv: "orders get 1 2", message: "unexpected argument '2'"),
        Rejected(argv: "validate extra", message: "unexpected argument 'extra'"),
        Rejected(argv: "orders", message: "'sample orders' needs a command: list, get"),
        Rejected(argv: "", message: "no command given (one of: orders, validate, parse-link, help, config, completion, version)"),
        Rejected(argv: "completion tcsh", message: "invalid value 'tcsh' for SHELL: expected one of bash, zsh, fish"),
    ]

    @Test(arguments: rejected)
    func rejects(_ c: Rejected) throws {
        let error = #expect(throws: UsageError.self) { try parser.parse(try ShellWords.split(c.argv)) }
        #expect(error?.message == c.message)
        #expect(error?.suggestion == c.suggestion)
        #expect(error?.exitCode == .usage)
    }

    @Test func errorsRememberTheCommandReachedForTheHelpHint() throws {
        let error = #expect(throws: UsageError.self) { try parser.parse(["orders", "list", "--nope"]) }
        #expect(error?.commandPath == ["orders", "list"])
        let (lines, code) = ErrorReporter(tool: "sample").report(error!)
        #expect(lines == ["sample: error: unknown option '--nope'", "See 'sample orders list --help'."])
        #expect(code == .usage)
    }

    @Test func hiddenCommandsAreNeverSuggested() {
        let error = #expect(throws: UsageError.self) { try parser.parse(["secrt"]) }
        #expect(error?.suggestion == nil)
    }
}
