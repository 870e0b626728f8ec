import Foundation
import Testing
import ToolkitTestSupport

/// The terminal the binary tests type on (Tests/Support/pty_run.py) shows everything a command wrote,
/// Ctrl-C or not: the tests judge the command's output, and a terminal that dropped part of it at
/// random made a live view's whole last frame look cut (CI, 2026-12-06).
@Suite struct PseudoTerminalTests {
    /// A command that writes far more than one read of the terminal takes (its line discipline hands the
    /// reader 4 KiB at a time), then waits for Ctrl-C. Typed while most of it is still unread, Ctrl-C
    /// makes Linux discard that unread output unless the terminal is set NOFLSH: 22,062 to 27,950 of
    /// 30,000 showed here.
    @Test func ctrlCTypedWhileOutputIsUnreadLosesNoneOfIt() async throws {
        // SIGINT blocked until every byte is written, then taken by sigwait: the script waits on the
        // signal, never on time.
        let script = """
            import os, signal
            signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
            data = b"A" + b"B" * 30000
            while data:
                data = data[os.write(1, data):]
            signal.sigwait({signal.SIGINT})
            os.write(1, b"\\nEND\\n")
            os._exit(130)
            """
        let terminal = PseudoTerminal(steps: [.waitFor("A"), .interrupt])
        let screen = try await terminal.run([PythonPeer.python, "-c", script])
        #expect(screen.status == 130)
        // Counted, not compared: a failure prints figures, not 30,000 bytes.
        #expect(screen.output.filter { $0 == "B" }.count == 30000)
        let ending = String(screen.output.suffix(4))  // the terminal writes "\n" as "\r\n", one Character
        #expect(ending == "END\r\n")
    }
}
