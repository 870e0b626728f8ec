/// The GS1 part of a Digital Link path: the primary key and its qualifiers, found by reading `/AI/value`
/// pairs from the right (R4) so that anything before them, the URI stem, may hold any custom path, even
/// segments that look like AIs (`/00/faux/00/…`, `/2024/catalog/01/…`). Also enforces the path's shape
/// (R5) and the convenience-alpha rule for the path (R12).
///
/// The walk hands each pair it reads to the caller (`keep`), which the strict parser stores in
/// temporary storage (no allocation) instead of reading the pairs again; `forEachPair` reads them again,
/// forwards, for the colder paths.
struct DigitalLinkPath {
    /// One `/AI/value` pair of the GS1 part.
    struct Pair {
        /// Index into the lookup's definitions.
        let definitionIndex: Int
        /// The raw (still percent-encoded) value's byte range.
        let value: Range<Int>
        /// Where the convenience alpha written instead of the AI starts (lenient mode only), or -1. An
        /// offset rather than a slice: it keeps a pair at 32 bytes, so the parser's buffer of pairs for an
        /// ordinary link fits the stack (`withUnsafeTemporaryAllocation` takes the heap above 1 KiB).
        let alphaStart: Int

        /// The convenience alpha written instead of the AI (lenient mode only), e.g. "gtin": it ends at the
        /// `/` before the value.
        func alpha(in bytes: UnsafeBufferPointer<UInt8>) -> Slice<UnsafeBufferPointer<UInt8>>? {
            alphaStart < 0 ? nil : bytes[alphaStart..<(value.lowerBound - 1)]
        }
    }

    /// The `/` before the primary key's AI segment; the GS1 part runs from here to `end`.
    let start: Int
    /// The end of the path.
    let end: Int

    /// Finds the GS1 part of `path` (which starts with its `/`), or says why there is none. `keep` gets
    /// each pair the walk reads, from the right: the last one is the primary key's, once it is found.
    static func locate(
        _ bytes: UnsafeBufferPointer<UInt8>, path: Range<Int>, lookup: GS1AILookup, lenient: Bool,
        keep: (Pair) -> Void = { _ in }
    ) throws(DigitalLinkRejection) -> DigitalLinkPath {
        let start = path.lowerBound
        guard path.count > 1 else { throw DigitalLinkRejection("no GS1 primary key in the path (the path is empty)") }
        guard bytes[path.upperBound - 1] != UInt8(ascii: "/") else { throw DigitalLinkRejection("trailing slash") }

        var end = path.upperBound
        var passedPairs = false
        while true {
            let valueSlash = lastSlash(bytes, in: start..<end)
            guard valueSlash > start else { break }  // an odd segment left over: no key in this path
            let aiSlash = lastSlash(bytes, in: start..<valueSlash)
            let ai = (aiSlash + 1)..<valueSlash
            guard !ai.isEmpty, valueSlash + 1 < end else { throw DigitalLinkRejection("empty path segment ('//')") }
            guard let (index, isAlpha) = try resolve(bytes[ai], lookup: lookup, lenient: lenient) else {
                throw notFound(bytes, path: path, stoppedAt: ai, passedPairs: passedPairs, lookup: lookup)
            }
            keep(Pair(definitionIndex: index, value: (valueSlash + 1)..<end, alphaStart: isAlpha ? ai.lowerBound : -1))
            if lookup.isPrimaryKey(index) { return DigitalLinkPath(start: aiSlash, end: path.upperBound) }
            passedPairs = true
            end = aiSlash
        }
        throw notFound(bytes, path: path, stoppedAt: nil, passedPairs: passedPairs, lookup: lookup)
    }

    /// Calls `body` with each pair of the GS1 part, primary key first. The walk in `locate` has already
    /// checked every segment, so each AI resolves.
    func forEachPair<Failure: Error>(
        _ bytes: UnsafeBufferPointer<UInt8>, lookup: GS1AILookup, _ body: (Pair) throws(Failure) -> Void
    ) throws(Failure) {
        var position = start
        while position < end {
            let aiStart = position + 1
            var aiEnd = aiStart
            while bytes[aiEnd] != UInt8(ascii: "/") { aiEnd += 1 }
            var valueEnd = aiEnd + 1
            while valueEnd < end, bytes[valueEnd] != UInt8(ascii: "/") { valueEnd += 1 }
            let ai = bytes[aiStart..<aiEnd]
            let index = lookup.index(of: ai)
            let definitionIndex = index ?? ConvenienceAlphas.pathAI(for: ai).flatMap(lookup.index(ofAI:)) ?? 0
            try body(Pair(definitionIndex: definitionIndex, value: (aiEnd + 1)..<valueEnd, alphaStart: index == nil ? aiStart : -1))
            position = valueEnd
        }
    }

    /// The definition index of an AI segment: digits of a known AI, or (lenient mode) a convenience alpha.
    private static func resolve(
        _ ai: Slice<UnsafeBufferPointer<UInt8>>, lookup: GS1AILookup, lenient: Bool
    ) throws(DigitalLinkRejection) -> (index: Int, isAlpha: Bool)? {
        if let index = lookup.index(of: ai) { return (index, false) }
        guard let mapped = ConvenienceAlphas.pathAI(for: ai) else { return nil }
        guard lenient else {
            throw DigitalLinkRejection(
                "convenience alpha '/\(text(ai))/' is deprecated: write /\(mapped)/ instead (or use --lenient)")
        }
        return lookup.index(ofAI: mapped).map { ($0, true) }
    }

    /// The most useful reason when the walk found no primary key: a compressed link, a path that ends
    /// in an AI without its value, or the segment where the walk had to stop.
    private static func notFound(
        _ bytes: UnsafeBufferPointer<UInt8>, path: Range<Int>, stoppedAt: Range<Int>?, passedPairs: Bool, lookup: GS1AILookup
    ) -> DigitalLinkRejection {
        // Told as `GS1DataForm` tells it, so the parser never calls compressed what the reader of every
        // form (`GS1DataReader`, parse-link) would read as a URI, or the other way round.
        if GS1DataForm.of(bytes: bytes) == .compressed {
            return DigitalLinkRejection(
                "a compressed GS1 Digital Link: the URI parser does not decode it (GS1DataReader does)", isCompressedLink: true)
        }
        let lastSegment = (lastSlash(bytes, in: path) + 1)..<path.upperBound
        // A primary key last, or a known AI last with a primary key found once it is set aside: the AI
        // lost its value (`/01`, `/01/…/10`), rather than the path holding no key at all.
        if let index = lookup.index(of: bytes[lastSegment]),
           lookup.isPrimaryKey(index) || (lastSegment.lowerBound - 1 > path.lowerBound
               && (try? locate(bytes, path: path.lowerBound..<(lastSegment.lowerBound - 1), lookup: lookup, lenient: true)) != nil) {
            return DigitalLinkRejection("AI \(lookup.ai(index)) at the end of the path has no value")
        }
        // Name the segment where the walk stopped when it looks like an AI (digits) or when pairs were
        // already read: then it is most likely a typo or an AI that does not exist.
        if let stoppedAt, passedPairs || bytes[stoppedAt].allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }) {
            return DigitalLinkRejection(
                "no GS1 primary key in the path (reading /AI/value pairs from the right, '\(text(bytes[stoppedAt]))' is not a GS1 AI)")
        }
        return DigitalLinkRejection("no GS1 primary key in the path")
    }

    /// The offset of the last `/` in `range`; the path starts with one, so there always is one (when
    /// none is found after `range.lowerBound`, that is the answer; for an empty range, the offset before
    /// it). The walk reads every value of the path from its end, so it tests eight bytes a step: xor with
    /// `/` turns a slash into a zero byte, which the mask finds exactly (no borrow between bytes).
    static func lastSlash(_ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Int {
        var offset = range.upperBound - 1
        guard offset > range.lowerBound, let base = bytes.baseAddress else { return offset }
        let slashes: UInt64 = 0x2F2F_2F2F_2F2F_2F2F, low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        while offset - 7 > range.lowerBound {
            let word = UnsafeRawPointer(base + offset - 7).loadUnaligned(as: UInt64.self) ^ slashes
            // The top bit of each byte that is zero (a slash), and of no other.
            let zeros = ~(((word & low7) &+ low7) | word) & ~low7
            if zeros != 0 {
                // The highest such byte is the last slash of the eight (little-endian: byte i is bits 8i…).
                return offset - 7 + (63 - zeros.leadingZeroBitCount) / 8
            }
            offset -= 8
        }
        while offset > range.lowerBound, bytes[offset] != UInt8(ascii: "/") { offset -= 1 }
        return offset
    }

    static func text(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
    }
}
