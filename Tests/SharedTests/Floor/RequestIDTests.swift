import Foundation
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// SplitMix64 (Steele, Lea and Flood, "Fast Splittable Pseudorandom Number Generators", 2014): a tiny
/// seeded generator, so the expected IDs below can be recomputed in any language.
private struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

struct RequestIDTests {
    private func isLowercaseHex(_ text: some StringProtocol) -> Bool {
        text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    @Test func isThirtyTwoLowercaseHexCharacters() {
        for _ in 0..<100 {
            let id = RequestID.make()
            #expect(id.utf8.count == 32)
            #expect(isLowercaseHex(id))
        }
    }

    @Test func isDistinctAcrossManyCalls() {
        let ids = Set((0..<10_000).map { _ in RequestID.make() })
        #expect(ids.count == 10_000)
    }

    @Test func seededGeneratorIsDeterministic() {
        var first = SplitMix64(state: 42), second = SplitMix64(state: 42)
        let a = (0..<5).map { _ in RequestID.make(using: &first) }
        let b = (0..<5).map { _ in RequestID.make(using: &second) }
        #expect(a == b)
        #expect(Set(a).count == 5)
        // Pinned so the byte order can't change silently (computed with a Python SplitMix64).
        var pinned = SplitMix64(state: 42)
        #expect(RequestID.make(using: &pinned) == "956eeb2f2632d7bd03f166b233e3ef28")
        #expect(RequestID.uuid(using: &pinned) == "529f0f13-5767-4247-94e3-4a0effe11c58")
    }

    // RFC 4122 section 4.4: version 4 in the high nibble of byte 6, variant 10 in the top bits of byte 8.
    @Test func uuidHasVersionFourAndTheRFC4122Variant() {
        var seen = Set<String>()
        for _ in 0..<1_000 {
            let uuid = RequestID.uuid()
            let groups = uuid.split(separator: "-", omittingEmptySubsequences: false)
            #expect(groups.map(\.count) == [8, 4, 4, 4, 12])
            #expect(groups.allSatisfy { isLowercaseHex($0) })
            #expect(groups[2].first == "4")
            #expect(groups[3].first.map { "89ab".contains($0) } == true)
            #expect(UUID(uuidString: uuid)?.uuidString.lowercased() == uuid)
            seen.insert(uuid)
        }
        #expect(seen.count == 1_000)
    }

    @Test func uuidVersionBitsHoldForExtremeBytes() {
        struct Constant: RandomNumberGenerator {
            var value: UInt64
            mutating func next() -> UInt64 { value }
        }
        var ones = Constant(value: .max), zeros = Constant(value: 0)
        #expect(RequestID.uuid(using: &ones) == "ffffffff-ffff-4fff-bfff-ffffffffffff")
        #expect(RequestID.uuid(using: &zeros) == "00000000-0000-4000-8000-000000000000")
    }
}
