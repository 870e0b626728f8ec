import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

struct HMACSHA256Tests {
    private func mac(key: [UInt8], data: [UInt8]) -> String {
        Hex.encode(HMACSHA256.authenticate(message: data, key: key))
    }

    private let bigKey = [UInt8](repeating: 0xaa, count: 131)

    // RFC 4231 section 4.2: Test Case 1.
    @Test func case1() {
        #expect(mac(key: Array(repeating: 0x0b, count: 20), data: Array("Hi There".utf8))
            == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
    }

    // RFC 4231 section 4.3: Test Case 2, a key shorter than the output.
    @Test func case2() {
        #expect(mac(key: Array("Jefe".utf8), data: Array("what do ya want for nothing?".utf8))
            == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }

    // RFC 4231 section 4.4: Test Case 3, 50 bytes of 0xdd.
    @Test func case3() {
        #expect(mac(key: Array(repeating: 0xaa, count: 20), data: Array(repeating: 0xdd, count: 50))
            == "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe")
    }

    // RFC 4231 section 4.5: Test Case 4, key 0x01...0x19.
    @Test func case4() {
        #expect(mac(key: Array(1...25), data: Array(repeating: 0xcd, count: 50))
            == "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b")
    }

    // RFC 4231 section 4.6: Test Case 5, output truncated to 128 bits.
    @Test func case5Truncated() {
        let full = HMACSHA256.authenticate(message: Array("Test With Truncation".utf8),
                                           key: Array(repeating: 0x0c, count: 20))
        #expect(Hex.encode(Array(full.prefix(16))) == "a3b6167473100ee06e0c796c2955552b")
    }

    // RFC 4231 section 4.7: Test Case 6, a 131-byte key that must be hashed first.
    @Test func case6() {
        let data = Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8)
        #expect(mac(key: bigKey, data: data)
            == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    }

    // RFC 4231 section 4.8: Test Case 7, a large key and a message longer than a block.
    @Test func case7() {
        let data = Array(("This is a test using a larger than block-size key and a larger than block-size"
            + " data. The key needs to be hashed before being used by the HMAC algorithm.").utf8)
        #expect(mac(key: bigKey, data: data)
            == "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2")
    }

    // jwt.io's example HS256 token is signed with the secret "your-256-bit-secret".
    @Test func signsTheJWTIOExample() {
        let signingInput = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"
            + ".eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ"
        let signature = HMACSHA256.authenticate(message: Array(signingInput.utf8),
                                                key: Array("your-256-bit-secret".utf8))
        #expect(Base64.encodeURL(signature) == "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
    }

    // Keys at the block-size boundary: 64 bytes are used as they are, 65 are hashed first.
    // Expected values from Python's hmac.new(b"a" * n, b"msg", hashlib.sha256).
    @Test func keysAtTheBlockSize() {
        let key64 = [UInt8](repeating: UInt8(ascii: "a"), count: 64)
        #expect(mac(key: key64, data: Array("msg".utf8))
            == "a999f1623f29424e2bb06144b76eda5671d4a67e448b7d35f13a316feeb67690")
        #expect(mac(key: key64 + [UInt8(ascii: "a")], data: Array("msg".utf8))
            == "d7673dbaf2a54bca3e33667e6d8365c76ed5cb57bca284eadce56f0af6474742")
        // A long key and its digest are interchangeable (RFC 2104 section 2).
        let long = key64 + key64
        #expect(HMACSHA256.authenticate(message: [1, 2, 3], key: long)
            == HMACSHA256.authenticate(message: [1, 2, 3], key: SHA256.hash(long)))
    }

    @Test func isValidComparesWholeMACs() {
        let key = Array("Jefe".utf8), message = Array("what do ya want for nothing?".utf8)
        let good = HMACSHA256.authenticate(message: message, key: key)
        #expect(HMACSHA256.isValid(good, message: message, key: key))
        var bad = good
        bad[31] ^= 1
        #expect(!HMACSHA256.isValid(bad, message: message, key: key))
        #expect(!HMACSHA256.isValid(Array(good.prefix(16)), message: message, key: key))
    }
}
