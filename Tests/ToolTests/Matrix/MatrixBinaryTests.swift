import Foundation
import Glibc
import Testing
@testable import ToolkitFloor
import ToolkitTestSupport

/// The matrix modes that only built binaries show: a dry run of every command pointed at a real loopback
/// listener, which must see no connection, with its XDG directories left empty; and every command's table
/// on a pseudo-terminal 80 columns wide, with no line wider than that.
@Suite(.serialized) struct MatrixBinaryTests {
    @Test func dryRunOfEveryCommandConnectsNowhereAndWritesNothing() async throws {
        let listener = try MatrixListener()
        let home = TestScratch.root.appendingPathComponent("matrix-dry-run-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        var environment = MatrixDryRunTests.variables
        environment["HOME"] = home
        for name in ["XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"] { environment[name] = home + "/" + name }
        for command in MatrixCommand.all {
            let words = [try BuiltBinary.path(command.tool.name), "--dry-run", "--base-url", "http://127.0.0.1:\(listener.port)"]
                + command.sample
            let run = try await BuiltBinary.shell(PseudoTerminal.quoted(words) + " </dev/null", environment: environment, directory: URL(fileURLWithPath: home))
            #expect(!listener.wasConnected(), "\(command) --dry-run connected to the base URL")
            #expect(run.status < 128, "\(command) --dry-run ended with a signal: \(run.stderr)")
        }
        let written = try FileManager.default.subpathsOfDirectory(atPath: home)
        #expect(written.isEmpty, "dry runs wrote \(written)")
    }

    @Test func everyTableOnAPseudoTerminalFitsEightyColumns() async throws {
        let terminal = PseudoTerminal(environment: ["COLUMNS": "80"], directory: PseudoTerminal.repository)
        // A command that asks at the terminal waits for an answer there; those are tried with Ctrl-D by
        // MatrixTerminalPromptTests, and type a password into MatrixTableTests in-process.
        let prompting = Set(MatrixTerminalPromptTests.prompting.map(\.tool)).isEmpty ? [] : ["auth login"]
        for command in MatrixCommand.all where !command.printsRawText && !prompting.contains(command.name) {
            let screen = try await terminal.run(command.tool.name, ["--mock", "-q", "-o", "table"] + command.sample)
            #expect(screen.status < 128, "\(command) ended with a signal: \(screen.output.suffix(200))")
            for line in screen.output.replacingOccurrences(of: "\r", with: "").split(separator: "\n") {
                #expect(DisplayWidth.of(line) <= 80, "\(command): a line of \(DisplayWidth.of(line)) columns: \(line)")
            }
        }
    }
}

/// A listening socket on loopback that is never accepted from: a connection attempt completes in the
/// kernel's backlog, where a non-blocking `accept` finds it afterwards.
final class MatrixListener {
    let descriptor: Int32
    let port: Int

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) == 0 && listen(descriptor, 64) == 0
                && getsockname(descriptor, $0, &length) == 0 }
        }
        guard bound else { throw POSIXError(.EADDRINUSE) }
        _ = fcntl(descriptor, F_SETFL, O_NONBLOCK)
        self.descriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    /// Whether anything connected since the last call.
    func wasConnected() -> Bool {
        let client = accept(descriptor, nil, nil)
        guard client >= 0 else { return false }
        close(client)
        return true
    }

    deinit { close(descriptor) }
}
