import Shared

/// The work for one row of a batch: its XAV request, sent once for every identical address, and the
/// record made from the answer or the failure. A failure keeps UPS's own codes (264002, 9264030).
struct BatchWork: Sendable {
    let session: ServiceSession
    let template: XAVRequest
    /// Makes a failed row's error record.
    let reporter: ErrorReporter
    let transactionSource: String
    /// Told how each request ended, so that the batch stops starting requests to a service that is down.
    let breaker: CircuitBreaker
    /// The endpoint, the same for every row.
    private let url: HTTPURL
    private let answers = AnswerCache()

    init(
        session: ServiceSession, template: XAVRequest, redactor: Redactor, transactionSource: String,
        breaker: CircuitBreaker = CircuitBreaker()
    ) {
        self.session = session
        self.template = template
        reporter = ErrorReporter(tool: session.context.tool.name, redactor: redactor)
        self.transactionSource = transactionSource
        self.breaker = breaker
        url = template.url(apiBaseURL: session.baseURL)
    }

    @Sendable func record(for row: BatchRow) async -> BatchRecord {
        if let earlier = row.earlierRecord { return .kept(row, text: earlier) }
        guard let address = row.address else { return .unsendable(row, reporter: reporter) }
        let (addressed, body) = Self.request(template, for: address)
        var request = addressed
        request.transactionSource = transactionSource
        return await answers.answer(for: body) { [request] in await ask(request, body: body) }.record(for: row)
    }

    /// The request for `address`, and its body, written once: what is sent, and what rows with the same
    /// address share (the answer cache's key; the preflight counts the distinct ones as the requests).
    static func request(_ template: XAVRequest, for address: AddressInput) -> (request: XAVRequest, body: String) {
        var request = template
        request.address = address
        return (request, JSONWriter.compact(request.body))
    }

    private func ask(_ request: XAVRequest, body: String) async -> AnswerCache.Answer {
        do {
            // Sent through the client, not `session.send`: a failure's record keeps UPS's own codes.
            let response = try await session.client.send(request.httpRequest(url: url, compactBody: body))
            guard response.isSuccess else {
                // The record carries UPS's own code (the message keeps it too), but a failure a later run
                // may not meet carries its HTTP status, by which `--resume` knows to send it again.
                let codes = UPSErrorEnvelope.entries(in: response.json).map(\.code).filter { !$0.isEmpty }
                var failure = RowFailure(session.failure(response), reporter: reporter)
                let transient = FailureKind.of(status: response.status).isTemporary
                // UPS's errors carry no code of their own beside the text (`UPS: 264002 …`): the
                // record's code is UPS's, as the text says it.
                if !transient, !codes.isEmpty { failure.record.code = codes.joined(separator: ",") }
                // Any 5xx counts toward the breaker (docs/upsctl.md), a 501 too: the service is failing, whether
                // or not a later try of this row may pass.
                breaker.record(transient || response.status >= 500 ? .serviceFailed(failure.record.message) : .answered)
                return .failure(failure)
            }
            breaker.record(.answered)
            return .success(try XAVResponse.result(of: response, host: session.host))
        } catch {
            let failure = RowFailure(error, reporter: reporter)
            if let outcome = Self.breakerOutcome(of: error, message: failure.record.message) { breaker.record(outcome) }
            return .failure(failure)
        }
    }

    /// What a request that threw tells the circuit breaker: nothing for a cancelled one (Ctrl-C) or for
    /// a token that could not be had (asked once for the whole batch, not per row: the row's own answers
    /// are read before this, so an answer in error here is the token request's); else what `FailureKind`
    /// says of it, a wait too long to sleep at once.
    private static func breakerOutcome(of error: any Error, message: String) -> CircuitBreaker.Outcome? {
        switch error {
        case is TokenRequestFailed, is APIError, is CancellationError: return nil
        case let transport as TransportError where transport.kind == .cancelled: return nil
        case is RetryAfterTooLong: return .waitTooLong(message)
        default: return FailureKind.of(error).isTemporary ? .serviceFailed(message) : .answered
        }
    }
}

extension Result where Success == ValidationResult, Failure == RowFailure {
    func record(for row: BatchRow) -> BatchRecord {
        switch self {
        case .success(let result): BatchRecord(row: row, result: result)
        case .failure(let failure):
            BatchRecord(row: row, result: nil, error: failure.record, failure: failure)
        }
    }
}
