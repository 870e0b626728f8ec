/// Reads the bit stream of a compressed Digital Link's blob (`CompressedDigitalLink`), in the toolkit's
/// steps (`decompressBinaryToGS1AIarray`): while more than eight bits are left, two hex digits; both
/// decimal, an AI (table P gives its length) and its value; else an optimisation code and the values of its
/// AIs; else `F`, a parameter that is not an AI. What is left (up to eight bits) is padding.
enum CompressedBlobReader {
    static func read(
        _ reader: inout CompressedBitReader, into list: inout GS1AIList, other: inout [DigitalLinkQueryParameter]
    ) throws(DigitalLinkRejection) {
        if reader.remaining <= 8 { throw DigitalLinkRejection("the compressed data is too short to hold an AI") }
        while reader.remaining > 8 {
            let high = Int(reader.read(4)!), low = Int(reader.read(4)!)
            if high <= 9 && low <= 9 {
                let length = Int(GS1CompressionTables.aiLengthByPrefix[high * 10 + low])
                guard length > 0 else { throw DigitalLinkRejection("compressed data: no AI begins with \(high)\(low)") }
                var digits = [UInt8(ascii: "0") + UInt8(high), UInt8(ascii: "0") + UInt8(low)]
                for _ in 2..<length {
                    guard let digit = reader.read(4), digit <= 9 else {
                        throw DigitalLinkRejection("compressed data: AI \(String(decoding: digits, as: UTF8.self))… is not all digits")
                    }
                    digits.append(UInt8(ascii: "0") + UInt8(digit))
                }
                guard let definition = digits.withUnsafeBufferPointer({ list.lookup.index(of: $0[...]) }) else {
                    throw DigitalLinkRejection("compressed data: unknown AI \(String(decoding: digits, as: UTF8.self))")
                }
                try value(of: definition, from: &reader, into: &list)
            } else if let ais = optimisation(UInt8(high << 4 | low)) {
                for ai in ais { try value(of: list.lookup.index(ofAI: ai)!, from: &reader, into: &list) }
            } else if high == 0xF {
                other.append(try otherParameter(keyLengthHigh: low, from: &reader))
            } else {
                throw DigitalLinkRejection("compressed data: unknown optimisation code \(String(high << 4 | low, radix: 16, uppercase: true))")
            }
        }
    }

    private static let optimisations: [UInt8: [String]] = Dictionary(
        uniqueKeysWithValues: GS1CompressionTables.optimisations.map { ($0.code, $0.ais) })

    private static func optimisation(_ code: UInt8) -> [String]? { optimisations[code] }

    /// One AI's value, component by component as table F gives it.
    private static func value(of definition: Int, from reader: inout CompressedBitReader, into list: inout GS1AIList) throws(DigitalLinkRejection) {
        let start = list.bytes.count
        let truncated = DigitalLinkRejection("the compressed data ends inside the value of AI \(list.lookup.ai(definition))")
        let tables = GS1CompressionTables.self
        for component in tables.components[Int(tables.componentStart[definition])..<Int(tables.componentStart[definition + 1])] {
            let length = Int(component >> 2)
            var characters: [UInt8]?
            switch component & 3 {
            case 0:
                characters = CompressedNumber.read(length, bits: Int(tables.valueBits[length]), from: &reader)
            case 1:
                guard let count = reader.read(Int(tables.lengthBits[length])) else { throw truncated }
                guard count <= length else {
                    throw DigitalLinkRejection("compressed data: AI \(list.lookup.ai(definition)) given \(count) digits where at most \(length) fit")
                }
                characters = CompressedNumber.read(Int(count), bits: Int(tables.valueBits[Int(count)]), from: &reader)
            default:
                guard let encoding = reader.read(3) else { throw truncated }
                var count = length
                if component & 3 == 3 {
                    guard let given = reader.read(Int(tables.lengthBits[length])) else { throw truncated }
                    count = Int(given)
                }
                characters = try CompressedText.read(count, encoding: Int(encoding), from: &reader, ai: list.lookup.ai(definition))
            }
            guard let characters else {
                list.discard(from: start)
                throw truncated
            }
            for character in characters { list.write(character) }
        }
        list.appendWritten(definition, from: start)
    }

    /// A parameter that is not an AI: seven bits of key length (the four after `F` and three more), the
    /// key in base64url, then a three-bit encoding, seven bits of value length and the value.
    private static func otherParameter(keyLengthHigh: Int, from reader: inout CompressedBitReader) throws(DigitalLinkRejection) -> DigitalLinkQueryParameter {
        let truncated = DigitalLinkRejection("the compressed data ends inside a parameter that is not an AI")
        guard let low = reader.read(3) else { throw truncated }
        guard let key = try CompressedText.read(keyLengthHigh << 3 | Int(low), encoding: 3, from: &reader, ai: nil),
              let encoding = reader.read(3), let count = reader.read(7),
              let value = try CompressedText.read(Int(count), encoding: Int(encoding), from: &reader, ai: nil)
        else { throw truncated }
        return DigitalLinkQueryParameter(name: String(decoding: key, as: UTF8.self), value: String(decoding: value, as: UTF8.self))
    }
}
