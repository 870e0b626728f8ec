import Foundation
import Testing

/// A mock sign-in on a real terminal (Tests/Support/pty_run.py) asks what the real one asks: the
/// password with echo off, then the second factor for the account that has one.
@Suite struct MockSignInTerminalTests {
    /// `arguments` run on a terminal; once the password is asked for, `steps` are done there.
    func onTerminal(_ steps: [PseudoTerminal.Step], _ tool: String, _ arguments: [String]) async throws -> PseudoTerminal.Screen {
        let terminal = PseudoTerminal(steps: [.waitFor("Password for")] + steps, directory: FileManager.default.temporaryDirectory)
        return try await terminal.run(tool, arguments)
    }

    @Test func theSecondFactorIsAskedForAfterThePassword() async throws {
        let screen = try await onTerminal(
            [.send("typed-Secret-1\\n"), .waitFor("code"), .send("123456\\n")], "repairminder", ["--mock", "auth", "login", "--email", "mock-2fa@example.test"])
        #expect(screen.status == 0, "\(screen.output)")
        #expect(screen.output.contains("Password for mock-2fa@example.test: "))
        #expect(screen.output.contains("code"), "\(screen.output)")
        #expect(screen.output.contains("signed in to production as mock-2fa@example.test"))
        #expect(!screen.output.contains("typed-Secret-1"), "the password is not echoed")
    }

    @Test(arguments: [("tracewise", "--email"), ("scorebase", "--username")])
    func thePasswordIsAskedForWithEchoOff(_ tool: String, _ option: String) async throws {
        let screen = try await onTerminal([.send("typed-Secret-2\\n")], tool, ["--mock", "auth", "login", option, "zoe@example.com"])
        #expect(screen.status == 0, "\(screen.output)")
        #expect(screen.output.contains("Password for zoe@example.com: "))
        #expect(!screen.output.contains("typed-Secret-2"))
    }

    @Test func aRefusedPasswordIsRefused() async throws {
        let screen = try await onTerminal([.send("whatever\\n")], "repairminder", ["--mock", "auth", "login", "--email", "mock-wrong-password@example.test"])
        #expect(screen.status == 77, "\(screen.output)")
        // The message wraps to the terminal's width: read it with its lines joined.
        #expect(screen.output.split(whereSeparator: \.isNewline).joined(separator: " ").contains("Invalid email or password"))
    }
}
