import Testing
@testable import DigitalLink

/// `AIIndexBuffer`: the link's AI indices in order, and a bit per definition so a repeat is found by a
/// bit test, not by searching the entries (a query may repeat an AI 100,000 times under `--lenient`).
struct AIIndexBufferTests {
    @Test func holdsSaysWhichDefinitionsWereAppended() {
        let count = GS1Dictionary.count
        // A URI just long enough for every definition once.
        let capacity = AIIndexBuffer.capacity(forURIOf: 4 * count)
        withUnsafeTemporaryAllocation(of: Int.self, capacity: capacity) { storage in
            storage.update(repeating: -1)  // whatever was in the memory before: the bits start cleared
            var buffer = AIIndexBuffer(storage)
            #expect((0..<count).allSatisfy { !buffer.holds($0) })
            let chosen = stride(from: count - 1, through: 0, by: -3)
            for index in chosen { buffer.append(index) }
            #expect(Array(buffer) == Array(chosen), "the entries keep their order")
            #expect((0..<count).allSatisfy { buffer.holds($0) == ((count - 1 - $0) % 3 == 0) })
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
