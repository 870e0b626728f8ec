import DigitalLink
import Shared

/// Each AI's JSON fragments and cells (`ParseLinkRecordBuilder.AIInfo`'s), copied into one byte array and
/// found through a plain entry per definition index: what a `ParsedLink` lends its writers, by pointer.
///
/// Why not the infos themselves: an `AIInfo` is a class holding arrays, and reading a fragment from one
/// retains and releases it, several times per element of every link — a tenth of `parse-link`'s
/// instructions went to `swift_retain`/`swift_release`. Entries hold only offsets, so writing a record
/// touches no reference count. Each worker has one table, filled the first time an AI is met.
struct ParseLinkAIFragments {
    /// Where one fragment is in `bytes`.
    struct Span {
        let start: Int32
        let count: Int32

        static let empty = Span(start: 0, count: 0)
    }

    /// The fragments of one AI (see `ParseLinkRecordBuilder.AIInfo` for each).
    struct Entry {
        let quotedAI, aisMemberName, elementHead, bracketedAI, namedMemberName, aiBytes, titleBytes: Span
        let titleWidth: Int
        /// The title needs no CSV quotes (`ParseLinkCells.needsQuotes`): the dictionary's titles hold no
        /// control character, but a few hold a comma.
        let titleIsPlain: Bool
        /// The position in `ParseLinkRecordShape.namedIdentifiers`, or -1.
        let nameSlot: Int
        let isDate: Bool

        static let unmet = Entry(
            quotedAI: .empty, aisMemberName: .empty, elementHead: .empty, bracketedAI: .empty, namedMemberName: .empty,
            aiBytes: .empty, titleBytes: .empty, titleWidth: 0, titleIsPlain: true, nameSlot: -1, isDate: false)
    }

    /// Indexed by definition; `unmet` until `fetch`.
    private(set) var entries: [Entry] = []
    private var isMet: [Bool] = []
    /// The fragments, back to back.
    private(set) var bytes: [UInt8] = []

    /// Lends `scan`'s link as a `ParsedLink` of `input`, once the fragments of every one of its elements
    /// are fetched: the only way to make the view of a link that was read, so no writer depends on its
    /// caller having fetched them first. `isCheckedURI`: the parser accepted `input` as a URI.
    /// `compressed`: with `--compress`, the compressed link (or nil inside); nil without.
    mutating func withLink<Result>(
        _ scan: DigitalLinkScan, input: UnsafeBufferPointer<UInt8>, isCheckedURI: Bool, compressed: String??,
        builder: inout ParseLinkRecordBuilder, _ body: (ParsedLink) -> Result
    ) -> Result {
        let form = scan.form, primaryKeyElement = scan.primaryKeyElement
        return scan.withContents { elements, otherQuery, values in
            for element in elements { fetch(element.definition, of: scan, builder: &builder) }
            let problems = scan.problems
            let valuesArePlain = values.baseAddress.map { JSONStringEscaping.isPlain($0, count: values.count) } ?? true
            return scan.withCanonicalURI { canonical in
                entries.withUnsafeBufferPointer { entries in
                    bytes.withUnsafeBufferPointer { bytes in
                        body(ParsedLink(
                            input: input, form: form, primaryKeyElement: primaryKeyElement, canonical: canonical, compressed: compressed,
                            inputIsCheckedURI: isCheckedURI && problems.isEmpty, isRead: true, error: problems.first ?? "",
                            problems: problems, elements: elements, otherQuery: otherQuery, values: values, entries: entries,
                            fragmentBytes: bytes, valuesArePlain: valuesArePlain))
                    }
                }
            }
        }
    }

    /// Makes sure the entry of `definition` is there, from `builder`'s memo the first time.
    @inline(__always)
    mutating func fetch(_ definition: Int, of scan: DigitalLinkScan, builder: inout ParseLinkRecordBuilder) {
        if definition < isMet.count && isMet[definition] { return }
        add(definition, info: builder.info(for: scan.ai(definition)), count: scan.definitionCount)
    }

    private mutating func add(_ definition: Int, info: ParseLinkRecordBuilder.AIInfo, count: Int) {
        if entries.count < count {
            entries += repeatElement(.unmet, count: count - entries.count)
            isMet += repeatElement(false, count: count - isMet.count)
        }
        entries[definition] = Entry(
            quotedAI: keep(info.quotedAI), aisMemberName: keep(info.aisMemberName), elementHead: keep(info.elementHead),
            bracketedAI: keep(info.bracketedAI), namedMemberName: keep(info.namedMemberName), aiBytes: keep(info.aiBytes),
            titleBytes: keep(info.titleBytes), titleWidth: info.titleWidth,
            titleIsPlain: info.titleBytes.withUnsafeBufferPointer { !ParseLinkCells.needsQuotes($0) }, nameSlot: info.nameSlot, isDate: info.isDate)
        isMet[definition] = true
    }

    private mutating func keep(_ fragment: [UInt8]) -> Span {
        let start = bytes.count
        bytes += fragment
        return Span(start: Int32(start), count: Int32(fragment.count))
    }
}
