import FoundationEssentials
import Testing

@testable import Shared
@testable import ToolkitCommandModel
@testable import ToolkitFloor

/// The store of values seen: order, cap, expiry, modes, a store that is not one, and what a value may be.
struct SeenValueStoreTests {
    static let order = ValueKind("order")
    static let client = ValueKind("client")
    static let now = Date(timeIntervalSince1970: 1_795_000_000)

    static func store(_ files: InMemoryFileSystem = InMemoryFileSystem(), isMock: Bool = false) -> SeenValueStore {
        SeenValueStore(cacheDirectory: "/cache/rm", environment: "production", isMock: isMock, fileSystem: files)
    }

    static func orders(_ range: ClosedRange<Int>) -> [SeenValue] {
        range.compactMap { SeenValue(order, "ord_\($0)", label: "RM-\($0)") }
    }

    @Test func valuesSeenLastComeFirstAndASecondSightingMovesOneToTheFront() throws {
        let store = Self.store()
        try store.record(Self.orders(1...3), now: Self.now)
        try store.record(Self.orders(2...2) + Self.orders(4...4), now: Self.now.addingTimeInterval(60))
        #expect(store.values(of: Self.order, now: Self.now).map(\.value) == ["ord_2", "ord_4", "ord_1", "ord_3"])
        #expect(store.values(of: Self.client, now: Self.now).isEmpty)
    }

    @Test func eachKindKeepsFiveHundredAtMost() throws {
        let store = Self.store()
        try store.record(Self.orders(1...600) + [SeenValue(Self.client, "cli_1", label: "Ann")!], now: Self.now)
        let kept = store.values(of: Self.order, now: Self.now)
        #expect(kept.count == SeenValueStore.capPerKind)
        #expect(kept.first?.value == "ord_1" && kept.last?.value == "ord_500")
        #expect(store.values(of: Self.client, now: Self.now).map(\.value) == ["cli_1"])
    }

    @Test func valuesOlderThanSevenDaysAreDropped() throws {
        let store = Self.store()
        try store.record(Self.orders(1...1), now: Self.now)
        try store.record(Self.orders(2...2), now: Self.now.addingTimeInterval(3 * 86_400))
        let later = Self.now.addingTimeInterval(7 * 86_400 + 1)
        #expect(store.values(of: Self.order, now: later).map(\.value) == ["ord_2"])
        try store.record(Self.orders(3...3), now: later)
        let text = try #require(store.entries(now: Self.now))
        #expect(!text.contains { $0.value == "ord_1" }, "an expired value is not written again")
    }

    @Test func theFileIsPrivateInAPrivateDirectory() throws {
        let files = InMemoryFileSystem()
        let store = Self.store(files)
        try store.record(Self.orders(1...1), now: Self.now)
        #expect(store.path == "/cache/rm/completion/production.ids")
        #expect(files.permissions(at: store.path) == 0o600)
        #expect(files.permissions(at: "/cache/rm/completion") == 0o700)
        #expect(Self.store(files, isMock: true).path == "/cache/rm/completion/production.mock.ids")
    }

    @Test(arguments: [
        "", "not a store\n", "toolkit completion values 1\norder\tord_1\n", "toolkit completion values 1\norder\tord_1\tsoon\tx\n",
        "toolkit completion values 1\norder\tord_1\t1795000000\tno final newline",
    ])
    func aFileThatIsNotAStoreIsNoValuesAndIsReplaced(text: String) throws {
        let files = InMemoryFileSystem()
        let store = Self.store(files)
        try files.writeFileAtomically(Array(text.utf8), to: store.path, mode: 0o600)
        #expect(store.entries(now: Self.now) == nil)
        #expect(store.values(of: Self.order, now: Self.now).isEmpty)
        try store.record(Self.orders(7...7), now: Self.now)
        #expect(store.values(of: Self.order, now: Self.now).map(\.value) == ["ord_7"])
    }

    @Test func clearForgetsEverything() throws {
        let files = InMemoryFileSystem()
        let store = Self.store(files)
        try store.record(Self.orders(1...2), now: Self.now)
        try store.clear()
        #expect(!files.fileExists(at: store.path))
        try store.clear()  // nothing to clear is no error
    }

    @Test(arguments: [
        "", "-x", "tab\there", "line\nbreak", "esc\u{1B}]0;T\u{07}", "del\u{7F}", "csi\u{9B}2J", "rlo\u{202E}gpj",
        "isolate\u{2066}x", "nbsp\u{A0}x", String(repeating: "a", count: 201),
    ])
    func aValueThatWouldNotCompleteWellIsNotKept(value: String) {
        #expect(SeenValue(Self.order, value) == nil)
    }

    /// Each shell's script quotes what it inserts, so shell characters are data, and kept.
    @Test(arguments: ["two words", "ord_$(touch${IFS}x)", "a`b`;c&d|e>f", "it's \"q\"*"])
    func aValueWithShellCharactersIsKept(value: String) {
        #expect(SeenValue(Self.order, value)?.value == value)
    }

    @Test func aLabelIsOneShortLine() throws {
        let value = try #require(SeenValue(Self.order, "ord_1", label: "RM-1\tAnn\nExample  " + String(repeating: "x", count: 200)))
        #expect(value.label.hasPrefix("RM-1 Ann Example xxx"))
        #expect(value.label.count == SeenValue.maximumLabelLength)
    }

    @Test func gatheredValuesKeepTheirOrderAndTheNewestOfEachKind() {
        let many = Self.orders(1...1_200) + Self.orders(5...5)
        let newest = SeenValues.newest(many)
        #expect(newest.count == SeenValueStore.capPerKind)
        #expect(newest.first?.value == "ord_702" && newest.last?.value == "ord_5")
    }
}
