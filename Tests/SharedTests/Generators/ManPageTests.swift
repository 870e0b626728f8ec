import Foundation
import Testing

@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// The man page of `GeneratorSample`: lint-clean under mandoc, every section in order, and every command,
/// option, variable, file, exit code and example of the model in the rendered text.
struct ManPageTests {
    static let tool = GeneratorSample.definition
    static let page = ManPageRenderer.render(tool)

    /// Runs mandoc on the page; the page goes in a scratch directory.
    static func mandoc(_ arguments: [String]) async throws -> ShellRunner.Result {
        let directory = try ShellRunner.scratch(["kit.1": page])
        defer { try? FileManager.default.removeItem(at: directory) }
        return try await ShellRunner.run("mandoc", arguments + ["kit.1"], in: directory)
    }

    /// The page as a reader sees it: formatted by mandoc, overstrike (bold, underline) removed.
    static func rendered() async throws -> String {
        let result = try await mandoc(["-T", "ascii", "-O", "width=200"])
        #expect(result.status == 0, "\(result.stderr)")
        var text = ""
        for character in result.stdout {
            if character == "\u{8}" { text.removeLast() } else { text.append(character) }
        }
        return text
    }

    @Test func lintIsClean() async throws {
        let result = try await Self.mandoc(["-T", "lint", "-W", "warning"])
        #expect(result.stdout.isEmpty && result.stderr.isEmpty, "\(result.stdout)\(result.stderr)")
        #expect(result.status == 0)
    }

    @Test func sectionsComeInOrder() {
        let sections = Self.page.split(separator: "\n").filter { $0.hasPrefix(".SH ") }.map {
            $0.dropFirst(4)
        }
        #expect(
            sections == [
                "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "ENVIRONMENT", "FILES",
                "EXIT STATUS",
                "EXAMPLES", "SEE ALSO",
            ])
        #expect(Self.page.hasPrefix(".\\\""))
        #expect(Self.page.contains(".TH \"KIT\" 1 \(ManPageRenderer.date) \"kit 1.2.3\""))
    }

    @Test func everyCommandAndOptionAppears() async throws {
        let text = try await Self.rendered()
        let root = Self.tool.rootSpec
        for (path, spec) in root.allDescendants() {
            #expect(text.contains((["kit"] + path).joined(separator: " ")), "\(path)")
            for option in spec.visibleOptions {
                #expect(text.contains("--\(option.long)"), "\(path) --\(option.long)")
                if let short = option.short { #expect(text.contains("-\(short), --\(option.long)")) }
                if option.isNegatable { #expect(text.contains("--no-\(option.long)")) }
            }
            for positional in spec.positionals { #expect(text.contains(positional.name)) }
        }
        for option in root.visibleOptions { #expect(text.contains("--\(option.long)"), "--\(option.long)") }
        #expect(text.contains("Values: open, closed, all."))
        #expect(text.contains("--[no-]") == false)
        for hidden in ["kit secret", "Not for users", "--token", "--internal-trace"] {
            #expect(!text.contains(hidden), "hidden: \(hidden)")
        }
    }

    @Test func environmentFilesExitCodesAndSeeAlso() async throws {
        let text = try await Self.rendered()
        let variables =
            Self.tool.allSettings.map(\.name) + [
                "NO_COLOR", "CLICOLOR_FORCE", "COLUMNS", "XDG_CONFIG_HOME", "XDG_CACHE_HOME",
                "XDG_STATE_HOME",
                "HTTPS_PROXY", "HTTP_PROXY", "NO_PROXY",
            ]
        for name in variables { #expect(text.contains("\n       \(name)"), "\(name)") }
        #expect(text.contains("Default: eu-west-1."))
        for file in Self.tool.allFiles { #expect(text.contains(file.path), "\(file.path)") }
        for status in Self.tool.exitStatuses { #expect(text.contains("\n       \(status.code.rawValue) ")) }
        #expect(text.contains("upsctl(1), tracewise(1), scorebase(1), repairminder(1), jq(1)"))
        #expect(!Self.page.contains(".BR kit (1)"), "no reference to itself")
    }

    /// Examples print verbatim: quotes, pipes, backslashes, and lines starting with a dot survive.
    @Test func examplesAndSpecialCharactersSurvive() async throws {
        let text = try await Self.rendered()
        let examples = Self.tool.examples + Self.tool.rootSpec.allDescendants().flatMap(\.spec.examples)
        #expect(examples.count >= 4)
        for example in examples {
            #expect(text.contains(example.command), "\(example.command)")
            #expect(text.contains(example.explanation), "\(example.explanation)")
        }
        #expect(text.contains("C:\\Temp is a path."))
        #expect(text.contains("\n       .env files hold KEY=VALUE lines."))
        #expect(text.contains("(400, 404, 409, 422, ...)") || text.contains("(400, 404, 409, 422, …)"))
    }

    @Test func pageIsDeterministicAndTidy() {
        #expect(ManPageRenderer.render(Self.tool) == Self.page)
        let lines = Self.page.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(!lines.contains { $0.isEmpty || $0.hasSuffix(" ") }, "no blank lines or trailing blanks")
        // Hyphens print as ASCII minus (`\-`) so option names copy and paste; the .TH date is not text.
        for line in lines where !line.hasPrefix(".TH ") {
            let unescaped =
                zip(line, line.dropFirst()).contains { $0 != "\\" && $1 == "-" } || line.first == "-"
            #expect(!unescaped, "bare hyphen in: \(line)")
        }
        #expect(Self.page.unicodeScalars.allSatisfy { $0.isASCII })
    }
}

/// Help text writes lists as lines starting with `- `; the man page keeps them as a list.
struct ManPageListTests {
    @Test func linesStartingWithADashBecomeListItems() {
        let text = "Words choose the answer:\n- AMBIGUOUS: three candidates\n- NOWHERE: none\n  at all\nAny other is valid."
        #expect(RoffText.blocks(text) == [
            .text("Words choose the answer:"), .item("AMBIGUOUS: three candidates"), .item("NOWHERE: none at all"),
            .text("Any other is valid."),
        ])
        #expect(RoffText.joinedParagraphs([text]) == [
            "Words choose the answer:", ".IP \\(bu 2", "AMBIGUOUS: three candidates", ".IP \\(bu 2",
            "NOWHERE: none at all", ".PP", "Any other is valid.",
        ])
    }

    @Test func aParagraphWithoutDashesStaysOneParagraph() {
        #expect(RoffText.joinedParagraphs(["one\ntwo\n\nthree - four"]) == ["one two", ".PP", "three \\- four"])
    }
}
