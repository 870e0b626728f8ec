import Testing
@testable import DigitalLink

/// `GS1AssociationMemo`: a scan remembers the AI sequences that broke no association, and only those, so
/// a link is let through without the check only when its AIs, in order, are ones that passed it.
struct GS1AssociationMemoTests {
    let lookup = GS1AILookup.standard

    func definitions(_ ais: [String]) -> [Int] {
        ais.map { lookup.index(ofAI: $0) ?? -1 }
    }

    /// Asked outside `#expect`, whose expansion copies the receiver of a call it looks into: the memo is
    /// not copyable.
    func remembers(_ memo: borrowing GS1AssociationMemo, _ key: UInt64) -> Bool { memo.contains(key) }

    func key(_ definitions: [Int]) -> UInt64? {
        definitions.withUnsafeBufferPointer { GS1AssociationMemo.key($0) }
    }

    /// Every AI and its place are in the key; a sequence it cannot hold whole has none (it is checked
    /// every time).
    @Test func aKeyHoldsEveryAIInOrder() throws {
        let gtinBatch = try #require(key(definitions(["01", "10"])))
        #expect(key(definitions(["10", "01"])) != gtinBatch)
        #expect(key(definitions(["01"])) != gtinBatch)
        #expect(key(definitions(["01", "10", "17"])) != gtinBatch)
        #expect(key(definitions(["01", "11"])) != gtinBatch)
        #expect(key([0]) != nil && key([0]) != key([0, 0]))
        #expect(key(Array(repeating: 1, count: GS1AssociationMemo.longestSequence)) != nil)
        #expect(key(Array(repeating: 1, count: GS1AssociationMemo.longestSequence + 1)) == nil)
        #expect(key([]) == nil)
        #expect(key([1023]) == nil)
        #expect(key([-1]) == nil)
    }

    @Test func itHoldsWhatWasInsertedUntilEmptied() throws {
        let memo = GS1AssociationMemo()
        let gtinBatch = try #require(key(definitions(["01", "10"]))), sscc = try #require(key(definitions(["00"])))
        #expect(remembers(memo, gtinBatch) == false)
        memo.insert(gtinBatch)
        #expect(remembers(memo, gtinBatch) == true)
        #expect(remembers(memo, sscc) == false)
        memo.removeAll()
        #expect(remembers(memo, gtinBatch) == false)
    }

    /// Through one scan, as parse-link reads a file: links that pass are remembered; one that breaks a
    /// rule after them is still refused, with the rule, and is not remembered.
    @Test(arguments: [
        ["(01)09506000134352(10)ABC", "(01)09506000134352(02)09506000134352(37)5"],
        ["(01)09506000134352(22)ABC", "(22)ABC"],
    ])
    func aPassNeverLetsABrokenRuleThrough(_ inputs: [String]) throws {
        let reader = GS1DataReader(), scan = DigitalLinkScan()
        func read(_ input: String) throws(DigitalLinkRejection) {
            var bytes = Array(input.utf8)
            _ = try bytes.withUnsafeMutableBufferPointer { bytes throws(DigitalLinkRejection) in
                try reader.read(UnsafeBufferPointer(bytes), form: .elementString, into: scan, stem: UnsafeBufferPointer(start: nil, count: 0))
            }
        }
        try read(inputs[0])
        let passed = try #require(key(scan.elements.map(\.definition)))
        #expect(remembers(scan.passedAssociations, passed) == true)
        do throws(DigitalLinkRejection) {
            try read(inputs[1])
            Issue.record("\(inputs[1]) was read")
        } catch {
            #expect(error.reason.hasPrefix("AI 01 cannot be combined") || error.reason == "AI 22 requires 01", "\(error.reason)")
        }
        let broken = try #require(key(scan.elements.map(\.definition)))
        #expect(remembers(scan.passedAssociations, broken) == false)
        // And the pass is still remembered: the same AIs again are read.
        try read(inputs[0])
    }

    /// A scan given another table forgets what it checked against the old one.
    @Test func anotherTableEmptiesIt() throws {
        let scan = DigitalLinkScan()
        let bytes = Array("https://id.gs1.org/01/09506000134352/10/ABC".utf8)
        try bytes.withUnsafeBufferPointer { bytes throws(DigitalLinkRejection) in try DigitalLinkParser().scan(bytes, into: scan) }
        let passed = try #require(key(scan.elements.map(\.definition)))
        #expect(remembers(scan.passedAssociations, passed) == true)
        scan.reset(lookup: DigitalLinkParser().withOwnTables().lookup)
        #expect(remembers(scan.passedAssociations, passed) == false)
    }
}
