import Foundation
import Glibc
import Synchronization
import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// End of input at a prompt ends that prompt: a `-` loop ends at Ctrl-D as at the end of a pipe, and a
/// sign-in question at end of input is exit 77 at once, after one prompt. In-process with a scripted
/// terminal, and on a real pseudo-terminal (Tests/Support/pty_run.py), where Ctrl-D is a read of 0 bytes.
struct PromptEndOfInputTests {
    /// A terminal's line at end of input is nil, not "": the loops and questions above it tell Ctrl-D from
    /// an empty line only by that. A line cut short by end of input is still the line.
    @Test func theTerminalsLineIsNilAtEndOfInput() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        _ = "code-1\ncode-2".withCString { write(ends[1], $0, strlen($0)) }
        close(ends[1])
        #expect(Terminal.readLine(from: ends[0]) == "code-1")
        #expect(Terminal.readLine(from: ends[0]) == "code-2")
        #expect(Terminal.readLine(from: ends[0]) == nil)
        #expect(Terminal.readLine(from: ends[0]) == nil)
    }

    /// Under `--mock`, Enter at `Email [default]:` takes the default; Ctrl-D ends the sign-in (77) and no
    /// password is asked for.
    @Test func endOfInputAtTheEmailQuestionIsExit77() async {
        let harness = ToolHarness(tool: AllTools.definition("repairminder"), terminal: true, columns: 80)
        var (environment, out, err) = harness.environment(arguments: ["--mock", "auth", "login"])
        let prompts = Mutex<[String]>([])
        environment.io.readLine = { prompt in
            prompts.withLock { $0.append(prompt) }
            return nil
        }
        environment.io.readSecretLine = { prompt in
            prompts.withLock { $0.append(prompt) }
            return "never asked"
        }
        let code = await ToolRunner(tool: harness.tool).run(environment)
        #expect(code == .notPermitted, "\(err.text)")
        #expect(prompts.withLock { $0 }.count == 1, "one prompt: \(prompts.withLock { $0 })")
        #expect(err.text.contains("no email was entered"), "\(err.text)")
        #expect(out.text.isEmpty)
    }

    /// `arguments` run on a pseudo-terminal (with a temporary home of their own), doing `steps` there.
    func onTerminal(_ tool: String, _ arguments: [String], _ steps: [PseudoTerminal.Step]) async throws -> PseudoTerminal.Screen {
        let terminal = PseudoTerminal(steps: steps, directory: FileManager.default.temporaryDirectory)
        return try await terminal.run(tool, arguments)
    }

    /// A scan, then Ctrl-D: exit 0 after one more prompt, not `Barcode: Barcode: …` until Ctrl-C. (pty_run
    /// kills a command still running after 40 s and the test fails saying so: the hang detector.)
    @Test(arguments: [
        ("repairminder", ["lookup", "barcode", "-"], "Barcode: ", "356938035643809\\n"),
        ("repairminder", ["orders", "get", "-"], "Order ID: ", "ord_8d2f41\\n"),
        ("scorebase", ["leagues", "get", "-"], "League ID: ", "lg_01HZX4K8Q2M7\\n"),
    ])
    func ctrlDAtTheIdentifierPromptEndsTheRun(_ tool: String, _ arguments: [String], _ prompt: String, _ typed: String) async throws {
        // Ctrl-D is typed at the second prompt, the one shown after the scan's answer.
        let screen = try await onTerminal(
            tool, ["--mock"] + arguments, [.waitFor(prompt), .send(typed), .waitFor(prompt), .send("\\x04")])
        #expect(screen.status == 0, "\(screen.output)")
        #expect(screen.output.components(separatedBy: prompt).count - 1 == 2, "two prompts: \(screen.output)")
    }

    /// Ctrl-D echoes nothing, so the shell's prompt once began behind the tool's (`Barcode: bash-5.2#`,
    /// issue 55 item 3): the prompt ends with a new line, at 80 columns.
    @Test(arguments: [
        ("repairminder", ["lookup", "barcode", "-"], "Barcode: "),
        ("repairminder", ["orders", "get", "-"], "Order ID: "),
    ])
    func ctrlDAtTheIdentifierPromptEndsOnANewLine(_ tool: String, _ arguments: [String], _ prompt: String) async throws {
        let terminal = PseudoTerminal(
            columns: 80, steps: [.waitFor(prompt), .send("\\x04")], directory: FileManager.default.temporaryDirectory)
        let screen = try await terminal.run(tool, ["--mock"] + arguments)
        #expect(screen.status == 0, "\(screen.output)")
        let after = screen.output.components(separatedBy: prompt).last ?? ""
        #expect(after.hasPrefix("\r\n"), "what followed the prompt: \(after.debugDescription)")
    }

    /// Ctrl-D at a sign-in question is exit 77 at once: the email question under `--mock` (which once took
    /// the default and went on to the password), and the password question.
    @Test(arguments: [
        ("repairminder", ["--mock", "auth", "login"], "Email ["),
        ("repairminder", ["--mock", "auth", "login", "--email", "ann@example.com"], "Password for"),
        ("scorebase", ["--mock", "auth", "login", "--username", "zoe@example.com"], "Password for"),
    ])
    func ctrlDAtASignInQuestionIsExit77(_ tool: String, _ arguments: [String], _ prompt: String) async throws {
        let screen = try await onTerminal(tool, arguments, [.waitFor(prompt), .send("\\x04")])
        #expect(screen.status == 77, "\(screen.output)")
        #expect(screen.output.components(separatedBy: prompt).count - 1 == 1, "one prompt: \(screen.output)")
        #expect(!screen.output.contains("signed in"), "\(screen.output)")
    }

    /// The second factor's question too: a password, then Ctrl-D at the code is 77, asked once.
    @Test func ctrlDAtTheSecondFactorQuestionIsExit77() async throws {
        let screen = try await onTerminal(
            "repairminder", ["--mock", "auth", "login", "--email", "mock-2fa@example.test"],
            [.waitFor("Password for"), .send("typed-Secret-1\\n"), .waitFor("Two-factor code"), .send("\\x04")])
        #expect(screen.status == 77, "\(screen.output)")
        #expect(screen.output.components(separatedBy: "Two-factor code").count - 1 == 1, "one question: \(screen.output)")
        #expect(screen.output.contains("no two-factor code was entered"), "\(screen.output)")
    }
}
