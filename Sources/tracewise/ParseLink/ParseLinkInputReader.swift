import DigitalLink

/// How one input of `parse-link` becomes a scan, whichever form it is in (`GS1DataForm`, told apart by its
/// text): a Digital Link URI, or an input of no recognisable form, through the parser straight from the
/// line's bytes (under `--lenient`, read again in spite of its faults), with its canonical link worked
/// out on the scan; a compressed link, an element string or scanner data from the line's bytes into the
/// same scan too (`ParseLinkFormReader`). Either way the writers get one view (`ParsedLink`).
struct ParseLinkInputReader: Sendable {
    /// What became of one input.
    enum Outcome {
        /// Values were read into the scan; `isFaulty` under `--lenient` for a link read in spite of its
        /// faults; `data` for a form that is no plain URI (`ParseLinkFormReader`).
        case read(isFaulty: Bool, data: GS1DataReader.Reading?)
        /// Refused, with its form where that was recognised.
        case rejected(form: GS1DataForm?, reason: String)
    }

    let parser: DigitalLinkParser
    /// The reader of the other forms, made once: one made a line copied the parser, a retain and a
    /// release of its tables every line.
    let forms: ParseLinkFormReader

    init(parser: DigitalLinkParser) {
        self.parser = parser
        forms = ParseLinkFormReader(parser: parser)
    }

    /// Gives the parser tables of its own (`DigitalLinkParser.withOwnTables`).
    func withOwnTables() -> ParseLinkInputReader {
        ParseLinkInputReader(parser: parser.withOwnTables())
    }

    /// Reads `line` into `scan`; `stem` is where its canonical link goes (`ParseLinkRecordBuilder`).
    func read(_ line: UnsafeBufferPointer<UInt8>, into scan: DigitalLinkScan, builder: ParseLinkRecordBuilder) -> Outcome {
        var uriRejection: DigitalLinkRejection?
        let form: GS1DataForm?
        if let first = line.first, first | 0x20 == UInt8(ascii: "h") {
            // A line that ends like a blob is told its form first, and a compressed link is decoded
            // without the parser's refusal of it (the strict parser refuses every such line: its last
            // pair of segments is no `/AI/value`). Only a line whose last byte is no digit is asked: a
            // URI's last value is most often digits (a date, a GTIN), which then costs it one byte's
            // look; a blob ends in a digit one time in six, and is then told by the parser's refusal,
            // as any other line is.
            if line[line.count - 1] &- UInt8(ascii: "0") >= 10, GS1DataForm.isEvidentlyCompressed(bytes: line) {
                form = .compressed
            } else {
                switch readURIFirst(line, into: scan, builder: builder) {
                case .done(let outcome): return outcome
                case .compressed(let rejection): (form, uriRejection) = (.compressed, rejection)
                }
            }
        } else {
            form = GS1DataForm.of(bytes: line)
        }
        switch form {
        case .compressed?, .elementString?, .scan?:
            let outcome = forms.read(line, form: form!, into: scan, builder: builder)
            // Under --lenient a URI whose last segment only looks like a blob (`/414/gtin/9506000134352`) is
            // read as the URI it also is; otherwise the blob's error stands. The parser's answer is asked
            // again only where it can differ: the form reader has since filled the scan.
            guard case .rejected = outcome, form == .compressed, parser.lenient,
                  case .read(let isFaulty, _) = readURI(line, form: .uri, rejection: uriRejection, into: scan, builder: builder) else {
                return outcome
            }
            return .read(isFaulty: isFaulty, data: nil)
        case .uri?, nil:
            return readURI(line, form: form, into: scan, builder: builder)
        }
    }

    /// What became of a line tried as a URI first.
    private enum URIAttempt {
        /// Read or refused as a URI: the answer.
        case done(Outcome)
        /// A compressed link, to be decoded; with the parser's rejection when it refused the line.
        case compressed(DigitalLinkRejection?)
    }

    /// A line that may be a URI (it starts with `h`) and is not evidently compressed (`read`) goes to the
    /// parser before its form is told: nearly
    /// every such line is a Digital Link the parser accepts, and then it is a URI whatever
    /// `GS1DataForm.of` would have made of its last segments (a path the parser accepts ends in
    /// `/AI/value`, so the form test finds an AI second-last and says `uri`), which spares every link the
    /// form test's second walk over its path. The form is told only when that is not so: when the parser
    /// refused the line (the rejection is kept, not found again), or read a convenience alpha (lenient
    /// mode), which is no AI to the form test; it is told once, and a compressed link says so.
    private func readURIFirst(
        _ line: UnsafeBufferPointer<UInt8>, into scan: DigitalLinkScan, builder: ParseLinkRecordBuilder
    ) -> URIAttempt {
        do throws(DigitalLinkRejection) {
            try parser.scan(line, into: scan)
        } catch {
            // The parser told a compressed link while it looked for a key: not told a second time.
            if error.isCompressedLink { return .compressed(error) }
            let form = GS1DataForm.of(bytes: line)
            return form == .compressed ? .compressed(error) : .done(refused(line, form: form, error, into: scan))
        }
        if parser.lenient && !scan.notes.isEmpty && GS1DataForm.of(bytes: line) == .compressed { return .compressed(nil) }
        return .done(accepted(scan, builder: builder))
    }

    /// Reads `line` as a URI; a `rejection` the parser already gave it is not looked for again.
    private func readURI(
        _ line: UnsafeBufferPointer<UInt8>, form: GS1DataForm?, rejection: DigitalLinkRejection? = nil,
        into scan: DigitalLinkScan, builder: ParseLinkRecordBuilder
    ) -> Outcome {
        if let rejection { return refused(line, form: form, rejection, into: scan) }
        do throws(DigitalLinkRejection) {
            try parser.scan(line, into: scan)
        } catch {
            return refused(line, form: form, error, into: scan)
        }
        return accepted(scan, builder: builder)
    }

    /// A URI the parser accepted, with its canonical link.
    private func accepted(_ scan: DigitalLinkScan, builder: ParseLinkRecordBuilder) -> Outcome {
        builder.canonicalStem.withUnsafeBufferPointer { parser.makeCanonicalURI(of: scan, stem: $0) }
        return .read(isFaulty: false, data: nil)
    }

    /// A URI the parser refused: read again in spite of its faults under `--lenient`, else refused.
    private func refused(
        _ line: UnsafeBufferPointer<UInt8>, form: GS1DataForm?, _ error: DigitalLinkRejection, into scan: DigitalLinkScan
    ) -> Outcome {
        if parser.lenient && parser.readFaulty(line, into: scan) { return .read(isFaulty: true, data: nil) }
        // A line of no form that looks nothing like a URI (`bad`, a bare GTIN: no `:` or `/`) is told what
        // the forms look like; the parser's "not an http:// URI" named only one of them.
        if form == nil, !line.contains(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "/") }) {
            return .rejected(form: nil, reason: GS1DataReader.notGS1Data)
        }
        return .rejected(form: form, reason: error.reason)
    }

    /// With `--compress`, the compressed link of what `read` read (nil inside when the AIs have none, and
    /// for a link read in spite of its faults): on the input's own stem for the URI forms, on `--stem`
    /// (or `https://id.gs1.org`) for the others. Nil without `--compress`.
    static func compressedLink(
        of outcome: Outcome, line: UnsafeBufferPointer<UInt8>, scan: DigitalLinkScan, builder: ParseLinkRecordBuilder
    ) -> String?? {
        guard builder.compresses, case .read(let isFaulty, let data) = outcome else { return nil }
        if isFaulty { return .some(nil) }
        if let data { return .some(ParseLinkFormReader.compressedLink(data, line: line, scan: scan, builder: builder)) }
        return .some(scan.link(uri: String(decoding: line, as: UTF8.self)).compressedURI())
    }
}
