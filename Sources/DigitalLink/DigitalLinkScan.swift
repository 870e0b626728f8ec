/// A parsed link as positions in one reusable byte store: what `DigitalLinkParser.scan(_:into:)` fills.
///
/// Why it exists: `parse-link` reads millions of URIs, and a `DigitalLink` costs an array and a String
/// per value, each allocated, reference-counted and freed again a microsecond later. A scan is made once
/// per thread and refilled for every URI: the decoded values and other query parameters are appended
/// to `bytes`, and elements and parameters are ranges of it, so a valid link costs no allocation once
/// the arrays have grown to the largest link seen. `link(uri:)` turns a scan into the `DigitalLink`
/// every other caller gets from `parse(_:)`.
public final class DigitalLinkScan {
    /// One AI of the link and where its decoded value is in `bytes`.
    public struct Element: Sendable, Equatable {
        /// The AI's position in the parser's table: the same AI always has the same index, so a caller
        /// can keep what it worked out about an AI in an array indexed by it (`definitionCount` long).
        public let definition: Int
        public let value: Range<Int>
        public let place: DigitalLinkElement.Place
    }

    /// A query parameter that is not an AI: its decoded name and value in `bytes`.
    public struct Parameter: Sendable, Equatable {
        public let name: Range<Int>
        public let value: Range<Int>
    }

    // The values, elements and parameters live in `ScanStorage`s (raw memory the scan frees): appended
    // to many times per URI, emptied for every URI and lent to the writer for every link, which an Array
    // in a class pays for with retains, uniqueness checks and subrange replacements. The Arrays below
    // are for the rest of the notes and for callers that want copies.
    //
    // A class's stored property gets a run-time exclusivity check on every access (swift_beginAccess),
    // which `@exclusivity(unchecked)` leaves out: with the checks on these fields parse-link runs about
    // a quarter more instructions per URI (callgrind, 30,000 varied links), `reset` alone touching all
    // of them for every URI.
    // Sound because a scan belongs to one thread at a time (one per worker) and no access overlaps
    // another: the parser appends to one store in a call that touches nothing else of the scan, and
    // reads only after the appends return.

    /// Decoded values, names and padded GTINs, back to back.
    @exclusivity(unchecked) var valueBytes = ScanStorage<UInt8>(capacity: 512)
    /// Path elements in path order (primary key first), then query attributes in query order.
    @exclusivity(unchecked) var elementStore = ScanStorage<Element>(capacity: 16)
    /// Query parameters that are not AIs, in query order.
    @exclusivity(unchecked) var parameterStore = ScanStorage<Parameter>(capacity: 4)

    /// Decoded values, names and padded GTINs, back to back (a copy).
    public var bytes: [UInt8] { valueBytes.array }
    /// Path elements in path order (primary key first), then query attributes in query order (a copy).
    public var elements: [Element] { elementStore.array }
    /// Query parameters that are not AIs, in query order (a copy).
    public var otherQuery: [Parameter] { parameterStore.array }
    /// Lenient mode's notes (rare, so plain Strings).
    @exclusivity(unchecked) public internal(set) var notes: [String] = []
    /// What is wrong with a link read in spite of its faults (`DigitalLinkParser.readFaulty`), one
    /// sentence each; empty after a successful `scan`.
    @exclusivity(unchecked) public internal(set) var problems: [String] = []
    /// The table the indices refer to; set by the parser on each scan.
    @exclusivity(unchecked) var lookup = GS1AILookup.standard
    /// The AI sequences of this scan's links that broke no association, against `lookup`.
    let passedAssociations = GS1AssociationMemo()
    /// The form the input was in: a URI unless the scan was `load`ed from another form's data.
    @exclusivity(unchecked) public internal(set) var form = GS1DataForm.uri
    /// Every value, name and padded GTIN in `bytes` is printable ASCII other than `"` and `\`, so that no
    /// writer has to look for a byte to escape: set by a `scan` of a URI with no `%` (each value is then
    /// the URI's own characters, a `+` read as a space) and by the decoding of a compressed link with no
    /// `%` and no value in seven-bit ASCII; false whenever that is not known.
    @exclusivity(unchecked) public internal(set) var valuesArePlainASCII = false
    /// The primary key's element, or -1 when the AIs have none (an element string of attributes only).
    @exclusivity(unchecked) public internal(set) var primaryKeyElement = 0
    /// The canonical Digital Link (`makeCanonicalURI`, `load`), when the AIs have one.
    @exclusivity(unchecked) var canonicalBytes = ScanStorage<UInt8>(capacity: 128)
    @exclusivity(unchecked) var hasCanonical = false

    public init() {}

    deinit {
        valueBytes.free()
        elementStore.free()
        parameterStore.free()
        canonicalBytes.free()
    }

    /// Empties the scan for the next URI, keeping the memory.
    func reset(lookup: GS1AILookup) {
        // The same table every time: no retain and release. Another table: what was checked against the
        // old one no longer holds.
        if self.lookup !== lookup {
            self.lookup = lookup
            passedAssociations.removeAll()
        }
        valueBytes.removeAll()
        elementStore.removeAll()
        parameterStore.removeAll()
        if !notes.isEmpty { notes.removeAll(keepingCapacity: true) }
        if !problems.isEmpty { problems.removeAll() }
        if form != .uri { form = .uri }
        primaryKeyElement = 0
        hasCanonical = false
        valuesArePlainASCII = false
    }

    /// The number of definitions `Element.definition` ranges over.
    public var definitionCount: Int { lookup.codes.count }

    /// The AI of the definition at `index` ("01").
    public func ai(_ definition: Int) -> String { lookup.ai(definition) }

    /// The definition of the primary key: the first element's for a URI.
    public var primaryKey: Int { elementStore[primaryKeyElement].definition }

    /// Lends the bytes of `range` of `bytes`.
    @inline(__always)
    public func withBytes<Result>(_ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(rebasing: valueBytes.buffer[range]))
    }

    /// Lends the elements, other parameters and value bytes at once, by pointer: for a writer that reads
    /// them many times per link (`parse-link`'s), where each access to a property of a class from another
    /// module costs a run-time exclusivity check. The pointers are valid until the scan changes.
    @inline(__always)
    public func withContents<Result>(
        _ body: (UnsafeBufferPointer<Element>, UnsafeBufferPointer<Parameter>, UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        body(elementStore.buffer, parameterStore.buffer, valueBytes.buffer)
    }

    /// The text of `range` (valid UTF-8: the parser checked what it decoded).
    public func text(_ range: Range<Int>) -> String {
        withBytes(range) { String(decoding: $0, as: UTF8.self) }
    }

    /// The scan as a `DigitalLink` of Strings.
    public func link(uri: String) -> DigitalLink {
        DigitalLink(
            uri: uri, primaryKey: primaryKeyElement < 0 ? "" : ai(primaryKey),
            elements: elementStore.buffer.map { DigitalLinkElement(ai: ai($0.definition), value: text($0.value), place: $0.place) },
            otherQuery: parameterStore.buffer.map { DigitalLinkQueryParameter(name: text($0.name), value: text($0.value)) },
            notes: notes)
    }

    /// Appends a decoded value, returning where it is.
    func append(_ value: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        let start = valueBytes.count
        valueBytes.append(contentsOf: value)
        return start..<valueBytes.count
    }
}
