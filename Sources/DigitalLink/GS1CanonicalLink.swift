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
        var path: [Int] = []
        path.reserveCapacity(4)
        if let pathCount {
            path.append(contentsOf: 0..<pathCount)
        } else {
            guard let key = definitions.firstIndex(where: lookup.isPrimaryKey) else { return nil }
            path.append(key)
            // The first of the longest orders whose AIs are all present (none allocated until chosen).
            var best: [Int]?
            for order in GS1KeyQualifierOrders.orders(ofKey: definitions[key], lookup: lookup)
            where order.count > (best?.count ?? 0) && order.allSatisfy(definitions.contains) {
                best = order
            }
            for ai in best ?? [] { path.append(definitions.firstIndex(of: ai)!) }
        }
        var query: [Int] = []
        query.reserveCapacity(definitions.count - path.count)
        let distinct = Distinct(definitions)
        // Predefined-length attributes first, then the others, each in the order received.
        for predefined in [true, false] {
            for index in definitions.indices where distinct.isFirst(index) && !path.contains(index) {
                let definition = definitions[index]
                guard lookup.isDataAttribute(definition) else { return nil }
                if (GS1CompressionTables.predefinedLength[definition] > 0) == predefined { query.append(index) }
            }
        }
        return (path, query)
    }

    /// Which entries of a list of definitions are not a repeat of an earlier one (an AI given twice with
    /// the same value is one AI of the link). Linear: pair by pair for a few, by a set for many.
    struct Distinct {
        let definitions: [Int]
        let firsts: Set<Int>?

        init(_ definitions: [Int]) {
            self.definitions = definitions
            if definitions.count <= 16 {
                firsts = nil
            } else {
                var seen = Set<Int>()
                firsts = Set(definitions.indices.filter { seen.insert(definitions[$0]).inserted })
            }
        }

        func isFirst(_ index: Int) -> Bool {
            if let firsts { return firsts.contains(index) }
            return !definitions[..<index].contains(definitions[index])
        }
    }

    /// The link of `elements` laid out by `layout` on `stem`, written straight into the String's memory
    /// (sized for every value byte escaped: three bytes each).
    static func uri(_ elements: [DigitalLinkElement], layout: (path: [Int], query: [Int]), stem: String) -> String {
        var capacity = stem.utf8.count
        for element in elements { capacity += element.ai.utf8.count + 2 + element.value.utf8.count * 3 }
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            var out = Output(buffer: buffer)
            for byte in stem.utf8 { out.append(byte) }
            if out.count > 0, buffer[out.count - 1] == UInt8(ascii: "/") { out.count -= 1 }
            for index in layout.path {
                out.append(UInt8(ascii: "/"))
                for byte in elements[index].ai.utf8 { out.append(byte) }
                out.append(UInt8(ascii: "/"))
                escape(elements[index].value, query: false, into: &out)
            }
            for (number, index) in layout.query.enumerated() {
                out.append(number == 0 ? UInt8(ascii: "?") : UInt8(ascii: "&"))
                for byte in elements[index].ai.utf8 { out.append(byte) }
                out.append(UInt8(ascii: "="))
                escape(elements[index].value, query: true, into: &out)
            }
            return out.count
        }
    }

    /// The String's memory being written: the capacity covers the worst case, and every byte is checked
    /// against it before it is written (a buffer's own subscript is checked only in debug builds).
    struct Output {
        let buffer: UnsafeMutableBufferPointer<UInt8>
        var count = 0

        mutating func append(_ byte: UInt8) {
            precondition(count < buffer.count, "the canonical link outgrew the room counted for it")
            buffer[count] = byte
            count += 1
        }
    }

    /// Appends `value` percent-encoded as the engine's `URIescape` does.
    static func escape(_ value: String, query: Bool, into out: inout Output) {
        escape(value.utf8, query: query) { out.append($0) }
    }

    /// `value` percent-encoded onto `out`: in one copy when every byte is unreserved, as nearly every
    /// value is (`DigitalLinkScan.makeCanonicalURI`, for every link parse-link reads). Most values are
    /// digits only (keys, dates, quantities), which `allDigits` tells eight bytes a step.
    @inline(__always)
    static func escape(_ value: UnsafeBufferPointer<UInt8>, query: Bool, to out: inout ScanStorage<UInt8>) {
        if GS1ValueFormats.allDigits(value) || isUnreserved(value) { return out.append(contentsOf: value) }
        escape(value, query: query) { out.append($0) }
    }

    /// RFC 3986's unreserved characters, `A–Z a–z 0–9 - . _ ~`, as a mask over ASCII (bit `b` of word
    /// `b / 64`): what `escape` writes as it is.
    private static let unreserved: (UInt64, UInt64) = (0x03FF_6000_0000_0000, 0x47FF_FFFE_87FF_FFFE)

    /// Whether every byte of `bytes` is unreserved, so escaping leaves it as it is.
    @inline(__always)
    static func isUnreserved(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let (low, high) = unreserved
        for byte in bytes {
            let word = byte < 64 ? low : byte < 128 ? high : 0
            if word >> (UInt64(byte) & 63) & 1 == 0 { return false }
        }
        return true
    }

    /// `bytes` percent-encoded as the engine's `URIescape` does, a byte at a time to `append`.
    @inline(__always)
    static func escape(_ bytes: some Sequence<UInt8>, query: Bool, _ append: (UInt8) -> Void) {
        let hex: StaticString = "0123456789ABCDEF"
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                append(byte)
            case UInt8(ascii: " ") where query:
                append(UInt8(ascii: "+"))
            default:
                append(UInt8(ascii: "%"))
                append(hex.utf8Start[Int(byte >> 4)])
                append(hex.utf8Start[Int(byte & 0x0F)])
            }
        }
    }
}
