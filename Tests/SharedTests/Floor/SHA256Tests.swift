import Foundation
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

struct SHA256Tests {
    private func digest(_ text: String) -> String { Hex.encode(SHA256.hash(Array(text.utf8))) }

    // FIPS 180-4 examples, from NIST's "SHA256.pdf" in Examples with Intermediate Values
    // (csrc.nist.gov/projects/cryptographic-standards-and-guidelines/example-values).
    @Test func oneBlockMessageABC() {
        #expect(digest("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func twoBlock448BitMessage() {
        let message = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
        #expect(digest(message) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    // NIST CAVP SHAVS short message vector Len = 0 (SHA256ShortMsg.rsp); also `sha256sum < /dev/null`.
    @Test func emptyMessage() {
        #expect(digest("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hash([]).count == SHA256.digestSize)
    }

    // The 896-bit message of FIPS 180-2 Appendix B / NIST's additional SHA-256 example.
    @Test func twoBlock896BitMessage() {
        let message = "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmno"
            + "ijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
        #expect(digest(message) == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
    }

    // FIPS 180-2 Appendix B.3: one million repetitions of "a".
    @Test func oneMillionA() {
        let expected = "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
        #expect(Hex.encode(SHA256.hash([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))) == expected)
        // The same fed in 1000 pieces of 1000, through the incremental API.
        var hasher = SHA256Hasher()
        let piece = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
        for _ in 0..<1000 { hasher.update(piece) }
        #expect(Hex.encode(hasher.finalize()) == expected)
    }

    // n × "a" around the padding boundaries: 55 bytes is the longest that pads within one block,
    // 56 needs a second block, 64 is exactly one block. Expected values from
    // `head -c N /dev/zero | tr '\0' a | sha256sum` (GNU coreutils), matching Python's hashlib.
    @Test(arguments: [
        (55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
        (56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
        (63, "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"),
        (64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
        (65, "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0"),
        (119, "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb"),
        (120, "2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c"),
    ])
    func paddingBoundaries(length: Int, expected: String) {
        #expect(digest(String(repeating: "a", count: length)) == expected)
    }

    // Patterned bytes (i * 7 + 3 mod 256), expected values from Python's hashlib.sha256.
    @Test(arguments: [
        (1, "084fed08b978af4d7d196a7446a86b58009e636b611db16211b65a9aadff29c5"),
        (54, "160bbf14b458c877b7049e7cb5771dd653930f97d20bdd8ee795c16062906233"),
        (57, "35df609437dcfea3279283ab79fd554e2bf78f8f7ae2de532d8ee300b09e8f73"),
        (127, "a8d23e75d936f303d248888d9b165ee543f4cbafcad3c9dd2a79bd84faa11d07"),
        (128, "d2742f1f4ac6bb7ca2b239ee18402ba8b3f9f8e652d2a72973c2b9ba11c08cf6"),
        (129, "307f8fc2c1622b92762e818d39a185d4d667ad49a4b07ceae1f4afa008a93ec4"),
    ])
    func patternedLengths(length: Int, expected: String) {
        let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 * 7 + 3) }
        #expect(Hex.encode(SHA256.hash(bytes)) == expected)
    }

    @Test(arguments: [1, 3, 7, 13, 55, 63, 64, 65, 100, 1000])
    func incrementalUpdatesInOddChunksEqualOneShot(chunkSize: Int) {
        let message = (0..<2_345).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 17) }
        var hasher = SHA256Hasher()
        var start = 0
        while start < message.count {
            let end = min(start + chunkSize, message.count)
            hasher.update(message[start..<end])
            start = end
        }
        #expect(hasher.finalize() == SHA256.hash(message))
    }

    @Test func mixedChunkSizesAndEmptyUpdates() {
        let message = (0..<1_000).map { UInt8(truncatingIfNeeded: $0) }
        var hasher = SHA256Hasher()
        var start = 0
        let sizes = [0, 1, 62, 0, 2, 130, 5, 64, 300] + Array(repeating: 17, count: 100)
        for size in sizes where start < message.count {
            let end = min(start + size, message.count)
            hasher.update(message[start..<end])
            start = end
        }
        hasher.update(message[start...])
        #expect(hasher.finalize() == SHA256.hash(message))
    }

    @Test func acceptsNonContiguousSequencesAndStringViews() {
        let message = (0..<5_000).map { UInt8(truncatingIfNeeded: $0 &* 13) }
        var hasher = SHA256Hasher()
        hasher.update((0..<5_000).lazy.map { UInt8(truncatingIfNeeded: $0 &* 13) })
        #expect(hasher.finalize() == SHA256.hash(message))

        var text = SHA256Hasher()
        text.update("abc".utf8)
        #expect(Hex.encode(text.finalize()) == digest("abc"))
    }

    @Test func finalizeStartsOver() {
        var hasher = SHA256Hasher()
        hasher.update(Array("abc".utf8))
        _ = hasher.finalize()
        #expect(hasher.finalize() == SHA256.hash([]))
    }
}
