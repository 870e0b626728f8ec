/// The Digital Link of a set of AIs as GS1's Barcode Syntax Engine writes it (`gs1_generateDLuri` in its
/// `dl.c`), so that `canonicalUri` is the same link whichever form the AIs came in:
///
/// - the primary key is the first AI, in the order received, that is a Digital Link primary key;
/// - its key qualifiers go in the path: of all orderings the dictionary's `dlpkey` sequences allow (each
///   alternative and every ordered subset of it), the one with the most qualifiers all present, the
///   first in byte order of their text (`01 10 21` before `01 21`) on a tie, in the sequence's order;
///   data from a URI keeps its own path instead (the engine keeps the path order it parsed);
/// - every other AI goes in the query in the order received, the predefined-length AIs first, then the
///   others; an AI the dictionary does not allow as a data attribute (no `?` flag: 8200, 7041, 21
///   without a 01…) means the AIs have no Digital Link, and so does the lack of a primary key;
/// - values are percent-encoded except for RFC 3986's unreserved characters (`A–Z a–z 0–9 - . _ ~`),
///   with `%XX` in upper case, and a space in the query written `+`; a trailing `/` of the stem is dropped.
enum GS1CanonicalLink {
    static let defaultStem = "https://id.gs1.org"

    /// Which of `definitions` (in the order received) go in the path, in path order (as indices into
    /// `definitions`), and which in the query, in query order; nil when they have no Digital Link.
    /// `pathCount`: data from a URI, whose first `pathCount` AIs are its path, kept as they are.
    static func layout(_ definitions: [Int], pathCount: Int? = nil, lookup: GS1AILookup) -> (path: [Int], query: [Int])? {
        var path: [Int]
        if let pathCount {
            path = Array(0..<pathCount)
        } else {
            guard let key = definitions.firstIndex(where: lookup.isPrimaryKey) else { return nil }
            path = [key]
            var best: [Int] = []
            for sequence in GS1KeyQualifierOrders.orders(ofKey: definitions[key], lookup: lookup) where sequence.count > best.count {
                let found = sequence.compactMap { ai in definitions.firstIndex(of: ai) }
                if found.count == sequence.count { best = found }
            }
            path += best
        }
        var query: [Int] = [], later: [Int] = []
        query.reserveCapacity(definitions.count - path.count)
        for index in firsts(definitions) where !path.contains(index) {
            let definition = definitions[index]
            guard lookup.isDataAttribute(definition) else { return nil }
            if GS1CompressionTables.predefinedLength[definition] > 0 { query.append(index) } else { later.append(index) }
        }
        return (path, query + later)
    }

    /// The indices of `definitions` that are not a repeat of an earlier one (an AI given twice with the
    /// same value is one AI of the link). Linear: pair by pair for a few, by a set for many.
    static func firsts(_ definitions: [Int]) -> [Int] {
        if definitions.count <= 16 {
            return definitions.indices.filter { index in !definitions[..<index].contains(definitions[index]) }
        }
        var seen = Set<Int>()
        return definitions.indices.filter { seen.insert(definitions[$0]).inserted }
    }

    /// The link of `elements` laid out by `layout` on `stem`.
    static func uri(_ values: [String], ais: [String], layout: (path: [Int], query: [Int]), stem: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(stem.utf8.count + values.reduce(0) { $0 + $1.utf8.count + 6 })
        out.append(contentsOf: stem.utf8)
        if out.last == UInt8(ascii: "/") { out.removeLast() }
        for index in layout.path {
            out.append(UInt8(ascii: "/"))
            out.append(contentsOf: ais[index].utf8)
            out.append(UInt8(ascii: "/"))
            escape(values[index], query: false, into: &out)
        }
        for (number, index) in layout.query.enumerated() {
            out.append(number == 0 ? UInt8(ascii: "?") : UInt8(ascii: "&"))
            out.append(contentsOf: ais[index].utf8)
            out.append(UInt8(ascii: "="))
            escape(values[index], query: true, into: &out)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `value` percent-encoded as the engine's `URIescape` does.
    static func escape(_ value: String, query: Bool, into out: inout [UInt8]) {
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.append(byte)
            case UInt8(ascii: " ") where query:
                out.append(UInt8(ascii: "+"))
            default:
                out.append(UInt8(ascii: "%"))
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0x0F)])
            }
        }
    }
}
