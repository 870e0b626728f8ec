/// A scan's other forms: the canonical Digital Link of a URI's AIs, written from the scan without a
/// String (parse-link writes it for every link), and a scan loaded from the data of another form
/// (`GS1DataReader`), so that every form reaches parse-link's writers through the same scan.
extension DigitalLinkScan {
    /// Works out the canonical link of the URI just scanned on `stem` (its trailing `/` dropped), as
    /// `GS1ElementData(link:).canonicalURI(stem:)` writes it: the path as parsed, then the query's
    /// attributes, the predefined-length ones first, each group in link order; none when an AI of the
    /// query is not a data attribute (`GS1CanonicalLink`).
    ///
    /// parse-link does this for every link, so it is written for speed: the storage is worked on as a
    /// local copy (a write through the class's property reloads it for every byte), an AI is written
    /// from its flat code rather than read out of a String, and a value of unreserved characters only
    /// (nearly every value) is copied in one piece.
    public func makeCanonicalURI(stem: UnsafeBufferPointer<UInt8>) {
        hasCanonical = false
        let elements = elementStore.buffer, values = valueBytes.buffer, lookup = lookup
        var queryCount = 0
        for element in elements where element.place == .query {
            guard lookup.isDataAttribute(element.definition) else { return }
            queryCount += 1
        }
        var out = canonicalBytes
        // `out` owns the memory while it is written (it may move it when it grows), and hands it back.
        defer { canonicalBytes = out }
        out.removeAll()
        out.append(contentsOf: stem.last == UInt8(ascii: "/") ? UnsafeBufferPointer(rebasing: stem.dropLast()) : stem)
        for element in elements where element.place == .path {
            out.append(UInt8(ascii: "/"))
            Self.appendAI(code: lookup.codes[element.definition], to: &out)
            out.append(UInt8(ascii: "/"))
            GS1CanonicalLink.escape(UnsafeBufferPointer(rebasing: values[element.value]), query: false, to: &out)
        }
        if queryCount > 0 {
            var separator = UInt8(ascii: "?")
            for pass in 0..<2 {
                for element in elements
                where element.place == .query && (GS1CompressionTables.predefinedLength[element.definition] > 0) == (pass == 0) {
                    out.append(separator)
                    separator = UInt8(ascii: "&")
                    Self.appendAI(code: lookup.codes[element.definition], to: &out)
                    out.append(UInt8(ascii: "="))
                    GS1CanonicalLink.escape(UnsafeBufferPointer(rebasing: values[element.value]), query: true, to: &out)
                }
            }
        }
        hasCanonical = true
    }

    /// The digits of the AI of flat code `code` (`GS1AILookup.slotOffset`: two-digit AIs from 0, three-digit
    /// from 100, four-digit from 1100).
    @inline(__always)
    private static func appendAI(code: Int32, to out: inout ScanStorage<UInt8>) {
        // Constant divisors only: the compiler makes them multiplications, where a divisor in a variable is
        // a division instruction of some twenty cycles per digit.
        @inline(__always) func digit(_ value: Int) -> UInt8 { UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value) }
        let code = Int(code)
        if code >= 1100 {
            let number = code - 1100
            out.append(digit(number / 1000))
            out.append(digit(number / 100 % 10))
            out.append(digit(number / 10 % 10))
            out.append(digit(number % 10))
        } else if code >= 100 {
            let number = code - 100
            out.append(digit(number / 100))
            out.append(digit(number / 10 % 10))
            out.append(digit(number % 10))
        } else {
            out.append(digit(code / 10))
            out.append(digit(code % 10))
        }
    }

    /// Lends the canonical link's bytes, or nil when the AIs have none (or it was not worked out).
    @inline(__always)
    public func withCanonicalURI<Result>(_ body: (UnsafeBufferPointer<UInt8>?) -> Result) -> Result {
        body(hasCanonical ? canonicalBytes.buffer : nil)
    }

    /// Fills the scan with `data` (an element string, scanner data or a compressed link, read by
    /// `GS1DataReader`), its canonical link on `stem` (default `https://id.gs1.org`).
    public func load(_ data: GS1ElementData, stem: String?) {
        reset(lookup: lookup)
        canonicalBytes.removeAll()
        form = data.form
        primaryKeyElement = -1
        for element in data.elements {
            guard let definition = lookup.index(ofAI: element.ai) else { continue }
            if primaryKeyElement < 0 && element.ai == data.primaryKey { primaryKeyElement = elementStore.count }
            var value = element.value
            let range = value.withUTF8 { append($0) }
            elementStore.append(Element(definition: definition, value: range, place: element.place))
        }
        for parameter in data.otherQuery {
            var name = parameter.name, value = parameter.value
            let nameRange = name.withUTF8 { append($0) }
            let valueRange = value.withUTF8 { append($0) }
            parameterStore.append(Parameter(name: nameRange, value: valueRange))
        }
        if var canonical = data.canonicalURI(stem: stem) {
            canonical.withUTF8 { canonicalBytes.append(contentsOf: $0) }
            hasCanonical = true
        }
    }
}
