/// The numeric values of Digital Link compression: a run of n decimal digits is one binary number of
/// `GS1CompressionTables.valueBits[n]` bits (⌈n·log2 10⌉, as GS1's toolkit computes it). Runs go up to 90
/// digits (an all-digit AI 91 value) and beyond for other parameters, so numbers wider than 64 bits are
/// 32-bit words, least significant first.
enum CompressedNumber {

    /// Writes the digits (ASCII) as a number of `bits` bits.
    static func write(_ digits: some Collection<UInt8>, bits: Int, to writer: inout CompressedBitWriter) {
        var words: [UInt32] = [0]
        for digit in digits {
            var carry = UInt64(digit &- UInt8(ascii: "0"))
            for index in words.indices {
                let product = UInt64(words[index]) * 10 + carry
                words[index] = UInt32(truncatingIfNeeded: product)
                carry = product >> 32
            }
            if carry > 0 { words.append(UInt32(carry)) }
        }
        // From the most significant bit of the field down; bits beyond the words are zeros.
        var remaining = bits
        while remaining > 0 {
            let chunk = remaining % 32 == 0 ? 32 : remaining % 32
            let word = (remaining - 1) / 32
            writer.write(word < words.count ? UInt64(words[word]) : 0, bits: chunk)
            remaining -= chunk
        }
    }

    /// What reading a number found: its digits, the end of the data first, or a number wider than its
    /// digits (`bits` holds more than `count` digits can: 47 bits reach 140,737,488,355,327 for 14).
    enum Reading {
        case read, endsEarly, tooLarge
    }

    /// Appends the number in `bits` bits of `reader` to `out` as exactly `count` ASCII digits (leading
    /// zeros kept), or says why it cannot.
    static func read(_ count: Int, bits: Int, from reader: inout CompressedBitReader, into out: inout ScanStorage<UInt8>) -> Reading {
        if bits <= 64 {
            // Up to 19 digits: one machine word, no big-number arithmetic; written from the right, two
            // at a time, on the stack, then appended.
            guard var number = reader.read(bits) else { return .endsEarly }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { digits in
                var position = count
                while position >= 2 {
                    let pair = Int(number % 100)
                    number /= 100
                    position -= 2
                    digits.initializeElement(at: position, to: UInt8(ascii: "0") + UInt8(pair / 10))
                    digits.initializeElement(at: position + 1, to: UInt8(ascii: "0") + UInt8(pair % 10))
                }
                if position == 1 {
                    digits.initializeElement(at: 0, to: UInt8(ascii: "0") + UInt8(number % 10))
                    number /= 10
                }
                guard number == 0 else { return .tooLarge }
                out.append(contentsOf: UnsafeBufferPointer(digits))
                return .read
            }
        }
        let start = out.count
        out.insert(repeating: UInt8(ascii: "0"), count: count, at: start)
        var position = out.count
        // The words on the stack: no array a value.
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: (bits + 31) / 32) { words in
            words.initialize(repeating: 0)
            guard reader.readWords(bits, into: words) else { return .endsEarly }
            while words.contains(where: { $0 != 0 }) {
                // Divide by 10^9 and take the remainder's nine digits.
                var remainder: UInt64 = 0
                for index in words.indices.reversed() {
                    let value = remainder << 32 | UInt64(words[index])
                    words[index] = UInt32(value / 1_000_000_000)
                    remainder = value % 1_000_000_000
                }
                let more = words.contains(where: { $0 != 0 })
                for _ in 0..<9 {
                    if remainder == 0 && !more { break }
                    guard position > start else { return .tooLarge }
                    position -= 1
                    out[position] = UInt8(ascii: "0") + UInt8(remainder % 10)
                    remainder /= 10
                }
            }
            return .read
        }
    }

    /// Whose value a compressed number or text (`CompressedText`) is, for the messages that name it.
    enum Owner {
        /// An AI's, by its definition index.
        case ai(Int)
        /// A parameter's that is not an AI, its name decoded at `name` in the output already.
        case parameter(name: Range<Int>)
        /// The name of such a parameter: base64url text, which fails only by running out, so no message
        /// names it; it is here for `CompressedText.read`'s signature, which every value goes through.
        case parameterName

        /// "AI 01", "parameter 'lot'", "a parameter with no name": the name is the link's text, shown as
        /// it is decoded (base64url characters only) and, like every message, made visible where printed.
        func name(in out: ScanStorage<UInt8>) -> String {
            switch self {
            case .ai(let definition): "AI \(GS1AILookup.standard.ai(definition))"
            case .parameter(let name) where name.isEmpty: "a parameter with no name"
            case .parameter(let name): "parameter '\(String(decoding: UnsafeBufferPointer(rebasing: out.buffer[name]), as: UTF8.self))'"
            case .parameterName: "a parameter's name"
            }
        }
    }

    /// A value of `count` digits in the bits the standard gives them (`GS1CompressionTables.valueBits`):
    /// true when read, false when the bits run out; a number wider than its digits is refused, naming
    /// its `owner`.
    static func readValue(
        _ count: Int, from reader: inout CompressedBitReader, into out: inout ScanStorage<UInt8>, owner: Owner
    ) throws(DigitalLinkRejection) -> Bool {
        switch read(count, bits: Int(GS1CompressionTables.valueBits[count]), from: &reader, into: &out) {
        case .read: return true
        case .endsEarly: return false
        case .tooLarge:
            throw DigitalLinkRejection("compressed data: the value of \(owner.name(in: out)) holds a number of more than \(count) digits")
        }
    }
}
