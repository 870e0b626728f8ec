/// Reads the bit stream of a compressed Digital Link's blob (`CompressedDigitalLink`), in the toolkit's
/// steps (`decompressBinaryToGS1AIarray`): while more than eight bits are left, two hex digits; both
/// decimal, an AI (table P gives its length) and its value; else an optimisation code and the values of its
/// AIs; else `F`, a parameter that is not an AI. What is left (up to eight bits) is padding.
enum CompressedBlobReader {
    /// Reads the blob into `list`; true when no text came in seven-bit ASCII, the one encoding that can
    /// hold what a URI cannot (a quote, a backslash, a control), so JSON needs no look at the values.
    static func read(
        _ reader: inout CompressedBitReader, into list: GS1AIList
    ) throws(DigitalLinkRejection) -> Bool {
        var isURIText = true
        if reader.remaining <= 8 { throw DigitalLinkRejection("the compressed data is too short to hold an AI") }
        while reader.remaining > 8 {
            let pair = Int(reader.read(8)!), high = pair >> 4, low = pair & 15
            if high <= 9 && low <= 9 {
                let length = Int(GS1CompressionTables.aiLengthByPrefix[high * 10 + low])
                guard length > 0 else { throw DigitalLinkRejection("compressed data: no AI begins with \(high)\(low)") }
                // The AI's digits on the stack: no array a line.
                var digits: (UInt8, UInt8, UInt8, UInt8) = (UInt8(ascii: "0") + UInt8(high), UInt8(ascii: "0") + UInt8(low), 0, 0)
                for place in 2..<length {
                    guard let digit = reader.read(4), digit <= 9 else {
                        throw DigitalLinkRejection("compressed data: an AI beginning \(high)\(low) is not all digits")
                    }
                    if place == 2 { digits.2 = UInt8(ascii: "0") + UInt8(digit) } else { digits.3 = UInt8(ascii: "0") + UInt8(digit) }
                }
                let found = withUnsafeBytes(of: &digits) { raw in
                    list.lookup.index(of: raw.bindMemory(to: UInt8.self).prefix(length))
                }
                guard let definition = found else {
                    let text = withUnsafeBytes(of: &digits) { String(decoding: $0.prefix(length), as: UTF8.self) }
                    throw DigitalLinkRejection("compressed data: unknown AI \(text)")
                }
                try value(of: definition, from: &reader, into: list, isURIText: &isURIText)
            } else if let ais = optimisation(UInt8(high << 4 | low)) {
                for definition in ais { try value(of: definition, from: &reader, into: list, isURIText: &isURIText) }
            } else if high == 0xF {
                try otherParameter(keyLengthHigh: low, from: &reader, into: list, isURIText: &isURIText)
            } else {
                throw DigitalLinkRejection("compressed data: unknown optimisation code \(String(high << 4 | low, radix: 16, uppercase: true))")
            }
        }
        return isURIText
    }

    /// The optimisation codes by their byte, each the definitions of its AIs (an array read, no hashing).
    private static let optimisations: [[Int]?] = {
        var table = [[Int]?](repeating: nil, count: 256)
        for (code, ais) in GS1CompressionTables.optimisations {
            table[Int(code)] = ais.map { GS1AILookup.standard.index(ofAI: $0)! }
        }
        return table
    }()

    private static func optimisation(_ code: UInt8) -> [Int]? { optimisations[Int(code)] }

    /// One AI's value, component by component as table F gives it.
    private static func value(
        of definition: Int, from reader: inout CompressedBitReader, into list: GS1AIList, isURIText: inout Bool
    ) throws(DigitalLinkRejection) {
        let start = list.end
        // Built only on failure: a message made for every value cost as much as reading it.
        func truncated() -> DigitalLinkRejection {
            DigitalLinkRejection("the compressed data ends inside the value of AI \(GS1AILookup.standard.ai(definition))")
        }
        let tables = GS1CompressionTables.self
        // Indices into the table, not a slice of it: a slice of an array is a retain and a release.
        for index in Int(tables.componentStart[definition])..<Int(tables.componentStart[definition + 1]) {
            let component = tables.components[index]
            let length = Int(component >> 2)
            let read: Bool
            switch component & 3 {
            case 0, 1:
                var count = length
                if component & 3 == 1 {
                    guard let given = reader.read(Int(tables.lengthBits[length])) else { throw truncated() }
                    guard given <= length else {
                        throw DigitalLinkRejection("compressed data: AI \(list.lookup.ai(definition)) given \(given) digits where at most \(length) fit")
                    }
                    count = Int(given)
                }
                read = try CompressedNumber.readValue(count, from: &reader, into: &list.scan.valueBytes, owner: .ai(definition))
            default:
                guard let encoding = reader.read(3) else { throw truncated() }
                isURIText = isURIText && encoding != CompressedText.ascii
                var count = length
                if component & 3 == 3 {
                    guard let given = reader.read(Int(tables.lengthBits[length])) else { throw truncated() }
                    count = Int(given)
                }
                read = try CompressedText.read(count, encoding: Int(encoding), from: &reader, owner: .ai(definition), into: &list.scan.valueBytes)
            }
            guard read else {
                list.discard(from: start)
                throw truncated()
            }
        }
        list.appendWritten(definition, from: start)
    }

    /// A parameter that is not an AI: seven bits of key length (the four after `F` and three more), the
    /// key in base64url, then a three-bit encoding, seven bits of value length and the value.
    private static func otherParameter(
        keyLengthHigh: Int, from reader: inout CompressedBitReader, into list: GS1AIList, isURIText: inout Bool
    ) throws(DigitalLinkRejection) {
        func truncated() -> DigitalLinkRejection { DigitalLinkRejection("the compressed data ends inside a parameter that is not an AI") }
        guard let low = reader.read(3) else { throw truncated() }
        let nameStart = list.end
        guard try CompressedText.read(
            keyLengthHigh << 3 | Int(low), encoding: CompressedText.base64URL, from: &reader, owner: .parameterName, into: &list.scan.valueBytes
        ) else {
            throw truncated()
        }
        let valueStart = list.end
        guard let encoding = reader.read(3), let count = reader.read(7) else { throw truncated() }
        isURIText = isURIText && encoding != CompressedText.ascii
        guard try CompressedText.read(
            Int(count), encoding: Int(encoding), from: &reader, owner: .parameter(name: nameStart..<valueStart), into: &list.scan.valueBytes
        ) else {
            throw truncated()
        }
        list.appendParameter(nameFrom: nameStart, valueFrom: valueStart)
    }
}
