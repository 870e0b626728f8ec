import Shared

/// The client's side of Cognito's `USER_SRP_AUTH` sign-in (SRP-6a over the RFC 5054 3072-bit group with
/// SHA-256, in the variant Amplify and Cognito use): the password never leaves the machine; the client
/// sends `A = g^a mod N`, and answers the server's `B` and salt with an HMAC over the pool name, the user
/// id, the server's secret block and a timestamp, keyed with a key only the password's owner can derive.
///
/// Hashes are over numbers written as `pad(x)`: big-endian bytes with a leading zero byte when the top
/// bit is set (the hex convention of Cognito's own clients, see `padded`).
struct CognitoSRP: Sendable {
    /// The RFC 5054 (and RFC 3526 group 15) 3072-bit prime.
    static let N = BigUInt(hex: """
        FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DDEF9519B3CD3A\
        431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7EDEE386BFB5A899FA5AE9F2411\
        7C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F83655D23DCA3AD961C62F356208552BB9ED5\
        29077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3BE39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9\
        DE2BCBF6955817183995497CEA956AE515D2261898FA051015728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DB\
        EF0A8AEA71575D060C7DB3970F85A6E1E4C7ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D8760273\
        3EC86A64521F2B18177B200CBBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFF\
        FFFFFFFFFFFF
        """)!
    static let g = BigUInt(2)
    static let group = MontgomeryModulus(N)
    /// `k = H(pad(N) ‖ pad(g))`, the same for every sign-in.
    static let k = BigUInt(bytes: SHA256.hash(padded(N) + padded(g)))

    /// The ephemeral secret, 256 random bits; `A = g^a mod N` is what the client sends.
    let a: BigUInt
    let A: BigUInt

    init(a: BigUInt) {
        self.a = a
        A = Self.group.power(Self.g, a)
    }

    /// A fresh ephemeral pair from `generator` (the system's cryptographic generator in a real run).
    init<G: RandomNumberGenerator>(using generator: inout G) {
        var value = BigUInt()
        // Vanishingly unlikely, but a zero exponent (or A ≡ 0) would give the secret away: draw again.
        repeat {
            value = BigUInt(limbs: (0..<4).map { _ in generator.next() })
        } while value.isZero
        self.init(a: value)
    }

    /// `SRP_A` as Cognito wants it: lowercase hex without padding.
    var publicValueHex: String { A.hex }

    /// What the `PASSWORD_VERIFIER` challenge gives the client.
    struct Challenge: Sendable {
        var poolName: String
        var userID: String
        var password: String
        /// `SRP_B` and `SALT`, hex as sent; `SECRET_BLOCK`, base64 as sent.
        var serverPublicHex: String
        var saltHex: String
        var secretBlock: String
        var timestamp: String
    }

    enum Failure: Error, Equatable {
        /// `B`, the salt or the secret block is not what the protocol allows (`B ≡ 0 mod N`, not hex, not base64).
        case invalidChallenge(String)
    }

    /// The 16-byte key both sides derive: `HKDF(ikm: pad(S), salt: pad(u), info: "Caldera Derived Key")`,
    /// where `S = (B − k·g^x)^(a + u·x) mod N`, `u = H(pad(A) ‖ pad(B))` and
    /// `x = H(pad(salt) ‖ H(poolName ‖ userID ‖ ":" ‖ password))`.
    func key(for challenge: Challenge) throws(Failure) -> [UInt8] {
        guard let B = BigUInt(hex: challenge.serverPublicHex), !(B % Self.N).isZero else {
            throw .invalidChallenge("SRP_B is not a valid server value")
        }
        guard let salt = Self.paddedHex(challenge.saltHex) else { throw .invalidChallenge("SALT is not hex") }
        let u = BigUInt(bytes: SHA256.hash(Self.padded(A) + Self.padded(B)))
        guard !u.isZero else { throw .invalidChallenge("the scrambling parameter u is zero") }
        let identity = SHA256.hash(Array("\(challenge.poolName)\(challenge.userID):\(challenge.password)".utf8))
        let x = BigUInt(bytes: SHA256.hash(salt + identity))
        let gx = Self.group.power(Self.g, x)
        let kgx = Self.group.multiply(Self.k, gx)
        // B − k·g^x modulo N, kept non-negative by adding N first.
        let base = ((B % Self.N) + Self.N - kgx) % Self.N
        let S = Self.group.power(base, a + u * x)
        return HKDFSHA256.deriveKey(
            inputKeyMaterial: Self.padded(S), salt: Self.padded(u), info: Array("Caldera Derived Key".utf8), length: 16)
    }

    /// `PASSWORD_CLAIM_SIGNATURE`: Base64(HMAC-SHA256(key, poolName ‖ userID ‖ secretBlock ‖ timestamp)),
    /// the secret block decoded from its base64 first.
    func signature(for challenge: Challenge) throws(Failure) -> String {
        guard let block = Base64.decode(challenge.secretBlock), !block.isEmpty else {
            throw .invalidChallenge("SECRET_BLOCK is not base64")
        }
        let key = try key(for: challenge)
        let message = Array(challenge.poolName.utf8) + Array(challenge.userID.utf8) + block + Array(challenge.timestamp.utf8)
        return Base64.encode(HMACSHA256.authenticate(message: message, key: key))
    }

    /// `pad(x)`: the number's big-endian bytes, with a zero byte in front when the top bit is set, so the
    /// bytes read as a positive two's-complement number (zero is one zero byte).
    static func padded(_ value: BigUInt) -> [UInt8] {
        let bytes = value.bytes()
        guard let first = bytes.first else { return [0] }
        return first & 0x80 != 0 ? [0] + bytes : bytes
    }

    /// `pad` applied to hex as written (the salt keeps its leading zeros, as Cognito's clients hash it): an
    /// odd count gets a `0` in front; an even one starting with 8–f gets `00`.
    static func paddedHex(_ text: String) -> [UInt8]? {
        guard let first = text.utf8.first, Hex.value(of: first) != nil else { return nil }
        var digits = text
        if digits.utf8.count % 2 == 1 {
            digits = "0" + digits
        } else if Hex.value(of: first)! >= 8 {
            digits = "00" + digits
        }
        return Hex.decode(digits)
    }
}
