import Foundation
import Testing
import Shared
import ToolkitTestSupport

/// Issue 50, finding 2: an id a service chose must never become shell code at <TAB>. In real interactive
/// bash, zsh and fish on a pseudo-terminal, after a listing that held one hostile id, typing
/// `repairminder --mock orders get <TAB><Enter>` runs a probe (a shell function of the tool's name; the
/// completion still asks the built tool through `command`) that writes the arguments it was given. They
/// must be exactly the id, as one argument, and nothing the id spells may have run.
@Suite(.serialized)
struct CompletionQuotingShellTests {
    /// Each would run `touch PWNED`, split, redirect or glob if inserted unquoted.
    static let hostileIDs = [
        "ord_$(touch${IFS}PWNED)", "ord_`touch${IFS}PWNED`", "ord_;touch PWNED", "ord_&touch PWNED",
        "ord_|touch PWNED", "ord_>PWNED", "ord_ two  words", "ord_'single\"double", "ord_*",
    ]

    /// Starts each shell with the tool's completion loaded, the probe defined and `READY> ` as its prompt.
    static let shells: [(name: String, command: [String])] = [
        ("bash", ["bash", "--noprofile", "--rcfile", "rc.bash", "-i"]),
        ("zsh", ["zsh", "-i"]),
        ("fish", ["fish", "--no-config", "-i", "-C", "source ./rc.fish"]),
    ]

    static func startupFiles(in home: URL) throws {
        try """
            source ./repairminder.bash
            repairminder() { printf '%s\\0' "$@" > args.out; }
            PS1='READY> '
            """.write(to: home.appendingPathComponent("rc.bash"), atomically: true, encoding: .utf8)
        try """
            fpath=($PWD $fpath)
            autoload -Uz compinit && compinit -u -D
            repairminder() { print -rn -- "${(pj:\\0:)@}"$'\\0' > args.out }
            PS1='READY> '
            """.write(to: home.appendingPathComponent(".zshrc"), atomically: true, encoding: .utf8)
        try """
            set -g fish_greeting
            source ./repairminder.fish
            function repairminder; printf '%s\\0' $argv > args.out; end
            function fish_prompt; echo -n 'READY> '; end
            """.write(to: home.appendingPathComponent("rc.fish"), atomically: true, encoding: .utf8)
    }

    /// The store holds `id` alone: a mock listing whose page is a `--mock-dir` file with that one order.
    static func seed(_ id: String, home: URL) async throws {
        let directory = home.appendingPathComponent("answers")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let order = JSONWriter.compact(.object(["id": .string(id), "status": .string("in_repair")]))
        try #"{"status":200,"body":{"success":true,"data":{"items":[\#(order)],"pagination":{"total":1,"limit":50,"offset":0}}}}"#
            .write(to: directory.appendingPathComponent("get_api_orders.json"), atomically: true, encoding: .utf8)
        let listing = try await BuiltBinary.shell(
            "rm -rf cache && repairminder --mock --mock-dir answers orders list >/dev/null",
            environment: ValueCompletionShellTests.variables(home), directory: home)
        #expect(listing.status == 0, "\(listing.stderr)")
        let offered = try await BuiltBinary.shell(
            "repairminder __complete --mock orders get ''", environment: ValueCompletionShellTests.variables(home), directory: home)
        #expect(offered.stdout.hasPrefix(id + "\t"), "the store does not offer \(id): \(offered.stdout)")
    }

    @Test(arguments: hostileIDs)
    func issue50Finding2_aCompletedIdIsPassedExactlyAndRunsNothing(_ id: String) async throws {
        let home = try await Self.home(seeding: id)
        defer { try? FileManager.default.removeItem(at: home) }
        for shell in Self.shells {
            try await Self.typeTabEnter("", in: shell, home: home, expecting: id)
        }
    }

    /// bash reads what was typed before <TAB> with its quotes taken away, and goes on in the same quotes.
    @Test(arguments: [
        (typed: #"ord_\$\("#, id: "ord_$(touch${IFS}PWNED)"), (typed: "'ord_$(", id: "ord_$(touch${IFS}PWNED)"),
        (typed: #""ord_$"#, id: "ord_$(touch${IFS}PWNED)"), (typed: #"ord_\ t"#, id: "ord_ two  words"),
        (typed: "'ord_", id: "ord_'single\"double"), (typed: #""ord_"#, id: "ord_'single\"double"),
    ])
    func issue50Finding2_bashCompletesAfterAQuotedPrefix(_ test: (typed: String, id: String)) async throws {
        let home = try await Self.home(seeding: test.id)
        defer { try? FileManager.default.removeItem(at: home) }
        try await Self.typeTabEnter(test.typed, in: Self.shells[0], home: home, expecting: test.id)
    }

    /// A scratch home with the three scripts, their startup files, and a store holding `id` alone.
    static func home(seeding id: String) async throws -> URL {
        let home = try await ValueCompletionShellTests.home("repairminder")
        try startupFiles(in: home)
        try await seed(id, home: home)
        // A file the glob `ord_*` would match, were it not quoted.
        try Data().write(to: home.appendingPathComponent("ord_glob"))
        return home
    }

    /// Types `repairminder --mock orders get TYPED<TAB><Enter>` in `shell`: the probe must have been given
    /// exactly `id` as its last argument, and nothing may have run.
    static func typeTabEnter(
        _ typed: String, in shell: (name: String, command: [String]), home: URL, expecting id: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        var variables = ValueCompletionShellTests.variables(home)
        variables["ZDOTDIR"] = home.path
        variables["TERM"] = "xterm"
        // An interactive fish keeps its runtime files in XDG_RUNTIME_DIR, else in $TMPDIR/fish.$USER: both
        // inside the scratch home, which the test removes.
        let runtime = home.appendingPathComponent("run")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        variables["XDG_RUNTIME_DIR"] = runtime.path
        variables["TMPDIR"] = runtime.path
        let args = home.appendingPathComponent("args.out")
        try? FileManager.default.removeItem(at: args)
        let line = "repairminder --mock orders get " + typed.replacingOccurrences(of: "\\", with: "\\\\")
        let terminal = PseudoTerminal(
            columns: 200, steps: [.waitFor("READY> "), .send(line + "\\t\\n"), .waitFor("READY> "), .send("exit\\n")],
            environment: variables, directory: home)
        let screen = try await terminal.run(shell.command)
        let written = (try? Data(contentsOf: args)).map { String(decoding: $0, as: UTF8.self) }
        let arguments = written?.split(separator: "\0", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(arguments == ["--mock", "orders", "get", id], "\(shell.name): \(screen.output)", sourceLocation: sourceLocation)
        let ran = home.appendingPathComponent("PWNED")
        #expect(!FileManager.default.fileExists(atPath: ran.path), "\(shell.name) ran the id", sourceLocation: sourceLocation)
        try? FileManager.default.removeItem(at: ran)
    }
}
