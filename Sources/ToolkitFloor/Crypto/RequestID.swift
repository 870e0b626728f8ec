/// Random identifiers for correlating a request with server logs (for an `X-Request-ID` header) and
/// for idempotency keys.
public enum RequestID {
    /// 32 lowercase hex characters from 16 bytes of `generator`: 128 bits, so collisions are not a
    /// concern. With a seeded generator the result is reproducible, which tests rely on.
    public static func make<G: RandomNumberGenerator>(using generator: inout G) -> String {
        Hex.encode(randomBytes(using: &generator))
    }

    /// 32 lowercase hex characters from the system's cryptographically secure generator.
    public static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return make(using: &generator)
    }

    /// A random (version 4) UUID in lowercase 8-4-4-4-12 form (RFC 4122 section 4.4), for services that
    /// insist on UUID-shaped keys.
    public static func uuid() -> String {
        var generator = SystemRandomNumberGenerator()
        return uuid(using: &generator)
    }

    /// A version 4 UUID from `generator`'s bytes; reproducible with a seeded generator.
    public static func uuid<G: RandomNumberGenerator>(using generator: inout G) -> String {
        var bytes = randomBytes(using: &generator)
        bytes[6] = bytes[6] & 0x0F | 0x40  // version 4 in the high nibble of time_hi_and_version
        bytes[8] = bytes[8] & 0x3F | 0x80  // variant 10x (RFC 4122) in clock_seq_hi_and_reserved
        let hex = Array(Hex.encode(bytes).utf8)
        var out: [UInt8] = []
        out.reserveCapacity(36)
        for (index, digit) in hex.enumerated() {
            if [8, 12, 16, 20].contains(index) { out.append(UInt8(ascii: "-")) }
            out.append(digit)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// 16 bytes from two 64-bit draws, least significant byte first, so the same seed gives the same
    /// bytes on every platform.
    private static func randomBytes<G: RandomNumberGenerator>(using generator: inout G) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16)
        for _ in 0..<2 {
            let word = generator.next()
            for shift in stride(from: 0, to: 64, by: 8) {
                bytes.append(UInt8(truncatingIfNeeded: word >> UInt64(shift)))
            }
        }
        return bytes
    }
}
