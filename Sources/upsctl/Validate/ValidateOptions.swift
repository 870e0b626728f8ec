import Shared

/// The options of `upsctl validate`, one address from options or a batch from `--input`, read typed.
enum ValidateOptions {
    static let street = OptionKey<[String]>.repeated("street", valueName: "LINE", help: "A street line; repeat for up to 3 lines.")
    static let city = OptionKey<String?>.value("city", valueName: "CITY", help: "City or town.")
    static let state = OptionKey<String?>.value("state", valueName: "STATE", help: "State or province (two letters in the US).")
    static let postalCode = OptionKey<String?>.value(
        "postal-code", valueName: "CODE", help: "ZIP or postal code, sent as typed (02116 stays 02116).")
        .completing(XAVSeenValues.postalCode)
    static let postalCodeExtension = OptionKey<String?>.value("postal-code-ext", valueName: "EXT", help: "ZIP+4 extension (US).")
    static let country = OptionKey<String?>.value("country", valueName: "CC", help: "Two-letter country code.", default: "US")
    static let name = OptionKey<String?>.value("name", help: "Consignee: business or person name.")
    static let attention = OptionKey<String?>.value("attention", help: "Attention or building name.")
    static let urbanization = OptionKey<String?>.value("urbanization", help: "Urbanization (Puerto Rico).")
    static let region = OptionKey<String?>.value(
        "region", help: "City, state and ZIP on one line; UPS then ignores those fields.")
    static let mode = OptionKey<XAVRequest.Mode?>.choice(
        "mode", of: XAVRequest.Mode.self, help: "validate (1), classify (2) or both (3).", default: "validate")
    static let maxCandidates = OptionKey<Int?>.integer(
        "max-candidates", range: XAVRequest.candidateLimit, help: "At most N candidates (1–50; UPS's default is 15).")
    static let regional = OptionKey<Bool>.flag(
        "regional", help: "Validate city, state and postal code only (not with classify or both).")
    static let raw = OptionKey<Bool>.flag(
        "raw", help: "Print UPS's JSON exactly as received instead of the normalised result.")

    static let input = OptionKey<String?>.value(
        "input", short: "i", type: .file, help: "Validate every row of this CSV or NDJSON file (- for stdin).")
    static let inputFormat = OptionKey<BatchInput.Format?>.choice(
        "input-format", of: BatchInput.Format.self, help: "The input's format.",
        default: "ndjson for .ndjson/.jsonl files, else csv")
    static let concurrency = OptionKey<Int?>.integer(
        "concurrency", range: 1...64,
        help: "At most N requests in flight; the pace starts lower and follows the service's limit under it.", default: "8")
    static let rate = OptionKey<Double?>.number(
        "rate", valueName: "N", range: 0.001...1_000_000, help: "At most N requests a second, for all the batches on this machine sending to the same service with the same client: a hard cap, under which the pace still adapts.")
    static let column = OptionKey<[String]>.repeated(
        "column", valueName: "FIELD=HEADER", help: "Read FIELD (address1, city, zip, …) from the column HEADER.")
    static let delimiter = OptionKey<String?>.value(
        "delimiter", valueName: "C", help: "The CSV delimiter: , ; | or tab.", default: "detected from the header")
    static let outputFile = OptionKey<String?>.value(
        "output-file", valueName: "FILE", type: .file, help: "Write the records to FILE (ndjson or csv), each flushed whole.")
    static let resume = OptionKey<Bool>.flag(
        "resume", help: "Continue a batch that stopped: keep FILE's records, send again the rows whose records are "
            + "errors a later run may not meet (interrupted, 408, 429, 500, 502, 503, 504, a timeout, a lost connection), then the rest.")
    static let progress = OptionKey<Bool>.flag(
        "progress", help: "Draw the progress line on a terminal's stderr even when stdout is a pipe.")

    /// The options that describe one address, which `--input` replaces.
    static let addressOptions: [OptionSpec] = [
        street.spec, city.spec, state.spec, postalCode.spec, postalCodeExtension.spec, country.spec, name.spec,
        attention.spec, urbanization.spec, region.spec,
    ]

    static let all: [OptionSpec] = addressOptions + [mode.spec, maxCandidates.spec, regional.spec, raw.spec]
        + [input.spec, inputFormat.spec, concurrency.spec, rate.spec, column.spec, delimiter.spec, outputFile.spec, resume.spec,
           progress.spec,
           VerdictGate.option.spec, BatchShard.option.spec]
}
