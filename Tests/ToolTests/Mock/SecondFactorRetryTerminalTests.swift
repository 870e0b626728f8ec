import Foundation
import Testing

/// A wrong second-factor code at a terminal (80 columns) is asked for again, three tries in all, before
/// exit 77: a typo does not send the person back to the password. Under `--mock` the code prompt names
/// the code that passes, which the person would otherwise find only in docs/mock-data/repairminder.md.
@Suite struct SecondFactorRetryTerminalTests {
    static let arguments = ["--mock", "auth", "login", "--email", "mock-2fa@example.test"]

    /// The login on an 80-column terminal: the password, then `codes` typed one after the other, each
    /// once the code prompt shows again.
    func signIn(typing codes: [String]) async throws -> PseudoTerminal.Screen {
        var steps: [PseudoTerminal.Step] = [.waitFor("Password for"), .send("typed-Secret-3\\n")]
        for code in codes {
            // Each code is typed once its prompt shows (echo is off from then on): the next prompt
            // comes after the warning a wrong one left.
            steps += [.waitFor("Two-factor code for"), .send(code + "\\n")]
        }
        let terminal = PseudoTerminal(columns: 80, steps: steps, directory: FileManager.default.temporaryDirectory)
        return try await terminal.run("repairminder", Self.arguments)
    }

    @Test func aWrongSecondFactorCodeIsAskedAgainBeforeExit77() async throws {
        let screen = try await signIn(typing: ["000000", "123456"])
        #expect(screen.status == 0, "\(screen.output)")
        #expect(screen.output.contains("the two-factor code was not accepted"), "\(screen.output)")
        #expect(screen.output.contains("2 more tries"), "\(screen.output)")
        #expect(screen.output.contains("signed in to production as mock-2fa@example.test"), "\(screen.output)")
        #expect(!screen.output.contains("typed-Secret-3"), "the password is not echoed")
    }

    @Test func threeWrongSecondFactorCodesEndWithExit77() async throws {
        let screen = try await signIn(typing: ["000000", "111111", "222222"])
        #expect(screen.status == 77, "\(screen.output)")
        #expect(screen.output.components(separatedBy: "Two-factor code for").count == 4, "\(screen.output)")
        #expect(screen.output.contains("1 more try"), "\(screen.output)")
    }

    @Test func theMockCodePromptNamesTheMockCode() async throws {
        let screen = try await signIn(typing: ["123456"])
        #expect(screen.status == 0, "\(screen.output)")
        #expect(screen.output.contains("Two-factor code for mock-2fa@example.test (mock: 123456): "), "\(screen.output)")
        for line in screen.output.split(whereSeparator: \.isNewline) {
            #expect(line.count <= 80, "wider than the terminal: \(line)")
        }
    }
}
