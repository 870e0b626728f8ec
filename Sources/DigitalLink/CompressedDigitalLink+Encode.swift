/// Writing a compressed Digital Link as GS1's toolkit does without optimisations
/// (`compressGS1AIarrayToBinary`, `buildCompressedGS1digitalLink`): the AIs sorted by their text, each
/// as its digits and its value by table F, packed into base64url after the stem; the other query
/// parameters follow as they were.
extension CompressedDigitalLink {
    /// The compressed link of `elements` on `stem`, with `otherParameters` (raw `name=value` text) after it.
    static func encode(_ elements: [DigitalLinkElement], otherParameters: [Substring], stem: String) -> String {
        var writer = CompressedBitWriter()
        let lookup = GS1AILookup.standard
        for element in elements.sorted(by: { Array($0.ai.utf8).lexicographicallyPrecedes(Array($1.ai.utf8)) }) {
            for digit in element.ai.utf8 { writer.write(UInt64(digit &- UInt8(ascii: "0")), bits: 4) }
            guard let definition = lookup.index(ofAI: element.ai) else { continue }
            writeValue(Array(element.value.utf8), of: definition, to: &writer)
        }
        var text = stem.hasSuffix("/") ? String(stem.dropLast()) : stem
        text += "/" + String(decoding: writer.finish(), as: UTF8.self)
        if !otherParameters.isEmpty { text += "?" + otherParameters.joined(separator: "&") }
        return text
    }

    /// The value's components as table F gives them (the value was checked against its AI, so it fits).
    private static func writeValue(_ value: [UInt8], of definition: Int, to writer: inout CompressedBitWriter) {
        let tables = GS1CompressionTables.self
        var cursor = 0
        for component in tables.components[Int(tables.componentStart[definition])..<Int(tables.componentStart[definition + 1])] {
            let length = Int(component >> 2)
            let end = component & 1 == 0 ? min(cursor + length, value.count) : value.count
            let part = value[cursor..<end]
            cursor = end
            switch component & 3 {
            case 0:
                CompressedNumber.write(part, bits: Int(tables.valueBits[length]), to: &writer)
            case 1:
                writer.write(UInt64(part.count), bits: Int(tables.lengthBits[length]))
                CompressedNumber.write(part, bits: Int(tables.valueBits[part.count]), to: &writer)
            default:
                let encoding = CompressedText.encoding(of: part)
                writer.write(UInt64(encoding), bits: 3)
                if component & 3 == 3 { writer.write(UInt64(part.count), bits: Int(tables.lengthBits[length])) }
                CompressedText.write(part, encoding: encoding, to: &writer)
            }
        }
    }

    /// The query parameters of `uri` that are not AIs, as written (`linkType=all`, or `x` without a value):
    /// what the compressed form keeps after its blob. Split as the parsers split a query (`QueryPieces`),
    /// so a parameter the parser keeps is kept here too.
    static func otherParameters(of uri: String) -> [Substring] {
        let utf8 = uri.utf8, bytes = Array(utf8)
        guard let question = bytes.firstIndex(of: UInt8(ascii: "?")) else { return [] }
        let end = bytes[question...].firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
        return bytes.withUnsafeBufferPointer { buffer in
            var pieces = QueryPieces(buffer, query: (question + 1)..<end)
            var kept: [Substring] = []
            while let piece = pieces.next() {
                if QueryPieces.isAIKey(buffer[piece.name]) { continue }
                // The piece's ends are next to ASCII delimiters, so they are character boundaries.
                let from = utf8.index(utf8.startIndex, offsetBy: piece.name.lowerBound)
                let to = utf8.index(utf8.startIndex, offsetBy: piece.value.upperBound)
                kept.append(uri[from..<to])
            }
            return kept
        }
    }
}
