/// Turns one raw path segment or query value into the value the link carries: percent-decoded (R7),
/// GTIN-8/12/13 padded in lenient mode (R11), then checked against the AI's format, linters and check
/// digits by the dictionary (R10). Shared by the path and the query so both apply the same rules.
enum AIValueCheck {
    /// Where a value came from, for messages.
    enum Place: String { case path, query }

    /// Appends the value of `raw` to `scan.bytes` and returns where it is. `plainBefore`: an offset of
    /// the URI before which it has no `%` (nor, in the query, `+`), so a value ending there is copied as
    /// it is (`DigitalLinkURIParts.firstPercent`); 0 when not known.
    static func append(
        _ raw: Slice<UnsafeBufferPointer<UInt8>>, ofDefinitionAt index: Int, in lookup: GS1AILookup, place: Place,
        lenient: Bool, plainBefore: Int = 0, to scan: DigitalLinkScan
    ) throws(DigitalLinkRejection) -> Range<Int> {
        let value = try appendDecoded(
            raw, ofDefinitionAt: index, in: lookup, place: place, lenient: lenient, plainBefore: plainBefore, to: scan)
        if let problem = problem(of: value, ofDefinitionAt: index, in: lookup, scan: scan) { throw DigitalLinkRejection(problem) }
        return value
    }

    /// The first half of `append`: the value decoded (and a short GTIN padded) into `scan.bytes`, not yet
    /// checked against its AI. A link read in spite of its faults keeps a value that fails the check.
    @inline(__always)
    static func appendDecoded(
        _ raw: Slice<UnsafeBufferPointer<UInt8>>, ofDefinitionAt index: Int, in lookup: GS1AILookup, place: Place,
        lenient: Bool, plainBefore: Int = 0, to scan: DigitalLinkScan
    ) throws(DigitalLinkRejection) -> Range<Int> {
        let start = scan.valueBytes.count
        if raw.endIndex <= plainBefore {
            // Nothing to decode, and the URI's characters were checked to be ASCII: valid UTF-8 as it is.
            scan.valueBytes.append(contentsOf: UnsafeBufferPointer(rebasing: raw))
        } else {
            do {
                try PercentDecoding.decode(raw, plusIsSpace: place == .query, into: &scan.valueBytes)
            } catch {
                scan.valueBytes.removeAll(from: start)
                throw DigitalLinkRejection(describe(error, ai: lookup.ai(index), place: place))
            }
        }
        if lookup.codes[index] == GS1AILookup.gtinCode {
            try padGTIN(from: start, in: scan, lenient: lenient)
        }
        return start..<scan.valueBytes.count
    }

    /// The second half of `append`: what is wrong with the decoded `value` for its AI (format, linters,
    /// check digits), or nil.
    @inline(__always)
    static func problem(of value: Range<Int>, ofDefinitionAt index: Int, in lookup: GS1AILookup, scan: DigitalLinkScan) -> String? {
        lookup.problem(index, in: UnsafeBufferPointer(rebasing: scan.valueBytes.buffer[value]))
    }

    /// A GTIN-8, -12 or -13 written without its leading zeros. The current standard says 14 digits; GS1's
    /// engine pads only behind a legacy switch, which is our lenient mode. An 11-digit value is no GTIN
    /// at all and is left for the format check to refuse; the padded value still has its check digit
    /// verified.
    private static func padGTIN(from start: Int, in scan: DigitalLinkScan, lenient: Bool) throws(DigitalLinkRejection) {
        let length = scan.valueBytes.count - start
        guard length == 8 || length == 12 || length == 13,
              scan.valueBytes.buffer[start...].allSatisfy({ $0 &- UInt8(ascii: "0") < 10 })
        else { return }
        let value = scan.text(start..<scan.valueBytes.count)
        let padded = String(repeating: "0", count: 14 - length) + value
        guard lenient else {
            throw DigitalLinkRejection(
                "AI 01 must be 14 digits: write GTIN-\(length) \(value) as \(padded) (or use --lenient)")
        }
        scan.notes.append("GTIN-\(length) \(value) padded to 14 digits")
        scan.valueBytes.insert(repeating: UInt8(ascii: "0"), count: 14 - length, at: start)
    }

    static func describe(_ failure: PercentDecoding.Failure, ai: String, place: Place) -> String {
        switch failure {
        case .malformedEscape(let text):
            "AI \(ai) in the \(place.rawValue): malformed percent-escape '\(text)' (a literal % is written %25)"
        case .encodedNul:
            "AI \(ai) in the \(place.rawValue): percent-encoded NUL (%00) is not allowed"
        case .invalidUTF8:
            "AI \(ai) in the \(place.rawValue): the percent-decoded value is not UTF-8"
        }
    }
}
