import Testing
@testable import DigitalLink

/// `AIIndexBuffer`: the link's AI indices in order, and a bit per definition so a repeat is found by a
/// bit test, not by searching the entries (a query may repeat an AI 100,000 times under `--lenient`).
struct AIIndexBufferTests {
    @Test func holdsSaysWhichDefinitionsWereAppended() {
        let count = GS1Dictionary.count
        // A URI just long enough for every definition once.
        let capacity = AIIndexBuffer.storageCount(forURIOf: 4 * count)
        withUnsafeTemporaryAllocation(of: Int.self, capacity: capacity) { storage in
            storage.update(repeating: -1)  // whatever was in the memory before: the bits start cleared
            var buffer = AIIndexBuffer(storage)
            #expect((0..<count).allSatisfy { !buffer.holds($0) })
            let chosen = Array(stride(from: count - 1, through: 0, by: -3))
            // Searched while there are few entries, then by the bits, which start from the entries so far.
            for (position, index) in chosen.enumerated() {
                buffer.append(index)
                if [1, AIIndexBuffer.searchedUpTo, AIIndexBuffer.searchedUpTo + 1, chosen.count].contains(position + 1) {
                    let kept = Set(chosen[...position])
                    #expect((0..<count).allSatisfy { buffer.holds($0) == kept.contains($0) }, "after \(position + 1) entries")
                }
            }
            #expect(Array(buffer) == chosen, "the entries keep their order")
        }
    }

    @Test func aLenientLinkRepeatingAnAIAHundredThousandTimesKeepsTheFirst() {
        let uri = "https://id.gs1.org/01/09506000134352?17=271231&" + Array(repeating: "17=280101", count: 100_000).joined(separator: "&")
        let scan = DigitalLinkScan()
        let bytes = Array(uri.utf8)
        let faulty = bytes.withUnsafeBufferPointer { DigitalLinkParser(lenient: true).readFaulty($0, into: scan) }
        #expect(faulty)
        #expect(scan.elements.count == 2)
        #expect(scan.text(scan.elements[1].value) == "271231")
        #expect(scan.problems.count == 100_000 && scan.problems.allSatisfy { $0 == "duplicate AI 17" })
    }
}
