import Foundation
import Testing
import ToolkitTestSupport
@testable import ToolkitFloor

/// DisplayWidth against an outside reference: the `wcwidth` package (Tests/requirements.txt, installed by
/// `make setup` into .build/test-venv), asked through Tests/oracles/wcwidth_widths.py. The samples are
/// the cases terminals have drawn wrong: emoji of Unicode 15 and 16, flags, VS16, ZWJ and skin-tone
/// sequences, keycaps, Indic clusters. Every difference that is kept is listed with its reason, and the
/// test fails on any other difference and on a listed one that went away.
@Suite(.enabled("wcwidth is not installed; run `make setup`") { await WcwidthOracle.isAvailable })
struct DisplayWidthWcwidthTests {
    static let samples: [String] = [
        "abc", "Zoë", "東京", "한국어", "\u{1100}\u{1161}\u{11A8}", "ｱ", "Ａ", "─", "…", "\u{00AD}", "\u{200B}",
        "e\u{301}", "🍵",
        "\u{1FAE8}", "\u{1FA77}",  // Unicode 15: shaking face, pink heart
        "\u{1FA89}", "\u{1FAE9}",  // Unicode 16: harp, face with bags under eyes
        "\u{2630}",  // a trigram, wide since Unicode 16
        "🇺🇸", "🇬🇧", "🇺🇸🇬🇧", "\u{1F1FA}",  // flags, and a regional indicator alone
        "❤", "❤️", "☺️", "©️", "1️⃣", "#️⃣",  // narrow emoji, alone and with VS16; keycaps
        "👍🏽", "👨‍👩‍👧", "🧑‍💻", "🏳️‍🌈", "❤️‍🔥", "🧑🏽‍🚀",  // skin tone, ZWJ sequences
        "कि", "क्ष", "กำ",  // a spacing vowel sign, a conjunct, Thai sara am
        "\u{231A}\u{FE0E}", "a\u{200D}b",
        "ID 🇺🇸 東京 ❤️ done",
    ]

    /// The differences kept, by sample: what DisplayWidth says, what wcwidth says, and why.
    static let kept: [String: (ours: Int, wcwidth: Int, reason: String)] = [
        "\u{231A}\u{FE0E}": (2, 1, """
            a wide emoji asking for its text form (VS15): wcwidth gives it one column, but common terminals \
            (VTE, xterm, tmux) ignore VS15 and draw two; two keeps the row inside the terminal either way
            """),
        "a\u{200D}b": (2, 1, """
            ZWJ between two letters: wcwidth skips the letter after it, but a ZWJ joins only pictographs into \
            one cluster, so the terminal draws both letters
            """),
    ]

    @Test func measuredWidthsAgreeWithWcwidthExceptTheKeptDifferences() async throws {
        let answer = try #require(try await WcwidthOracle.widths(Self.samples))
        try #require(answer.widths.count == Self.samples.count)
        var differences: [String: (ours: Int, wcwidth: Int)] = [:]
        for (sample, theirs) in zip(Self.samples, answer.widths) where DisplayWidth.of(sample) != theirs {
            differences[sample] = (DisplayWidth.of(sample), theirs)
        }
        let found = differences.map { "\($0.key.unicodeScalars.map { String($0.value, radix: 16) }): \($0.value.ours) vs \($0.value.wcwidth)" }.sorted()
        let listed = Self.kept.map { "\($0.key.unicodeScalars.map { String($0.value, radix: 16) }): \($0.value.ours) vs \($0.value.wcwidth)" }.sorted()
        #expect(found == listed, "DisplayWidth vs wcwidth \(answer.version): differences found (left) are not the ones kept (right)")
    }
}

/// The `wcwidth` package, asked through Tests/oracles/wcwidth_widths.py by the interpreter `make test`
/// names (`TOOLKIT_TEST_PYTHON`, the project's virtual environment), else python3.
enum WcwidthOracle {
    static let python = ProcessInfo.processInfo.environment["TOOLKIT_TEST_PYTHON"] ?? "python3"
    static let oracle = PackageRoot.url.appendingPathComponent("Tests/oracles/wcwidth_widths.py")

    /// What wcwidth says of `samples`, with its version; nil when it cannot be run.
    static func widths(_ samples: [String]) async throws -> (version: String, widths: [Int])? {
        let home = try ProcessHome()
        defer { home.remove() }
        let asked = try ChildProcess("/usr/bin/env", [python, oracle.path], environment: home.environment([:]), holdInput: true)
        try asked.write(String(decoding: try JSONEncoder().encode(samples), as: UTF8.self))
        asked.closeInput()
        let finished = try await asked.finish()
        let data = Data(finished.stdout.utf8)
        guard finished.status == 0 else { return nil }
        struct Answer: Decodable { let version: String, widths: [Int] }
        let answer = try JSONDecoder().decode(Answer.self, from: data)
        return (answer.version, answer.widths)
    }

    /// Asked once, by a run that blocks no thread.
    private static let probe = Task { ((try? await widths(["a"])) ?? nil) != nil }
    static var isAvailable: Bool { get async { await probe.value } }
}

/// Under CI, `make test` installs wcwidth, so a missing one is a failure there, not a skip.
struct DisplayWidthOracleUnderCITests {
    @Test func wcwidthIsThereUnderCI() async {
        guard ProcessInfo.processInfo.environment["CI"] != nil else { return }
        #expect(await WcwidthOracle.isAvailable, "wcwidth is not installed in \(WcwidthOracle.python): run `make setup`")
    }
}
