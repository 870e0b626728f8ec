import Foundation
import Testing
import ToolkitTestSupport
@testable import Shared
@testable import ToolkitFloor

/// Columns as a terminal draws them, and tables that stay aligned with wide characters.
struct DisplayWidthTests {
    @Test func wideNarrowAndZeroWidthCharacters() {
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("東京") == 4)
        #expect(DisplayWidth.of("🍵") == 2)
        #expect(DisplayWidth.of("❤️") == 2)  // U+2764 with U+FE0F: the picture form
        #expect(DisplayWidth.of("e\u{301}") == 1)  // e and a combining acute accent: one character
        #expect(DisplayWidth.of("Zoë") == 3)
        #expect(DisplayWidth.of("한국어") == 6)
        #expect(DisplayWidth.prefix("東京タワー", width: 5) == "東京")
    }

    @Test func aTableWithWideCharactersStaysAligned() {
        let columns = [TableColumn("ID", "id").wrapping(), TableColumn("CITY", "city").wrapping(), TableColumn("STATUS", "status").essential()]
        let rows = [("1", "東京都千代田区丸の内一丁目", "valid"), ("2", "Oslo", "error")].map { id, city, status in
            var object = JSONObject()
            object["id"] = .string(id)
            object["city"] = .string(city)
            object["status"] = .string(status)
            return JSONValue.object(object)
        }
        let table = TableRenderer(columns: columns, maxWidth: 30).render(rows)
        #expect(table == """
            ID  CITY                STATUS
            1   東京都千代田区丸の  valid
                内一丁目
            2   Oslo                error

            """)
        #expect(table.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= 30 })
    }

    @Test func emojiOfUnicode15And16AndFlagsTakeTwoColumns() {
        for sample in ["\u{1FAE8}", "\u{1FA77}", "\u{1FA89}", "\u{1FAE9}", "🇺🇸", "❤️", "1️⃣", "👨‍👩‍👧", "🏳️‍🌈", "👍🏽"] {
            #expect(DisplayWidth.of(sample) == 2, "\(sample)")
        }
        #expect(DisplayWidth.of("🇺🇸🇬🇧") == 4)
        #expect(DisplayWidth.prefix("🇺🇸🇬🇧", width: 3) == "🇺🇸")
    }

    @Test func theWidthTableIsFromUnicode17OrLater() throws {
        let major = try #require(Int(DisplayWidth.unicodeVersion.split(separator: ".")[0]))
        #expect(major >= 17, "the display-width table is from Unicode \(DisplayWidth.unicodeVersion)")
    }

    static let python3 = Python3.url

    /// The committed table is what the generator makes of the vendored data (`make generate`).
    @Test(.enabled(if: python3 != nil, "python3 is not installed"))
    func theCommittedTableMatchesTheGenerator() async throws {
        let output = TestScratch.root.appendingPathComponent("display-width-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let home = try ProcessHome()
        defer { home.remove() }
        let generator = try ChildProcess(
            Self.python3!.path, [PackageRoot.url.appendingPathComponent("scripts/unicode/generate-display-width").path, "--out", output.path],
            environment: home.environment([:]))
        let generated = try await generator.finish()
        try #require(generated.status == 0, "\(generated.stderr)")
        let fresh = try String(contentsOf: output.appendingPathComponent("DisplayWidth+Ranges.swift"), encoding: .utf8)
        let committed = try String(
            contentsOf: PackageRoot.url.appendingPathComponent("Sources/ToolkitFloor/Text/DisplayWidth+Ranges.swift"), encoding: .utf8)
        let isCurrent = fresh == committed
        #expect(isCurrent, "DisplayWidth+Ranges.swift is stale: run `make generate` and commit the result")
    }
}
