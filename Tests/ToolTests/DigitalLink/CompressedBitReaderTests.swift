import Testing
@testable import DigitalLink

/// `CompressedBitReader`: a blob's bits read as a stream from its base64url characters, most significant
/// first, in reads of 1 to 64 bits; what `CompressedBitWriter` wrote comes back, and no read passes the end.
struct CompressedBitReaderTests {
    /// Runs `body` with a reader of `blob`'s characters (nil when one is not base64url).
    private func reading<Result>(_ blob: String, _ body: (inout CompressedBitReader?) -> Result) -> Result {
        Array(blob.utf8).withUnsafeBufferPointer { characters in
            var reader = CompressedBitReader(characters)
            return body(&reader)
        }
    }

    @Test func eachCharacterIsSixBitsMostSignificantFirst() {
        reading("A_Bz") { reader in
            #expect(reader?.remaining == 24)
            #expect(reader?.read(6) == 0, "A")
            #expect(reader?.read(6) == 63, "_")
            #expect(reader?.read(3) == 0 && reader?.read(3) == 1, "B is 000001")
            #expect(reader?.read(6) == 51, "z")
            #expect(reader?.remaining == 0)
        }
    }

    @Test func whatTheWriterWroteComesBackInReadsOfEveryWidth() {
        // Widths 1 to 64, each with a value whose top bit is set (the high bits of a mixed constant), so
        // every read fills its width; a value over 57 bits is written in two parts, as the writer takes
        // at most 57 bits at once.
        let fields: [(value: UInt64, bits: Int)] = (1...64).map { bits in (0x9E37_79B9_7F4A_7C15 >> UInt64(64 - bits), bits) }
        var writer = CompressedBitWriter()
        for field in fields {
            if field.bits > 57 {
                writer.write(field.value >> 32, bits: field.bits - 32)
                writer.write(field.value & 0xFFFF_FFFF, bits: 32)
            } else {
                writer.write(field.value, bits: field.bits)
            }
        }
        let blob = String(decoding: writer.finish(), as: UTF8.self)
        reading(blob) { reader in
            for field in fields {
                #expect(reader?.read(field.bits) == field.value, "\(field.bits) bits of \(blob)")
            }
            #expect((reader?.remaining ?? -1) < 6, "only the last character's padding is left")
        }
    }

    @Test func aReadPastTheEndIsNilAndTakesNothing() {
        reading("AB") { reader in
            #expect(reader?.read(13) == nil)
            #expect(reader?.remaining == 12, "nothing was taken")
            #expect(reader?.read(12) == 1)
            #expect(reader?.read(1) == nil)
        }
    }

    @Test func wideNumbersComeBackAsWordsLeastSignificantFirst() {
        var writer = CompressedBitWriter()
        writer.write(0x1_2345, bits: 17)
        writer.write(0xDEAD_BEEF, bits: 32)
        writer.write(0x0BAD_F00D, bits: 32)
        let blob = String(decoding: writer.finish(), as: UTF8.self)
        reading(blob) { reader in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 3) { words in
                words.initialize(repeating: 0)
                #expect(reader?.readWords(81, into: words) == true)
                #expect(Array(words) == [0x0BAD_F00D, 0xDEAD_BEEF, 0x1_2345])
                #expect(reader?.readWords(32, into: words) == false, "fewer bits are left")
            }
        }
    }

    @Test func aCharacterOutsideBase64URLMakesNoReader() {
        for blob in ["AB=C", "AB/C", "AB+C", "AB C", "ABé"] {
            reading(blob) { reader in #expect(reader == nil, "\(blob)") }
        }
        reading("") { reader in #expect(reader?.remaining == 0 && reader?.read(1) == nil) }
    }
}
