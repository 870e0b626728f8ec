import Shared

/// `upsctl validate`: one address from options, checked locally, sent to UPS Address Validation, and
/// printed in the normalised shape of docs/upsctl.md (or as UPS sent it with `--raw`).
enum ValidateCommand {
    static let modes = XAVRequest.Mode.allCases.map(\.rawValue)

    static let spec = CommandSpec(
        "validate", abstract: "Validate or classify one address with UPS Address Validation.",
        discussion: discussion,
        options: ValidateOptions.all,
        examples: [
            Example(
                "upsctl validate --street '26601 ALISO CREEK ROAD' --street 'STE D' --city 'ALISO VIEJO' "
                    + "--state CA --postal-code 92656",
                "Validate a street address; prints the verdict and UPS's candidates."),
            Example(
                "upsctl validate --mode both --street '26 FEDERAL PLZ' --city 'NEW YORK' --state NY "
                    + "--postal-code 10278 -o json",
                "Validate and classify (commercial or residential), as JSON."),
            Example(
                "upsctl validate --regional --city 'NEW YORK' --state NY --postal-code 10278 "
                    + "--max-candidates 5",
                "Check only city, state and ZIP."),
            Example(
                "upsctl --mock validate --street '1 AMBIGUOUS ST' --city 'NEW YORK' --state NY",
                "See an ambiguous answer offline (other mock markers are listed above)."),
            Example(
                "upsctl validate --input addresses.csv -o ndjson | jq -c 'select(.status != \"valid\")'",
                "Validate a whole CSV and keep the rows that need a look."),
            Example(
                "upsctl --mock validate --input examples/addresses.csv -o csv > checked.csv",
                "The batch offline, written as CSV: the input columns, then the result columns."),
            Example(
                "upsctl validate --input export.csv --column address1='Shipping Street' --delimiter ';'",
                "A spreadsheet export: read the street from any column, semicolons between fields."),
            Example(
                "upsctl validate --input big.csv --output-file checked.ndjson --resume",
                "Write the records to a file; after a stop, the same line goes on where it ended and sends again "
                    + "the rows that failed for a passing reason (interrupted, 408, 429, 500, 502, 503, 504, a timeout)."),
            Example(
                "upsctl validate --input big.csv --dry-run --rate 10",
                "Preflight: the column mapping, the rows that would fail, the requests and the time, nothing sent."),
            Example(
                "upsctl validate --input a.csv --fail-on ambiguous,no_candidates -q -o csv > checked.csv",
                "A CI gate: exit 1 when any row is in error, ambiguous or not found."),
            Example(
                "upsctl validate --input big.csv --shard 0/4 --output-file shard-0.ndjson --resume",
                "The first of four shards (one per machine); merge the outputs by line."),
        ],
        action: run)
        .showing(.record, ValidationResult.shape)
        // The batch is no resource a runner drives: its own code streams these, declared here for --fields and schemas.
        .showing(.stream, BatchRecord.shape, with: ValidateOptions.input.long)

    static var discussion: String {
        var text = "Checks the address before any request: at most 3 street lines, a two-letter country, "
            + "no field longer than UPS allows, and some address at all; a problem exits 64 naming the "
            + "option."
            + "\n\nThe result is {status, classification, candidates, alerts}: status is valid, ambiguous, "
            + "no_candidates, or unverified (no verdict, e.g. --mode classify); classification (0 "
            + "Unclassified, 1 Commercial, 2 Residential) comes with --mode classify or both, and is left out "
            + "when UPS sends none. Every status exits 0. On a terminal it is a card: STATUS, "
            + "CLASSIFICATION, then the candidates as a small table (#, ADDRESS with lines joined by commas, "
            + "CITY, STATE, POSTAL CODE as ZIP-PLUS4, COUNTRY, TYPE = the candidate's classification), the "
            + "address never cut; UPS's alerts go to stderr. -o csv gives one row per candidate, -o json the "
            + "normalised object. --raw prints UPS's answer as received."
            + "\n\nWith --input, --dry-run is a preflight: the input read offline, the rows that would fail "
            + "before any request on stdout, and on stderr the column mapping, the rows, the unique addresses "
            + "(the requests a real run sends) and the time at --rate; nothing is sent. --fail-on adds "
            + "verdicts that fail the batch (exit 1) besides errors. The pace adapts to the service: it starts "
            + "low, grows while answers come back well and is cut by a 429 or 503 (-v logs each change); "
            + "--concurrency is its ceiling and --rate a hard cap. --shard I/N takes every Nth row from the "
            + "I-th, keeping line numbers, so shards' outputs merge by line."
            + "\n\nThe cie test environment validates NY and CA addresses only (code 9264030 otherwise); prod, "
            + "the default, every state."
            + "\n\nWith --mock, a street line containing one of these words chooses the answer:"
        for marker in XAVMockRoutes.markers {
            text += "\n- \(marker.word): \(marker.shows)"
        }
        text += "\n- --country \(XAVMockRoutes.badCountry): 400 264002 (country code invalid)"
        text += "\nAny other address is valid, answered as sent in UPS's standard form (upper case, STREET as ST, "
            + "a ZIP+4), and Commercial when a line names a suite, floor or plaza; docs/mock-data/upsctl.md lists "
            + "the rest. UPS_CLIENT_ID=mock-refused is refused a token (exit 77)."
        return text
    }

    static func run(_ context: CommandContext) async throws -> ExitCode {
        if context.command.has(ValidateOptions.input) { return try await BatchValidate.run(context) }
        try BatchOptions.refuseWithoutInput(context.command)
        var request = try xavRequest(from: context.command)
        let (session, _) = try UPSService.open(context)
        request.transactionSource = try context.settings.value(UPSSettings.transactionSource) ?? "upsctl"
        let response = try await session.send(request.httpRequest(apiBaseURL: session.baseURL))
        let host = session.host
        if context.command[ValidateOptions.raw] {
            context.printRawBody(response.body)
            // The bytes are out as asked; a failure inside them still fails the command.
            if let body = response.json {
                _ = try XAVResponse.result(of: body, status: response.status, host: host)
            }
            return .success
        }
        try show(try XAVResponse.result(of: response, host: host), context: context)
        return .success
    }

    /// The request options a batch shares by every row (mode, candidates, regional), checked (exit 64).
    static func xavRequestTemplate(from command: ParsedCommand) throws -> XAVRequest {
        let request = XAVRequest(
            address: AddressInput(), mode: command[ValidateOptions.mode] ?? .validate,
            maxCandidates: command[ValidateOptions.maxCandidates], regional: command[ValidateOptions.regional])
        let addressOptions = ValidateOptions.addressOptions.map(\.long)
            .filter { $0 != ValidateOptions.country.long && command.values[$0] != nil }
        var problems = request.optionProblems()
        if !addressOptions.isEmpty {
            problems.append("--input takes the addresses from the file; drop --\(addressOptions.joined(separator: ", --"))")
        }
        guard problems.isEmpty else { throw UsageError(problems.joined(separator: "; "), commandPath: command.path) }
        return request
    }

    /// The request the options describe, or a usage error (exit 64) naming every field that is wrong.
    static func xavRequest(from command: ParsedCommand) throws -> XAVRequest {
        typealias O = ValidateOptions
        let address = AddressInput(
            street: command[O.street], city: command[O.city], state: command[O.state], postalCode: command[O.postalCode],
            postalCodeExtension: command[O.postalCodeExtension], country: command[O.country] ?? "US",
            name: command[O.name], attention: command[O.attention], urbanization: command[O.urbanization],
            region: command[O.region])
        let request = XAVRequest(
            address: address, mode: command[O.mode] ?? .validate, maxCandidates: command[O.maxCandidates],
            regional: command[O.regional])
        let problems = address.validate().map { $0.message() } + request.optionProblems()
        guard problems.isEmpty else {
            throw UsageError(problems.joined(separator: "; "), commandPath: command.path)
        }
        return request
    }

    /// JSON and NDJSON get the normalised object; a table gets a card (the verdict, then the candidates),
    /// CSV one row per candidate; the alerts, which have no column, go to stderr as notes.
    static func show(_ result: ValidationResult, context: CommandContext) throws {
        let printer = try context.output()
        switch printer.format(isStream: false) {
        case .json, .ndjson:
            return try printer.print(result.json)
        case .table where printer.fields == nil:
            try printer.print(
                result.card, columns: ValidationResult.cardColumns, listColumns: ["candidates": ValidationResult.candidateColumns])
        case .table, .csv:
            // `--fields` names a candidate row's columns: one row per candidate, as in CSV.
            try printer.print(.array(result.rows), columns: ValidationResult.columns)
        }
        for alert in result.alerts {
            context.note("UPS alert \(alert.code): \(alert.description)")
        }
    }
}
