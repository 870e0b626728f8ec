import Foundation
import Testing
@testable import Shared
@testable import ToolkitCommandModel
@testable import ToolkitFloor

/// Sentences wrap to the terminal they are shown on (docs/output.md): on a pseudo-terminal of a given
/// size (its window size, not `COLUMNS`), no line an error, a note or `--help` writes is wider than the
/// terminal. Tests/Support/pty_run.py shows stdout and stderr interleaved, as a person sees them.
@Suite struct SentenceWidthBinaryTests {
    /// Runs `script` (bash, the built tools first on PATH) on a terminal `columns` wide.
    func onTerminal(columns: Int, _ script: String) async throws -> PseudoTerminal.Screen {
        let terminal = PseudoTerminal(
            columns: columns, environment: ["COLUMNS": "", "PATH": BuiltBinary.directory.path + ":/usr/bin:/bin"],
            directory: PseudoTerminal.repository)
        return try await terminal.run(["/bin/bash", "-c", script])
    }

    /// The lines the terminal showed that are wider than `columns` (a terminal ends lines with CR LF).
    static func overlong(_ output: String, columns: Int) -> [String] {
        output.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
            .filter { DisplayWidth.of(withoutEscapes($0)) > columns }.map(String.init)
    }

    /// The text without terminal control sequences (`ESC [ 2 K` clears the progress line's row), which
    /// take no columns on the screen.
    static func withoutEscapes(_ line: Substring) -> String {
        var out = ""
        var iterator = line.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            guard scalar == "\u{1B}" else { out.unicodeScalars.append(scalar); continue }
            guard iterator.next() == "[" else { continue }
            while let next = iterator.next(), !(("@"..."~").contains(next)) {}
        }
        return out
    }

    /// `TOOL WORDS… --help` for every visible command of the tool, the tool itself first.
    static func helpScript(_ tool: ToolDefinition) -> String {
        let paths = [[]] + tool.rootSpec.allDescendants().map(\.path)
        return paths.map { PseudoTerminal.quoted([tool.name] + $0 + ["--help"]) + " || exit 9" }
            .joined(separator: "\n")
    }

    /// At 80 columns, where most terminals start. (At 40, paths and URLs longer than a line stay whole:
    /// a word is never split.)
    @Test(arguments: AllTools.names, [80])
    func everyCommandsHelpFitsItsTerminal(_ name: String, columns: Int) async throws {
        let screen = try await onTerminal(columns: columns, Self.helpScript(AllTools.definition(name)))
        #expect(screen.status == 0, "\(screen.output.suffix(2000))")
        #expect(screen.output.contains("EXAMPLES:"))
        let overlong = Self.overlong(screen.output, columns: columns)
        #expect(overlong.isEmpty, "lines wider than \(columns): \(overlong.joined(separator: "\n"))")
    }

    /// A usage error longer than 80 columns with its hint, another error, and a note longer than a line.
    @Test(arguments: [80, 40])
    func errorsAndNotesFitTheirTerminal(columns: Int) async throws {
        let script = """
            repairminder orders get
            upsctl validate --fail-on ambiguous --street '1 Main St'
            repairminder --mock --dry-run orders list --all > /dev/null
            exit 0
            """
        let screen = try await onTerminal(columns: columns, script)
        let output = screen.output
        #expect(output.contains("missing argument ID"), "\(output)")
        #expect(output.contains("--fail-on applies"), "\(output)")
        #expect(output.contains("--dry-run: the next pages"), "\(output)")
        let overlong = Self.overlong(output, columns: columns)
        #expect(overlong.isEmpty, "lines wider than \(columns): \(overlong.joined(separator: "\n"))")
    }

    /// A batch on a terminal: its table, progress line, alerts and summary, stdout and stderr together.
    @Test(arguments: [40, 80])
    func aBatchFitsItsTerminal(columns: Int) async throws {
        let screen = try await onTerminal(columns: columns, "upsctl --mock validate --input examples/addresses-with-errors.csv; exit 0")
        #expect(screen.output.contains("rows:"), "the summary: \(screen.output)")
        let overlong = Self.overlong(screen.output, columns: columns)
        #expect(overlong.isEmpty, "lines wider than \(columns): \(overlong.joined(separator: "\n"))")
    }
}
