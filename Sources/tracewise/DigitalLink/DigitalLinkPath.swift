/// The GS1 part of a Digital Link path: the primary key and its qualifiers, found by reading `/AI/value`
/// pairs from the right (R4) so that anything before them, the URI stem, may hold any custom path, even
/// segments that look like AIs (`/00/faux/00/…`, `/2024/catalog/01/…`). Also enforces the path's shape
/// (R5) and the convenience-alpha rule for the path (R12).
struct DigitalLinkPath {
    /// One `/AI/value` pair of the GS1 part.
    struct Pair {
        /// Index into the lookup's definitions.
        let definitionIndex: Int
        /// The raw (still percent-encoded) value's byte range.
        let value: Range<Int>
        /// The convenience alpha written instead of the AI (lenient mode only), e.g. "gtin".
        let alpha: String?
    }

    /// Primary key first, then its qualifiers in path order.
    let pairs: [Pair]

    /// Finds the GS1 part of `path` (which starts with its `/`), or says why there is none.
    static func locate(
        _ bytes: UnsafeBufferPointer<UInt8>, path: Range<Int>, lookup: GS1AILookup, lenient: Bool
    ) throws(DigitalLinkRejection) -> DigitalLinkPath {
        let start = path.lowerBound
        guard path.count > 1 else { throw DigitalLinkRejection("no GS1 primary key in the path (the path is empty)") }
        guard bytes[path.upperBound - 1] != UInt8(ascii: "/") else { throw DigitalLinkRejection("trailing slash") }

        var reversed = [Pair]()
        reversed.reserveCapacity(4)
        var end = path.upperBound
        while true {
            let valueSlash = lastSlash(bytes, in: start..<end)
            guard valueSlash > start else { break }  // an odd segment left over: no key in this path
            let aiSlash = lastSlash(bytes, in: start..<valueSlash)
            let ai = (aiSlash + 1)..<valueSlash, value = (valueSlash + 1)..<end
            guard !ai.isEmpty, !value.isEmpty else { throw DigitalLinkRejection("empty path segment ('//')") }

            var alpha: String?
            var index = lookup.index(of: bytes[ai])
            if index == nil, let mapped = ConvenienceAlphas.pathAI(for: bytes[ai]) {
                let written = text(bytes, ai)
                guard lenient else {
                    throw DigitalLinkRejection(
                        "convenience alpha '/\(written)/' is deprecated: write /\(mapped)/ instead (or use --lenient)")
                }
                alpha = written
                index = lookup.index(ofAI: mapped)
            }
            guard let index else {
                throw notFound(bytes, path: path, stoppedAt: ai, passedPairs: !reversed.isEmpty, lookup: lookup)
            }
            reversed.append(Pair(definitionIndex: index, value: value, alpha: alpha))
            if lookup.isPrimaryKey(index) {
                reversed.reverse()
                return DigitalLinkPath(pairs: reversed)
            }
            end = aiSlash
        }
        throw notFound(bytes, path: path, stoppedAt: nil, passedPairs: !reversed.isEmpty, lookup: lookup)
    }

    /// The most useful reason when the walk found no primary key: a compressed link, a path that ends
    /// in an AI without its value, or the segment where the walk had to stop.
    private static func notFound(
        _ bytes: UnsafeBufferPointer<UInt8>, path: Range<Int>, stoppedAt: Range<Int>?, passedPairs: Bool, lookup: GS1AILookup
    ) -> DigitalLinkRejection {
        let lastSegment = (lastSlash(bytes, in: path) + 1)..<path.upperBound
        if CompressedLinkDetector.looksCompressed(lastSegment: bytes[lastSegment]) {
            return DigitalLinkRejection("compressed GS1 Digital Link URIs are not supported")
        }
        if let index = lookup.index(of: bytes[lastSegment]) {
            return DigitalLinkRejection("AI \(lookup.definitions[index].ai) at the end of the path has no value")
        }
        // Name the segment where the walk stopped when it looks like an AI (digits) or when pairs were
        // already read: then it is most likely a typo or an AI that does not exist.
        if let stoppedAt, passedPairs || bytes[stoppedAt].allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }) {
            return DigitalLinkRejection(
                "no GS1 primary key in the path (reading /AI/value pairs from the right, '\(text(bytes, stoppedAt))' is not a GS1 AI)")
        }
        return DigitalLinkRejection("no GS1 primary key in the path")
    }

    /// The offset of the last `/` in `range`; the path starts with one, so there always is one.
    @inline(__always)
    private static func lastSlash(_ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Int {
        var offset = range.upperBound - 1
        while offset > range.lowerBound, bytes[offset] != UInt8(ascii: "/") { offset -= 1 }
        return offset
    }

    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
