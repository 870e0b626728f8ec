/// GS1 Digital Link compression, read and written the way GS1's public implementation of it does
/// (`gs1/GS1DigitalLinkCompressionPrototype`, `src/GS1DigitalLinkToolkit.js`, Apache-2.0), with its
/// tables generated from it (`GS1CompressionTables`, scripts/gs1/generate-compression-tables). The order
/// of the steps is the toolkit's; no code of it is copied.
///
/// The blob is a bit stream: per AI its digits (four bits each: two, then as many more as table P gives
/// for the first two), then its value component by component as table F says (a fixed-length number
/// in ⌈n·log2 10⌉ bits; a variable one after its length; an alphanumeric one after a three-bit encoding:
/// 0 digits, 1 lower-case hex, 2 upper-case hex, 3 base64url, 4 seven-bit ASCII). Two hex digits that are
/// no AI name an optimisation (a run of AIs whose values follow), `F` a parameter that is not an AI.
///
/// Where GS1's two implementations differ, this follows the Barcode Syntax Engine and the dictionary:
/// - an AI the toolkit's table F lacks or cannot encode (235, 7040, 8007, 7241…; listed in the generated
///   file) is encoded as the dictionary's format gives;
/// - a variable-length number keeps its leading zeros: its length is in the bits, and the toolkit's
///   dropping them (`30` = `0012` comes back `12`) would change the value;
/// - the writer drops a trailing `/` of the stem (the toolkit means to and does not) and never uses
///   optimisations (`--compress` writes what the toolkit writes without them);
/// - every value decoded is checked as a Digital Link's is (the toolkit checks none), and a blob whose
///   bits run out inside a value, whose digits hold a larger number than they have room for, or whose
///   AI or code is unknown, is refused.
enum CompressedDigitalLink {
    /// Appends the AIs of the compressed link `bytes` (uncompressed primary key first, then the blob's,
    /// then the query's) to `list`, and its other query parameters (those beside the blob, then those
    /// inside it), returning the length in bytes of the stem before the blob or the uncompressed key.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, into list: GS1AIList) throws(DigitalLinkRejection) -> Int {
        let parts = try DigitalLinkURIParts.split(bytes)
        let (key, blob) = keyAndBlob(bytes, path: parts.path, lookup: list.lookup)
        guard !blob.isEmpty else { throw DigitalLinkRejection("no compressed data in the path") }
        if let key {
            let start = list.end
            try decode(bytes[key.value], ai: key.definition, place: .path, into: list)
            list.appendWritten(key.definition, from: start)
        }
        guard var reader = CompressedBitReader(UnsafeBufferPointer(rebasing: bytes[blob])) else {
            throw DigitalLinkRejection("the compressed data '\(String(decoding: bytes[blob], as: UTF8.self))' is not base64url")
        }
        let blobIsURIText = try CompressedBlobReader.read(&reader, into: list)
        let inBlob = list.scan.parameterStore.count
        if let query = parts.query { try readQuery(bytes[query], into: list) }
        if inBlob > 0 { putBesideFirst(list.scan, inBlob: inBlob) }
        // The URI's own values are what it held literally when nothing was percent-decoded (as the
        // parser's), and the blob's when none came in seven-bit ASCII.
        list.scan.valuesArePlainASCII = blobIsURIText && parts.firstPercent == Int.max
        return (key?.segments ?? blob).lowerBound - 1
    }

    /// The blob (the path's last segment) and, when the two segments before it are a primary key and its
    /// value, that key (its definition, its value's bytes and where the pair starts).
    static func keyAndBlob(
        _ bytes: UnsafeBufferPointer<UInt8>, path: Range<Int>, lookup: GS1AILookup
    ) -> (key: (definition: Int, value: Range<Int>, segments: Range<Int>)?, blob: Range<Int>) {
        // A segment ends at a `/` (or the path's end) and starts after the `/` before it; the path
        // starts with one.
        func segment(endingAt end: Int) -> Range<Int>? {
            guard end > path.lowerBound else { return nil }
            return (bytes[path.lowerBound..<end].lastIndex(of: UInt8(ascii: "/"))! + 1)..<end
        }
        let blob = segment(endingAt: path.upperBound)!
        guard let value = segment(endingAt: blob.lowerBound - 1), let keySegment = segment(endingAt: value.lowerBound - 1),
              let key = lookup.index(of: bytes[keySegment]), lookup.isPrimaryKey(key)
        else { return (nil, blob) }
        return ((key, value, keySegment.lowerBound..<value.upperBound), blob)
    }

    /// The query beside a blob: numeric keys are AIs, the others kept apart (R8).
    private static func readQuery(_ query: Slice<UnsafeBufferPointer<UInt8>>, into list: GS1AIList) throws(DigitalLinkRejection) {
        var pieces = QueryPieces(query.base, query: query.startIndex..<query.endIndex)
        while let piece = pieces.next() {
            let key = query.base[piece.name], value = query.base[piece.value]
            if QueryPieces.isAIKey(key) {
                guard let ai = list.lookup.index(of: key) else {
                    throw DigitalLinkRejection("unknown AI \(String(decoding: key, as: UTF8.self)) in the query")
                }
                let start = list.end
                try decode(value, ai: ai, place: .query, into: list)
                list.appendWritten(ai, from: start)
            } else {
                let nameStart = list.end
                do {
                    try PercentDecoding.decode(key, plusIsSpace: true, allowNul: true, into: &list.scan.valueBytes)
                    let valueStart = list.end
                    try PercentDecoding.decode(value, plusIsSpace: true, allowNul: true, into: &list.scan.valueBytes)
                    list.appendParameter(nameFrom: nameStart, valueFrom: valueStart)
                } catch {
                    throw DigitalLinkRejection("query parameter '\(String(decoding: key, as: UTF8.self))': malformed percent-encoding")
                }
            }
        }
    }

    /// Appends the percent-decoded value of an AI to the list's bytes.
    private static func decode(
        _ raw: Slice<UnsafeBufferPointer<UInt8>>, ai: Int, place: AIValueCheck.Place, into list: GS1AIList
    ) throws(DigitalLinkRejection) {
        do {
            try PercentDecoding.decode(raw, plusIsSpace: place == .query, into: &list.scan.valueBytes)
        } catch {
            throw DigitalLinkRejection(AIValueCheck.describe(error, ai: list.lookup.ai(ai), place: place))
        }
    }

    /// The parameters beside the blob go before those inside it, as the toolkit lists them: the first
    /// `inBlob` of `scan`'s parameters move after the others (rare: a blob with a parameter in it).
    private static func putBesideFirst(_ scan: DigitalLinkScan, inBlob: Int) {
        let count = scan.parameterStore.count
        guard count > inBlob else { return }
        withUnsafeTemporaryAllocation(of: DigitalLinkScan.Parameter.self, capacity: count) { saved in
            _ = saved.initialize(from: scan.parameterStore.buffer)
            for index in 0..<count { scan.parameterStore[index] = saved[(index + inBlob) % count] }
        }
    }
}
