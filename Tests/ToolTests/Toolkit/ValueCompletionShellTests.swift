import Foundation
import Testing
import ToolkitTestSupport

/// Completion of values in real bash, zsh and fish with the built tools: after a `--mock` listing, the
/// next <TAB> offers what it printed (zsh and fish with descriptions), one kind in each tool; before it,
/// nothing. Also the store refused through a planted link, and live mode against the loopback server.
@Suite(.serialized)
struct ValueCompletionShellTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var tool: String
        /// What prints the values (run with `--mock` first).
        var listing: String
        /// The line typed, the cursor at its end.
        var line: String
        var value: String
        var label: String
        var testDescription: String { "'\(line)' after '\(listing)'" }
    }

    static let cases = [
        Case(
            tool: "repairminder", listing: "--mock orders list", line: "repairminder --mock orders get ", value: "ord_8d2f41",
            label: "RM-10482 Ann Example in_repair"),
        Case(
            tool: "scorebase", listing: "--mock leagues list", line: "scorebase --mock leagues get lg_01HZX4K",
            value: "lg_01HZX4K8Q2M7", label: "Riverside Youth Basketball basketball"),
        Case(
            tool: "tracewise", listing: "--mock products list", line: "tracewise --mock events list 0950600013435",
            value: "09506000134352:SN123", label: "Aurora Kettle 1.7 L"),
        Case(
            tool: "upsctl", listing: "--mock validate --street '26601 Aliso Creek Rd' --city 'Lake Forest' --state CA --postal-code 92630",
            line: "upsctl --mock validate --postal-code ", value: "92630", label: "LAKE FOREST CA US"),
    ]

    /// A scratch home with the tool's three scripts, as the built tool prints them.
    static func home(_ tool: String) async throws -> URL {
        let home = TestScratch.root.appendingPathComponent("values-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let scripts = try await BuiltBinary.shell(
            "\(tool) completion bash > \(tool).bash && \(tool) completion zsh > _\(tool) && \(tool) completion fish > \(tool).fish",
            directory: home)
        #expect(scripts.status == 0, "\(scripts.stderr)")
        return home
    }

    static func variables(_ home: URL) -> [String: String] {
        ["HOME": home.path, "XDG_CACHE_HOME": home.path + "/cache", "XDG_CONFIG_HOME": home.path + "/config",
         "XDG_STATE_HOME": home.path + "/state"]
    }

    /// What each shell offers for `line`: bash's COMPREPLY, zsh's `_describe` entries (VALUE:DESCRIPTION),
    /// fish's candidates (VALUE<TAB>DESCRIPTION).
    static func offers(_ tool: String, _ line: String, home: URL) async throws -> [String: [String]] {
        let words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        try """
            source ./\(tool).bash || exit 1
            COMP_WORDS=(\(quoted)) COMP_CWORD=\(words.count - 1) COMP_LINE='\(line)' COMP_POINT=\(line.utf8.count)
            _\(tool)
            (( ${#COMPREPLY[@]} )) && printf '%s\\n' "${COMPREPLY[@]}"
            exit 0
            """.write(to: home.appendingPathComponent("ask.bash"), atomically: true, encoding: .utf8)
        try """
            _describe() { while [[ $1 == -* ]]; do [[ $1 == -t ]] && shift; shift; done; local entry; for entry in "${(@P)2}"; do print -r -- "$entry"; done }
            _message() { : }
            compset() { : }
            source ./_\(tool) || exit 1
            words=(\(quoted)) CURRENT=\(words.count)
            _\(tool)
            exit 0
            """.write(to: home.appendingPathComponent("ask.zsh"), atomically: true, encoding: .utf8)
        var result: [String: [String]] = [:]
        for (shell, command) in [
            ("bash", "bash --norc --noprofile ask.bash"), ("zsh", "zsh -f ask.zsh"),
            ("fish", "fish --no-config -c 'source ./\(tool).fish; and complete --do-complete=$argv[1]' '\(line)'"),
        ] {
            let run = try await BuiltBinary.shell(command, environment: variables(home), directory: home)
            #expect(run.status == 0 && run.stderr.isEmpty, "\(shell): \(run.stderr)")
            result[shell] = run.stdout.split(separator: "\n").map(String.init)
        }
        return result
    }

    @Test(arguments: cases)
    func afterAMockListingTabOffersWhatItPrinted(_ test: Case) async throws {
        let home = try await Self.home(test.tool)
        defer { try? FileManager.default.removeItem(at: home) }
        let before = try await Self.offers(test.tool, test.line, home: home)
        #expect(before.values.allSatisfy { $0.isEmpty }, "\(before)")
        let listing = try await BuiltBinary.shell("\(test.tool) \(test.listing) >/dev/null", environment: Self.variables(home), directory: home)
        #expect(listing.status == 0, "\(listing.stderr)")
        let after = try await Self.offers(test.tool, test.line, home: home)
        #expect(after["bash"]?.contains(test.value) == true, "\(after)")
        // `_describe` reads `VALUE:DESCRIPTION`, a `:` in the value escaped.
        let escaped = test.value.replacingOccurrences(of: ":", with: "\\:")
        #expect(after["zsh"]?.contains("\(escaped):\(test.label)") == true, "\(after)")
        #expect(after["fish"]?.contains("\(test.value)\t\(test.label)") == true, "\(after)")
        // A real session's <TAB> does not see the mock's values.
        let real = try await Self.offers(test.tool, test.line.replacingOccurrences(of: " --mock", with: ""), home: home)
        #expect(real.values.allSatisfy { $0.isEmpty }, "\(real)")
    }

    /// A link planted in the store's place, or in its directory's, is never followed: no candidates, and
    /// nothing on stderr (which would land in the shell's line).
    @Test func aStoreReachedThroughALinkIsRefusedSilently() async throws {
        let home = try await Self.home("repairminder")
        defer { try? FileManager.default.removeItem(at: home) }
        let variables = Self.variables(home)
        _ = try await BuiltBinary.shell("repairminder --mock orders list >/dev/null 2>&1", environment: variables, directory: home)
        let store = "cache/repairminder/completion/production.mock.ids"
        for plant in [
            "cp \(store) elsewhere.ids && ln -sf \"$PWD/elsewhere.ids\" \(store)",
            "mv cache/repairminder/completion moved && ln -s \"$PWD/moved\" cache/repairminder/completion",
        ] {
            let run = try await BuiltBinary.shell(
                "\(plant) && repairminder __complete --mock orders get ''", environment: variables, directory: home)
            #expect(run.status == 0 && run.stdout == ":36\n" && run.stderr.isEmpty, "\(plant): \(run.stdout)\(run.stderr)")
            _ = try await BuiltBinary.shell("rm -rf cache elsewhere.ids moved", environment: variables, directory: home)
            _ = try await BuiltBinary.shell("repairminder --mock orders list >/dev/null 2>&1", environment: variables, directory: home)
        }
    }

    /// `REPAIRMINDER_COMPLETE_LIVE=1` against the loopback server: one page within the deadline when the
    /// server answers; nothing when it takes longer than the deadline. A machine loaded enough to miss
    /// 500 ms once gets a few tries at the answer (a process and a loopback request take a few ms).
    @Test(.timeLimit(.minutes(1)))
    func liveModeAgainstALoopbackService() async throws {
        let server = try await LoopbackServer()
        let home = try await Self.home("repairminder")
        defer { try? FileManager.default.removeItem(at: home) }
        var variables = Self.variables(home)
        variables["REPAIRMINDER_TOKEN"] = "t"
        variables["REPAIRMINDER_COMPLETE_LIVE"] = "1"
        variables["REPAIRMINDER_API_BASE_URL"] = server.baseURL.absoluteString + "/slow"
        let slow = try await BuiltBinary.shell("repairminder __complete orders get ''", environment: variables, directory: home)
        #expect(slow.stdout == ":36\n" && slow.stderr.isEmpty, "\(slow.stdout)\(slow.stderr)")
        variables["REPAIRMINDER_API_BASE_URL"] = server.baseURL.absoluteString
        var answered = try await BuiltBinary.shell("repairminder __complete orders get ''", environment: variables, directory: home)
        for _ in 0..<4 where answered.stdout == ":36\n" {
            answered = try await BuiltBinary.shell("repairminder __complete orders get ''", environment: variables, directory: home)
        }
        #expect(answered.stdout == "ord_live1\tRM-1 Live Client 1 in_repair\nord_live2\tRM-2 Live Client 2 in_repair\n:36\n", "\(answered.stderr)")
        let offered = try await Self.offers("repairminder", "repairminder clients get ", home: home)
        #expect(offered["fish"] == ["cli_live1\tLive Client 1", "cli_live2\tLive Client 2"], "\(offered)")
    }
}
