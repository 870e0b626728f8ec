import DigitalLink
import Shared

/// One input of `parse-link` as every writer reads it, whichever way it was read: a URI scanned straight
/// from the line's bytes, a link lenient mode read in spite of its faults, or an input refused. The one
/// view the JSON, CSV and table writers write from (`ParseLinkRecordEncoder`), lent by pointer for one
/// record: `ParseLinkAIFragments.withLink` makes it for a read link, `rejected` for a refused input.
///
/// Everything it holds is lent, so writing touches no reference count: the elements, other parameters
/// and values are the scan's, and each AI's fragments (its JSON around the value, its title) were worked
/// out once per run (`ParseLinkAIFragments`).
struct ParsedLink {
    typealias Entry = ParseLinkAIFragments.Entry
    typealias Text = UnsafeBufferPointer<UInt8>

    /// The input, as given.
    let input: Text
    /// The form the input was in; nil for one refused without a recognisable form.
    let form: GS1DataForm?
    /// The primary key's element, or -1 when the AIs have none.
    let primaryKeyElement: Int
    /// The canonical Digital Link of the AIs (on `--stem`), or nil when they have none.
    let canonical: Text?
    /// `canonical` needs no JSON escape, no CSV quotes and no control character replaced, so it is
    /// copied, not scanned (its stem needs none: `ParseLinkRecordBuilder.canonicalStemIsPlain`).
    let canonicalIsPlain: Bool
    /// The parser accepted `input` as a Digital Link URI (its characters checked by `URICharacters`, as a
    /// compressed link's are), so it holds only URI characters (RFC 3986): none of which JSON escapes, so
    /// it is copied, not scanned; and of which only the comma needs CSV quotes, so a CSV or table cell
    /// looks for that alone (`ParseLinkCells.checkedURIIsPlain`).
    let inputIsCheckedURI: Bool
    /// Values were read (a valid link, or a faulty one under `--lenient`); false for an input refused.
    let isRead: Bool
    /// What few links have (an error, problems, a compressed link), kept apart: nil for all the others,
    /// so that the view of such a link holds no reference to count and its end costs nothing (three
    /// Strings and an array in the view were a value-witness destroy per link, 1 % of `-o ndjson`).
    let extras: Extras?
    let elements: UnsafeBufferPointer<DigitalLinkScan.Element>
    let otherQuery: UnsafeBufferPointer<DigitalLinkScan.Parameter>
    let values: Text
    /// Indexed by definition; every element's is fetched (`ParseLinkAIFragments.withLink`).
    let entries: UnsafeBufferPointer<Entry>
    let fragmentBytes: Text
    /// No value needs a JSON escape (nearly always): values are then copied, not scanned, each of the
    /// four times a record holds them.
    let valuesArePlain: Bool

    /// See `extras`.
    final class Extras {
        let error: String
        let problems: [String]
        let compressed: String??

        init(error: String, problems: [String], compressed: String??) {
            self.error = error
            self.problems = problems
            self.compressed = compressed
        }
    }

    /// Why the input was refused; for a link read in spite of faults, its first problem; empty otherwise.
    var error: String { extras?.error ?? "" }
    /// Lenient mode's faults of a link read in spite of them; empty otherwise.
    var problems: [String] { extras?.problems ?? [] }
    /// With `--compress`: the compressed link (nil inside when the AIs have none); nil without.
    var compressed: String?? { extras.flatMap(\.compressed) }
    var hasProblems: Bool { extras.map { !$0.problems.isEmpty } ?? false }

    var isValid: Bool { isRead && !hasProblems }

    /// A refused input: no elements, and why.
    static func rejected(_ input: Text, form: GS1DataForm?, reason: String) -> ParsedLink {
        ParsedLink(
            input: input, form: form, primaryKeyElement: -1, canonical: nil, canonicalIsPlain: true,
            inputIsCheckedURI: false, isRead: false, extras: Extras(error: reason, problems: [], compressed: nil),
            elements: .init(start: nil, count: 0),
            otherQuery: .init(start: nil, count: 0), values: .init(start: nil, count: 0), entries: .init(start: nil, count: 0),
            fragmentBytes: .init(start: nil, count: 0), valuesArePlain: true)
    }

    @inline(__always)
    func entry(_ element: DigitalLinkScan.Element) -> Entry { entries[element.definition] }

    /// The primary key's entry, when the AIs have one.
    var primaryKey: Entry? { primaryKeyElement < 0 ? nil : entries[elements[primaryKeyElement].definition] }

    /// The record's start up to the input: its member name is `uri` for the two URI forms (and an input
    /// of no form), `input` for the others.
    var recordHead: StaticString { keepsInputAsURI ? "{\"uri\":" : "{\"input\":" }

    var keepsInputAsURI: Bool {
        switch form {
        case .elementString?, .scan?: false
        default: true
        }
    }

    /// The bytes of a fragment.
    @inline(__always)
    func bytes(_ span: ParseLinkAIFragments.Span) -> Text {
        Text(rebasing: fragmentBytes[Int(span.start)..<Int(span.start + span.count)])
    }

    /// The bytes of a fragment that starts with a comma (`ParseLinkRecordBuilder.AIInfo`'s runs), without
    /// it for the first member of a list.
    @inline(__always)
    func bytes(_ span: ParseLinkAIFragments.Span, droppingComma: Bool) -> Text {
        let start = Int(span.start) + (droppingComma ? 1 : 0)
        return Text(rebasing: fragmentBytes[start..<Int(span.start + span.count)])
    }

    /// The bytes of a value, a parameter's name or its value.
    @inline(__always)
    func text(_ range: Range<Int>) -> Text { Text(rebasing: values[range]) }

    /// The value of `ais.NAME` (the element of that AI, `name` as UTF-8), or nil.
    func aiValue(named name: Text) -> Range<Int>? {
        elements.last { Self.equal(bytes(entry($0).aiBytes), name) }?.value
    }

    /// The value of `otherQuery.NAME` (the last parameter of that name, as the whole object keeps it).
    func parameterValue(named name: Text) -> Range<Int>? {
        otherQuery.last { Self.equal(text($0.name), name) }?.value
    }

    /// The value of the named identifier at `slot` of `ParseLinkRecordShape.namedIdentifiers`, or nil.
    func namedValue(_ slot: Int) -> Range<Int>? {
        elements.first { entry($0).nameSlot == slot }?.value
    }

    /// Each other query parameter's name once, where it first appears, with its last value: `body` gets
    /// the index of the first and of the last parameter of each name.
    @inline(__always)
    func forEachUniqueParameter(_ body: (Int, Int) -> Void) {
        let parameters = otherQuery, values = values
        var unique = UniqueParameterNames()
        unique.forEach(count: parameters.count, name: { Text(rebasing: values[parameters[$0].name]) }, body)
    }

    /// Byte for byte, without the generic `elementsEqual` (a call per byte): names are a few bytes.
    @inline(__always)
    private static func equal(_ left: Text, _ right: Text) -> Bool {
        guard left.count == right.count else { return false }
        for index in 0..<left.count where left[index] != right[index] { return false }
        return true
    }
}
