/// Reads the two element-string forms of GS1 data into a `GS1AIList` (unchecked; `GS1AIList.check`
/// judges the values):
///
/// - bracketed, as printed under a barcode or kept in a label file: `(01)09506000134352(10)ABC`, with
///   `\(` for a bracket that is part of a value (as GS1's Barcode Syntax Engine writes and reads it; a
///   backslash before anything else is itself);
/// - unbracketed, as a scanner reports it: the AIs back to back, a separator (FNC1: GS, 0x1D, in scanner
///   data; `^` in the engine's notation) ending each value whose length is not predefined, unless it is
///   the last. A predefined-length AI (the dictionary's `*` flag: 00, 01, 11–17, 31nn…) ends after its
///   length without one; a separator after it anyway is skipped, as GS1's engine skips it.
enum GS1ElementStringReader {
    /// The AIs of a bracketed element string; `bytes` starts with `(`.
    static func readBracketed(_ bytes: UnsafeBufferPointer<UInt8>, into list: GS1AIList) throws(DigitalLinkRejection) {
        let open = UInt8(ascii: "("), close = UInt8(ascii: ")"), backslash = UInt8(ascii: "\\")
        var at = 0
        while at < bytes.count {
            guard bytes[at] == open else {
                throw DigitalLinkRejection("expected '(' and an AI at offset \(at) of the element string")
            }
            var aiEnd = at + 1
            while aiEnd < bytes.count, aiEnd - at <= 5, bytes[aiEnd] != close { aiEnd += 1 }
            guard aiEnd < bytes.count, bytes[aiEnd] == close else {
                throw DigitalLinkRejection("'(' at offset \(at) of the element string is not closed by ')' after an AI")
            }
            let definition = try known(bytes[(at + 1)..<aiEnd], in: list.lookup)
            let start = list.end
            at = aiEnd + 1
            while at < bytes.count, bytes[at] != open {
                if bytes[at] == backslash, at + 1 < bytes.count, bytes[at + 1] == open { at += 1 }
                list.write(bytes[at])
                at += 1
            }
            list.appendWritten(definition, from: start)
        }
    }

    /// The AIs of unbracketed data, `separator` (GS or `^`) ending the values that need it. An empty
    /// element (two separators, or one where an AI should begin) is refused: it is a separator in the
    /// wrong place, which a truncated or garbled scan produces. `lenient`: a predefined-length value cut
    /// short by a separator is kept (the check lists its fault) and the reading goes on after it.
    static func readUnbracketed(
        _ bytes: Slice<UnsafeBufferPointer<UInt8>>, separator: UInt8, lenient: Bool, into list: GS1AIList
    ) throws(DigitalLinkRejection) {
        guard !bytes.isEmpty else { throw DigitalLinkRejection("no AI after the symbology identifier") }
        var at = bytes.startIndex
        while at < bytes.endIndex {
            if bytes[at] == separator {
                throw DigitalLinkRejection("\(name(of: separator)) at offset \(at) where an AI should begin")
            }
            let definition = try prefixAI(bytes[at...], in: list.lookup)
            at += list.lookup.ai(definition).utf8.count
            var end = at
            while end < bytes.endIndex, bytes[end] != separator { end += 1 }
            let predefined = Int(GS1CompressionTables.predefinedLength[definition])
            if predefined > 0 { end = min(end, at + predefined) }
            if end == at {
                throw DigitalLinkRejection("AI \(list.lookup.ai(definition)) has no value (\(name(of: separator)) or end of data right after it)")
            }
            // A separator inside a predefined-length value cut it short: say so now, as GS1's engine
            // does, rather than stumble over the rest of the value taken for an AI.
            if !lenient, predefined > 0, end - at < predefined, let problem = list.lookup.problem(definition, in: UnsafeBufferPointer(rebasing: bytes[at..<end])) {
                throw DigitalLinkRejection(problem)
            }
            list.append(definition, value: bytes[at..<end])
            at = end
            if at < bytes.endIndex, bytes[at] == separator { at += 1 }
        }
    }

    /// The definition of the AI written as `digits`, or why there is none.
    private static func known(_ digits: Slice<UnsafeBufferPointer<UInt8>>, in lookup: GS1AILookup) throws(DigitalLinkRejection) -> Int {
        if let index = lookup.index(of: digits) { return index }
        let text = String(decoding: digits, as: UTF8.self)
        throw DigitalLinkRejection(digits.allSatisfy { $0 &- 48 < 10 } && (2...4).contains(digits.count)
            ? "unknown AI (\(text))" : "'(\(text))' is not an AI: an AI is 2 to 4 digits")
    }

    /// The AI that the data at `bytes` starts with: AIs are prefix-free, so at most one of its first 2,
    /// 3 and 4 digits is one.
    private static func prefixAI(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, in lookup: GS1AILookup) throws(DigitalLinkRejection) -> Int {
        for length in 2...4 where bytes.count >= length {
            if let index = lookup.index(of: bytes.prefix(length)) { return index }
        }
        let shown = String(decoding: bytes.prefix(4).map { $0 < 0x20 || $0 > 0x7E ? UInt8(ascii: "?") : $0 }, as: UTF8.self)
        throw DigitalLinkRejection("no known AI at offset \(bytes.startIndex) ('\(shown)…')")
    }

    private static func name(of separator: UInt8) -> String {
        separator == UInt8(ascii: "^") ? "'^' (FNC1)" : "GS (0x1D) separator"
    }
}
