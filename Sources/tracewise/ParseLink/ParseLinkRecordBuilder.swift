import DigitalLink
import Shared
import Synchronization

/// What parse-link prints about each AI, looked up in the GS1 dictionary once per worker (title, whether
/// it is a date, its JSON fragments), however many million URIs mention it: the memo `ParseLinkAIFragments`
/// copies each AI's fragments from the first time it is met. Never changed once made (the memo is an
/// object), so a worker lends it to each link's reading and writing without copying it: a copy of its
/// String, array, closure and memo was a retain and a release each, several times per link.
struct ParseLinkRecordBuilder {
    /// What `parse-link` prints about one AI, worked out once per run: the dictionary's title, whether the
    /// value is a date, and the JSON around the AI already escaped, so that writing an element costs one
    /// copy per fragment and only its value is escaped (a million URIs mention the same dozen AIs).
    final class AIInfo: Sendable {
        let ai: String
        /// The GS1 Barcode Syntax Dictionary's title, verbatim ("USE BY or EXPIRY"); empty for an AI the
        /// dictionary does not know (the real parser never returns one).
        let title: String
        /// The value starts with `YYMMDD` (`GS1AIDefinition.isDate`), so the element gets an ISO `date`.
        let isDate: Bool
        /// `"01"`: the AI as a JSON string (the primary key's value).
        let quotedAI: [UInt8]
        // The three runs a value follows each start with the comma that separates them from the member
        // before (the first of a list leaves it out) and end with the value's opening quote: a member is
        // then three copies (run, value, the closing quote with what follows), not six.
        /// `,"01":"`: the AI as a member name of `ais`.
        let aisMemberName: [UInt8]
        /// `,{"ai":"01","title":"GTIN","value":"`: an element of `elements` up to its value.
        let elementHead: [UInt8]
        /// `(01)`: the AI in `elementString`, as the body of a JSON string.
        let bracketedAI: [UInt8]
        /// The AI and the title as cells of a CSV row or table (`ParseLinkCells`), and the title's width on
        /// a screen ("AREA (m²)" is 9 columns in 10 bytes).
        let aiBytes: [UInt8], titleBytes: [UInt8], titleWidth: Int
        /// For an AI with one of the SDK's names (`ParseLinkRecordShape.namedIdentifiers`), its position there,
        /// and the JSON member name (`,"gtin":"`); -1 and empty for the others.
        let nameSlot: Int, namedMemberName: [UInt8]

        init(ai: String, title: String, isDate: Bool) {
            self.ai = ai
            self.title = title
            self.isDate = isDate
            var name: [UInt8] = []
            JSONWriter.writeString(ai, into: &name)
            quotedAI = name
            aisMemberName = [UInt8(ascii: ",")] + name + Array(#":""#.utf8)
            var head = Array(#",{"ai":"#.utf8)
            JSONWriter.writeString(ai, into: &head)
            head += Array(#","title":"#.utf8)
            JSONWriter.writeString(title, into: &head)
            head += Array(#","value":""#.utf8)
            elementHead = head
            bracketedAI = [UInt8(ascii: "(")] + name.dropFirst().dropLast() + [UInt8(ascii: ")")]
            aiBytes = Array(ai.utf8)
            titleBytes = Array(ParseLinkRecordShape.singleLine(title).utf8)
            titleWidth = DisplayWidth.of(title)
            nameSlot = ParseLinkRecordShape.namedIdentifiers.firstIndex { $0.ai == ai } ?? -1
            namedMemberName = nameSlot < 0 ? [] : Array(",\"\(ParseLinkRecordShape.namedIdentifiers[nameSlot].name)\":\"".utf8)
        }

        /// From the GS1 dictionary (`GS1Dictionary.definition(of:)`).
        @Sendable static func fromDictionary(_ ai: String) -> AIInfo {
            let definition = GS1Dictionary.definition(of: ai)
            return AIInfo(ai: ai, title: definition?.title ?? "", isDate: definition?.isDate ?? false)
        }
    }

    /// For `YY` → `YYYY` (GS1 General Specifications §7.12 counts from the current year).
    let currentYear: Int
    /// `--stem`: where canonical links (and the compressed links of forms that are no URI) go; nil for
    /// `https://id.gs1.org`. As bytes too, for the scan's canonical link of every URI.
    let stem: String?
    let canonicalStem: [UInt8]
    /// The stem needs no JSON escape, no CSV quotes and no control character replaced (nearly always), so
    /// neither does any canonical link on it: the rest is percent-encoded (`GS1CanonicalLink`: letters,
    /// digits, `-._~`, `%`, `+` and the link's own `/?=&`), and a writer copies it instead of scanning it.
    let canonicalStemIsPlain: Bool
    /// `--compress`: every record gets `compressedUri`.
    let compresses: Bool
    private let lookUp: @Sendable (String) -> AIInfo
    private var known = Memo()

    /// The infos looked up so far. Each worker's builder has one of its own (`withOwnMemo`), as each has
    /// its own scan: one shared by the workers would be the one thing two threads write, behind a lock
    /// ThreadSanitizer cannot see (`make sanitize` reported it). The lock only makes the memo `Sendable`.
    private final class Memo: Sendable {
        let infos = Mutex<[String: AIInfo]>([:])
    }

    /// - Parameter lookUp: the dictionary lookup; the default asks `GS1Dictionary`.
    init(
        currentYear: Int, stem: String? = nil, compresses: Bool = false,
        lookUp: @escaping @Sendable (String) -> AIInfo = AIInfo.fromDictionary
    ) {
        self.currentYear = currentYear
        self.stem = stem
        canonicalStem = Array((stem ?? "https://id.gs1.org").utf8)
        canonicalStemIsPlain = canonicalStem.withUnsafeBufferPointer { bytes in
            ParseLinkCells.isPlain(bytes) && (bytes.baseAddress.map { JSONStringEscaping.isPlain($0, count: bytes.count) } ?? true)
        }
        self.compresses = compresses
        self.lookUp = lookUp
    }

    /// The same builder with an empty memo of its own, for a worker.
    func withOwnMemo() -> ParseLinkRecordBuilder {
        var copy = self
        copy.known = Memo()
        return copy
    }

    func info(for ai: String) -> AIInfo {
        known.infos.withLock { known in
            if let info = known[ai] { return info }
            let info = lookUp(ai)
            known[ai] = info
            return info
        }
    }
}
