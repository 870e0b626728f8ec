/// HMAC with SHA-256 (RFC 2104), as used by request signing schemes such as AWS Signature Version 4
/// and webhook signature headers.
public enum HMACSHA256 {
    /// The 32-byte HMAC-SHA256 of `message` under `key`.
    ///
    /// Keys longer than the 64-byte block are first replaced by their SHA-256 digest, and shorter keys
    /// are padded with zeros, as RFC 2104 section 2 specifies. Truncated MACs (RFC 4231 test case 5)
    /// are simply a prefix of this result.
    public static func authenticate(message: [UInt8], key: [UInt8]) -> [UInt8] {
        var block = key.count > SHA256.blockSize ? SHA256.hash(key) : key
        block.append(contentsOf: repeatElement(0, count: SHA256.blockSize - block.count))

        // H((K ^ ipad) || message)
        var inner = SHA256Hasher()
        inner.update(block.map { $0 ^ 0x36 })
        inner.update(message)
        let innerDigest = inner.finalize()

        // H((K ^ opad) || inner digest)
        var outer = SHA256Hasher()
        outer.update(block.map { $0 ^ 0x5c })
        outer.update(innerDigest)
        return outer.finalize()
    }

    /// Whether `mac` is the HMAC-SHA256 of `message` under `key`. The comparison takes the same time
    /// wherever the first difference is, so a verifier does not leak how much of a forgery was right.
    public static func isValid(_ mac: [UInt8], message: [UInt8], key: [UInt8]) -> Bool {
        let expected = authenticate(message: message, key: key)
        guard mac.count == expected.count else { return false }
        var difference: UInt8 = 0
        for index in 0..<expected.count { difference |= mac[index] ^ expected[index] }
        return difference == 0
    }
}
