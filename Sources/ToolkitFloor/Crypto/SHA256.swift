/// SHA-256 (FIPS 180-4, section 6.2) over byte arrays, in one call.
///
/// Pure Swift on the standard library only, so it works on Linux without CryptoKit or swift-crypto.
/// For data that arrives in pieces, use `SHA256Hasher`.
public enum SHA256 {
    /// The size of a digest in bytes.
    public static let digestSize = 32
    /// The size of one message block in bytes; HMAC pads its key to this.
    public static let blockSize = 64

    /// The 32-byte SHA-256 digest of `bytes`.
    public static func hash(_ bytes: [UInt8]) -> [UInt8] {
        var hasher = SHA256Hasher()
        hasher.update(bytes)
        return hasher.finalize()
    }
}

/// Incremental SHA-256: feed the message in any number of pieces of any size, then `finalize()`.
/// The result equals `SHA256.hash` of all the pieces joined.
public struct SHA256Hasher: Sendable {
    /// The eight working hash words H0...H7, set to the initial values of FIPS 180-4 section 5.3.3.
    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19
    )
    /// Bytes of an incomplete block waiting for more input; always fewer than 64.
    private var pending: [UInt8] = []
    /// The message length so far in bytes (the padding needs it in bits, modulo 2^64).
    private var length: UInt64 = 0

    /// A hasher with no input yet.
    public init() {
        pending.reserveCapacity(SHA256.blockSize)
    }

    /// Adds `bytes` to the message. Contiguous collections (arrays, slices, `UTF8View`s of native
    /// strings) are hashed in place; other sequences are copied in block-sized pieces.
    public mutating func update(_ bytes: some Sequence<UInt8>) {
        let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            update(UnsafeRawBufferPointer(buffer))
        }
        guard done == nil else { return }
        var chunk: [UInt8] = []
        chunk.reserveCapacity(4096)
        for byte in bytes {
            chunk.append(byte)
            if chunk.count == 4096 {
                chunk.withUnsafeBytes { update($0) }
                chunk.removeAll(keepingCapacity: true)
            }
        }
        chunk.withUnsafeBytes { update($0) }
    }

    /// Adds the bytes in `buffer` to the message.
    public mutating func update(_ buffer: UnsafeRawBufferPointer) {
        guard !buffer.isEmpty else { return }
        length &+= UInt64(buffer.count)
        var input = buffer[...]
        if !pending.isEmpty {
            // Top up the waiting block first; hash it only once it is full.
            let take = min(SHA256.blockSize - pending.count, input.count)
            pending.append(contentsOf: input.prefix(take))
            input = input.dropFirst(take)
            guard pending.count == SHA256.blockSize else { return }
            pending.withUnsafeBytes { Self.compress(&state, blocks: $0) }
            pending.removeAll(keepingCapacity: true)
        }
        // Whole blocks straight from the caller's memory, without copying.
        let whole = input.count - input.count % SHA256.blockSize
        if whole > 0 {
            Self.compress(&state, blocks: UnsafeRawBufferPointer(rebasing: input.prefix(whole)))
        }
        pending.append(contentsOf: input.dropFirst(whole))
    }

    /// Pads the message (a 1 bit, zeros, the 64-bit big-endian bit length; FIPS 180-4 section 5.1.1)
    /// and returns the 32-byte digest. The hasher then starts over with an empty message.
    public mutating func finalize() -> [UInt8] {
        let bitLength = length &* 8
        var tail = pending
        tail.append(0x80)
        // Zeros up to 56 bytes into a block, leaving exactly 8 bytes for the length.
        let zeros = (SHA256.blockSize + 56 - tail.count % SHA256.blockSize) % SHA256.blockSize
        tail.append(contentsOf: repeatElement(0, count: zeros))
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        tail.withUnsafeBytes { Self.compress(&state, blocks: $0) }

        var digest = [UInt8](repeating: 0, count: SHA256.digestSize)
        withUnsafeBytes(of: state) { raw in
            // A homogeneous tuple is laid out like a C array; write each word big-endian.
            for index in 0..<8 {
                let word = raw.load(fromByteOffset: 4 * index, as: UInt32.self)
                for byte in 0..<4 {
                    digest[4 * index + byte] = UInt8(truncatingIfNeeded: word >> (24 - 8 * byte))
                }
            }
        }
        self = SHA256Hasher()
        return digest
    }

    /// The 64 round constants: the first 32 bits of the fractional parts of the cube roots of the
    /// first 64 primes (FIPS 180-4 section 4.2.2).
    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    @inline(__always)
    private static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x &>> n) | (x &<< (32 &- n)) }

    /// Runs the compression function (FIPS 180-4 section 6.2.2) over each 64-byte block of `blocks`.
    private static func compress(
        _ state: inout (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32),
        blocks: UnsafeRawBufferPointer
    ) {
        precondition(blocks.count % SHA256.blockSize == 0, "SHA-256 compresses whole blocks only")
        guard !blocks.isEmpty else { return }
        // The message schedule lives on the stack: no heap traffic per block.
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            roundConstants.withUnsafeBufferPointer { k in
                var offset = 0
                while offset < blocks.count {
                    for t in 0..<16 {
                        let word = blocks.loadUnaligned(fromByteOffset: offset + 4 * t, as: UInt32.self)
                        w[t] = UInt32(bigEndian: word)
                    }
                    for t in 16..<64 {
                        let s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] &>> 3)
                        let s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] &>> 10)
                        w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
                    }
                    var (a, b, c, d, e, f, g, h) = state
                    for t in 0..<64 {
                        let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
                        let choice = g ^ (e & (f ^ g))  // (e & f) ^ (~e & g), one operation fewer
                        let t1 = h &+ s1 &+ choice &+ k[t] &+ w[t]
                        let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
                        let majority = (a & b) | (c & (a | b))  // same as (a & b) ^ (a & c) ^ (b & c)
                        h = g; g = f; f = e; e = d &+ t1
                        d = c; c = b; b = a; a = t1 &+ s0 &+ majority
                    }
                    state = (
                        state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d,
                        state.4 &+ e, state.5 &+ f, state.6 &+ g, state.7 &+ h
                    )
                    offset += SHA256.blockSize
                }
            }
        }
    }
}
