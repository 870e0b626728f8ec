import DigitalLink

/// How `parse-link` reads an input in a form that is no plain URI (a compressed link, a bracketed element
/// string, scanner or `^` data): from the line's bytes straight into the worker's reusable scan
/// (`GS1DataReader.read(_:form:into:stem:)`), its canonical link worked out on `--stem` there, as the
/// parser reads a URI. A valid input allocates nothing, so every form costs about what a URI does. Under
/// `--lenient` an input whose AIs can be told apart is read in spite of faulty values or associations
/// (`ParseLinkInputReader.Outcome.read` with `isFaulty`, the faults in the scan's `problems`).
struct ParseLinkFormReader: Sendable {
    let reader: GS1DataReader

    init(parser: DigitalLinkParser) {
        reader = GS1DataReader(parser: parser)
    }

    /// Reads `line`, known to be in `form`, into `scan`.
    func read(
        _ line: UnsafeBufferPointer<UInt8>, form: GS1DataForm, into scan: DigitalLinkScan, builder: ParseLinkRecordBuilder
    ) -> ParseLinkInputReader.Outcome {
        do throws(DigitalLinkRejection) {
            let reading = try builder.canonicalStem.withUnsafeBufferPointer { (stem) throws(DigitalLinkRejection) in
                try reader.read(line, form: form, into: scan, stem: stem)
            }
            return .read(isFaulty: reading.isFaulty, data: reading)
        } catch {
            return .rejected(form: form, reason: error.reason)
        }
    }

    /// With `--compress`, the compressed link of what `read` read (`reading`), nil when the AIs have none:
    /// a compressed link's on its own stem, the others' on `--stem` (or `https://id.gs1.org`). Strings are
    /// fine here: only `--compress` asks.
    static func compressedLink(
        _ reading: GS1DataReader.Reading, line: UnsafeBufferPointer<UInt8>, scan: DigitalLinkScan, builder: ParseLinkRecordBuilder
    ) -> String? {
        let stem = builder.canonicalStem
        let data = GS1ElementData(
            scan: scan, input: String(decoding: line, as: UTF8.self), reading: reading,
            canonicalStemCount: stem.count - (stem.last == UInt8(ascii: "/") ? 1 : 0))
        return data.compressedURI(stem: scan.form == .compressed ? nil : builder.stem)
    }
}
