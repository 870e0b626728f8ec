import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import DigitalLink
@testable import tracewise

/// `UniqueParameterNames`: each name of a link's other query parameters once, where it first appears,
/// with its last value, found by hashing; the cost is counted in names compared, never timed.
struct ParseLinkUniqueParameterNamesTests {
    /// Names as bytes back to back, lent one at a time as the writers lend them from a scan.
    static func unique(_ names: [String]) -> (pairs: [[Int]], comparisons: Int) {
        var bytes: [UInt8] = [], ranges: [Range<Int>] = []
        for name in names {
            bytes.append(contentsOf: name.utf8)
            ranges.append(bytes.count - name.utf8.count..<bytes.count)
        }
        var finder = UniqueParameterNames()
        var pairs: [[Int]] = []
        bytes.withUnsafeBufferPointer { all in
            finder.forEach(count: names.count, name: { UnsafeBufferPointer(rebasing: all[ranges[$0]]) }) { first, last in
                pairs.append([first, last])
            }
        }
        return (pairs, finder.comparisons)
    }

    /// What the pairs must be, the slow and obvious way: names are equal byte for byte (`é` written
    /// precomposed and decomposed are two names, as the scan writer has always had them).
    static func expected(_ names: [String]) -> [[Int]] {
        let bytes = names.map { Array($0.utf8) }
        return bytes.indices.compactMap { index in
            bytes[..<index].contains(bytes[index]) ? nil : [index, bytes.lastIndex(of: bytes[index])!]
        }
    }

    @Test("issue 50 finding 7: repeated query parameters are found by hashing, not by comparing every pair")
    func namesAreComparedAboutOnceEach() {
        let count = 80_000
        // Every name distinct: comparing every pair would be count² / 2 = 3.2 billion comparisons. With
        // hashing two names are compared only when their 64-bit hashes agree: never, in practice.
        let distinct = (0..<count).map { "k\($0)" }
        let (pairs, comparisons) = Self.unique(distinct)
        #expect(pairs.count == count)
        #expect(comparisons <= count, "\(comparisons) comparisons for \(count) distinct names")
        // Each name four times: each repeat is compared once, with its first appearance.
        let repeated = (0..<count).map { "n\($0 % (count / 4))" }
        let (repeatPairs, repeatComparisons) = Self.unique(repeated)
        #expect(repeatPairs.count == count / 4)
        #expect(repeatPairs.first == [0, 3 * count / 4] && repeatPairs.last == [count / 4 - 1, count - 1])
        #expect(repeatComparisons <= 2 * count, "\(repeatComparisons) comparisons for \(count) names")
        // One name 80,000 times.
        let (samePairs, sameComparisons) = Self.unique(Array(repeating: "x", count: count))
        #expect(samePairs == [[0, count - 1]])
        #expect(sameComparisons <= 2 * count)
    }

    @Test(arguments: [0, 1, 2, 7, 8, 9, 16, 40])
    func firstAppearanceWithLastValueWhateverTheCount(_ count: Int) {
        let names = (0..<count).map { "p\(($0 * 7) % 5)" } + ["", "é", "e\u{301}"]
        #expect(Self.unique(names).pairs == Self.expected(names))
    }

    @Test func theRecordPathKeepsTheSameParameters() {
        let parameters = (0..<40).map { DigitalLinkQueryParameter(name: "p\($0 % 13)", value: "v\($0)") }
        let kept = ParseLinkRecord.uniqueOtherQuery(parameters)
        let pairs = Self.unique(parameters.map(\.name)).pairs
        #expect(kept.map(\.name) == pairs.map { parameters[$0[0]].name })
        #expect(kept.map(\.value) == pairs.map { parameters[$0[1]].value })
    }

    /// At the size of the finding, through the whole hot path: 80,000 parameters, 20,000 names.
    @Test func eightyThousandParametersComeOutOncePerName() throws {
        let count = 80_000
        let uri = "https://id.gs1.org/01/09506000134352?" + (0..<count).map { "n\($0 % (count / 4))=\($0)" }.joined(separator: "&")
        let (out, _) = ParseLinkScanWriterTests.hotPath([uri], lenient: false, format: .ndjson, threads: 1)
        let other = try #require(try JSONParser.parse(out).value(at: "otherQuery")?.objectValue)
        #expect(other.count == count / 4)
        #expect(other.keys.first == "n0" && other["n0"] == .string("\(3 * count / 4)"))
        #expect(other.keys.last == "n\(count / 4 - 1)" && other["n\(count / 4 - 1)"] == .string("\(count - 1)"))
    }
}
