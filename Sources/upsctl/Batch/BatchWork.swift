import Shared

/// The work for one row of a batch: its XAV request, sent once for every identical address, and the
/// record made from the answer or the failure. A failure keeps UPS's own codes (264002, 9264030).
struct BatchWork: Sendable {
    let session: ServiceSession
    let template: XAVRequest
    let redactor: Redactor
    let transactionSource: String
    /// The endpoint, the same for every row.
    private let url: HTTPURL
    private let answers = AnswerCache()

    init(session: ServiceSession, template: XAVRequest, redactor: Redactor, transactionSource: String) {
        self.session = session
        self.template = template
        self.redactor = redactor
        self.transactionSource = transactionSource
        url = template.url(apiBaseURL: session.baseURL)
    }

    @Sendable func record(for row: BatchRow) async -> BatchRecord {
        guard let address = row.address else { return .unsendable(row) }
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
                // The record carries UPS's own code; the HTTP status only when there is none.
                let codes = UPSErrorEnvelope.entries(in: response.json).map(\.code).filter { !$0.isEmpty }
                var failure = RowFailure(session.failure(response), redactor: redactor)
                if !codes.isEmpty { failure.code = codes.joined(separator: ",") }
                return .failure(failure)
            }
            return .success(try XAVResponse.result(of: response, host: session.host))
        } catch {
            return .failure(RowFailure(error, redactor: redactor))
        }
    }
}

extension Result where Success == ValidationResult, Failure == RowFailure {
    func record(for row: BatchRow) -> BatchRecord {
        switch self {
        case .success(let result): BatchRecord(row: row, result: result)
        case .failure(let failure):
            BatchRecord(row: row, result: nil, errorCode: failure.code, errorMessage: failure.message, failure: failure)
        }
    }
}
