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
///   bits run out inside a value, or whose AI or code is unknown, is refused.
enum CompressedDigitalLink {
    /// Appends the AIs of the compressed link `bytes` (uncompressed primary key first, then the blob's,
    /// then the query's) to `list`, returning the other query parameters (those beside the blob, then
    /// those inside it) and the length in bytes of the stem before the blob or the uncompressed key.
    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, into list: inout GS1AIList
    ) throws(DigitalLinkRejection) -> (otherQuery: [DigitalLinkQueryParameter], stemLength: Int) {
        let parts = try DigitalLinkURIParts.split(bytes)
        let segments = GS1DataForm.lastSegments(bytes[..<parts.path.upperBound], count: 3)
        guard let blob = segments.last, !blob.isEmpty else { throw DigitalLinkRejection("no compressed data in the path") }
        var stemEnd = blob.startIndex - 1
        if segments.count == 3, let key = list.lookup.index(of: segments[0]), list.lookup.isPrimaryKey(key) {
            list.append(key, value: try decoded(segments[1], ai: key, lookup: list.lookup, place: .path))
            stemEnd = segments[0].startIndex - 1
        }
        guard var reader = CompressedBitReader(blob) else {
            throw DigitalLinkRejection("the compressed data '\(String(decoding: blob, as: UTF8.self))' is not base64url")
        }
        var inBlob: [DigitalLinkQueryParameter] = [], otherQuery: [DigitalLinkQueryParameter] = []
        try CompressedBlobReader.read(&reader, into: &list, other: &inBlob)
        if let query = parts.query { try readQuery(bytes[query], into: &list, otherQuery: &otherQuery) }
        return (inBlob.isEmpty ? otherQuery : otherQuery + inBlob, stemEnd)
    }

    /// The query beside a blob: numeric keys are AIs, the others kept apart (R8).
    private static func readQuery(
        _ query: Slice<UnsafeBufferPointer<UInt8>>, into list: inout GS1AIList, otherQuery: inout [DigitalLinkQueryParameter]
    ) throws(DigitalLinkRejection) {
        for piece in query.split(separator: UInt8(ascii: "&")) {
            guard let equals = piece.firstIndex(of: UInt8(ascii: "=")) else { continue }
            let key = piece[..<equals], value = piece[(equals + 1)...]
            if !key.isEmpty, key.allSatisfy({ $0 &- 48 < 10 }) {
                guard let ai = list.lookup.index(of: key) else {
                    throw DigitalLinkRejection("unknown AI \(String(decoding: key, as: UTF8.self)) in the query")
                }
                list.append(ai, value: try decoded(value, ai: ai, lookup: list.lookup, place: .query))
            } else {
                do {
                    otherQuery.append(DigitalLinkQueryParameter(
                        name: try PercentDecoding.decode(key, plusIsSpace: true, allowNul: true),
                        value: try PercentDecoding.decode(value, plusIsSpace: true, allowNul: true)))
                } catch {
                    throw DigitalLinkRejection("query parameter '\(String(decoding: key, as: UTF8.self))': malformed percent-encoding")
                }
            }
        }
    }

    private static func decoded(
        _ raw: Slice<UnsafeBufferPointer<UInt8>>, ai: Int, lookup: GS1AILookup, place: AIValueCheck.Place
    ) throws(DigitalLinkRejection) -> [UInt8] {
        var out: [UInt8] = []
        do {
            try PercentDecoding.decode(raw, plusIsSpace: place == .query, into: &out)
        } catch {
            throw DigitalLinkRejection(AIValueCheck.describe(error, ai: lookup.ai(ai), place: place))
        }
        return out
    }
}
