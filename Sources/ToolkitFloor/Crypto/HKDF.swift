/// HKDF with SHA-256 (RFC 5869): a key of `length` bytes derived from input keying material, a salt and
/// context information. Cognito's SRP sign-in derives its 16-byte signing key this way.
public enum HKDFSHA256 {
    /// Extract (`PRK = HMAC(salt, ikm)`), then expand to `length` bytes (at most 255 × 32).
    public static func deriveKey(inputKeyMaterial: [UInt8], salt: [UInt8], info: [UInt8], length: Int) -> [UInt8] {
        precondition(length <= 255 * SHA256.digestSize, "HKDF output longer than 255 blocks")
        let pseudorandomKey = HMACSHA256.authenticate(message: inputKeyMaterial, key: salt)
        var output: [UInt8] = []
        var block: [UInt8] = []
        var counter: UInt8 = 1
        while output.count < length {
            block = HMACSHA256.authenticate(message: block + info + [counter], key: pseudorandomKey)
            output += block
            counter &+= 1
        }
        return Array(output.prefix(length))
    }
}
