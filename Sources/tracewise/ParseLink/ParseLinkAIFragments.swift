import DigitalLink
import Shared

/// Each AI's JSON fragments and cells (`ParseLinkRecordBuilder.AIInfo`'s), copied into one byte array and
/// found through a plain entry per definition index: what a `ParsedLink` lends its writers, by pointer.
///
/// Why not the infos themselves: an `AIInfo` is a class holding arrays, and reading a fragment from one
/// retains and releases it, several times per element of every link — a tenth of `parse-link`'s
/// instructions went to `swift_retain`/`swift_release`. Entries hold only offsets, so writing a record
/// touches no reference count. Each worker has one table, filled the first time an AI is met.
///
/// The entries and bytes are in `ScanStorage`s, not Arrays, for the reason the scan's are: an Array
/// lent out for every link is retained and released each time, and a class's stored property is checked
/// for exclusive access at run time, which `@exclusivity(unchecked)` leaves out (4 % of parse-link's
/// instructions per URI under callgrind, 30,000 varied links). Sound because a table
/// belongs to one worker, whose batch runs on one thread at a time, and nothing it lends outlives the
/// link (`withLink`), while only `fetch`, before the lending, changes it.
final class ParseLinkAIFragments {
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
    @exclusivity(unchecked) private var entries = ScanStorage<Entry>(capacity: 64)
    @exclusivity(unchecked) private var isMet = ScanStorage<Bool>(capacity: 64)
    /// The fragments, back to back.
    @exclusivity(unchecked) private var bytes = ScanStorage<UInt8>(capacity: 4096)

    init() {}

    deinit {
        entries.free()
        isMet.free()
        bytes.free()
    }

    /// Lends `scan`'s link as a `ParsedLink` of `input`, once the fragments of every one of its elements
    /// are fetched: the only way to make the view of a link that was read, so no writer depends on its
    /// caller having fetched them first. `isCheckedURI`: `input`'s characters were checked as a URI's
    /// (`DigitalLinkURIParts.split`: a URI the parser accepted, a compressed link decoded).
    /// `compressed`: with `--compress`, the compressed link (or nil inside); nil without.
    func withLink<Result>(
        _ scan: DigitalLinkScan, input: UnsafeBufferPointer<UInt8>, isCheckedURI: Bool, compressed: String??,
        builder: ParseLinkRecordBuilder, _ body: (ParsedLink) -> Result
    ) -> Result {
        // The scan's properties are read here, once, not inside the closures below: read there, each read
        // was checked for exclusive access at run time, the scan's `@exclusivity(unchecked)` ignored.
        let form = scan.form, primaryKeyElement = scan.primaryKeyElement, canonicalIsPlain = builder.canonicalStemIsPlain
        // The problems are looked at, not held: holding them (nearly always the empty array) through the
        // closures below cost a retain and a release a link.
        let hasProblems = !scan.problems.isEmpty, valuesAreURIText = scan.valuesArePlainASCII
        let extras = !hasProblems && compressed == nil
            ? nil : ParsedLink.Extras(error: scan.problems.first ?? "", problems: scan.problems, compressed: compressed)
        return scan.withContents { elements, otherQuery, values in
            for element in elements { fetch(element.definition, of: scan, builder: builder) }
            // The parser knows when every value is a piece of the URI as it is, which JSON never escapes.
            let valuesArePlain = valuesAreURIText
                || (values.baseAddress.map { JSONStringEscaping.isPlain($0, count: values.count) } ?? true)
            return scan.withCanonicalURI { canonical in
                body(ParsedLink(
                    input: input, form: form, primaryKeyElement: primaryKeyElement, canonical: canonical,
                    canonicalIsPlain: canonicalIsPlain, inputIsCheckedURI: isCheckedURI && !hasProblems, isRead: true,
                    extras: extras, elements: elements, otherQuery: otherQuery, values: values, entries: entries.buffer,
                    fragmentBytes: bytes.buffer, valuesArePlain: valuesArePlain))
            }
        }
    }

    /// Makes sure the entry of `definition` is there, from `builder` the first time it is met.
    @inline(__always)
    func fetch(_ definition: Int, of scan: DigitalLinkScan, builder: ParseLinkRecordBuilder) {
        if definition < isMet.count && isMet[definition] { return }
        add(definition, info: builder.info(for: scan.ai(definition)), count: scan.definitionCount)
    }

    private func add(_ definition: Int, info: ParseLinkRecordBuilder.AIInfo, count: Int) {
        while entries.count < count {
            entries.append(.unmet)
            isMet.append(false)
        }
        entries[definition] = Entry(
            quotedAI: keep(info.quotedAI), aisMemberName: keep(info.aisMemberName), elementHead: keep(info.elementHead),
            bracketedAI: keep(info.bracketedAI), namedMemberName: keep(info.namedMemberName), aiBytes: keep(info.aiBytes),
            titleBytes: keep(info.titleBytes), titleWidth: info.titleWidth,
            titleIsPlain: info.titleBytes.withUnsafeBufferPointer { !ParseLinkCells.needsQuotes($0) }, nameSlot: info.nameSlot, isDate: info.isDate)
        isMet[definition] = true
    }

    private func keep(_ fragment: [UInt8]) -> Span {
        let start = bytes.count
        fragment.withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
        return Span(start: Int32(start), count: Int32(fragment.count))
    }
}
