import FoundationEssentials
import Shared

/// Answers a GET from the response cache while the entry is younger than the TTL, before any credential
/// is fetched or any request made; stores 2xx GET answers; and clears the user's entries after any other
/// method, since a change may make every cached answer stale (even with the cache off: entries stored
/// earlier must not outlive the change). `-v` says `cache hit (age N s)`.
struct ResponseCacheMiddleware: HTTPMiddleware {
    /// A dry run shows the request itself, never a cached answer for it.
    var dryRunStandIn: (any HTTPMiddleware)? { nil }

    var cache: ResponseCache
    var ttl: Int
    var logger: HTTPLogger
    /// Told when an answer cannot be stored (a read-only cache directory); the answer itself is fine.
    var onStoreFailure: @Sendable (String) -> Void
    /// Whether a `--mock-dir` file answers the request (partial mocking): the file is asked every time,
    /// never the cache, and its made-up answer is never stored where a real run would find it.
    var answeredByMockFile: @Sendable (HTTPRequest) -> Bool = { _ in false }

    func intercept(
        _ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        let url = request.url.absoluteString
        guard request.method == .get else {
            defer {
                let cleared = cache.clear()
                if cleared > 0 { logger.note("cache cleared (\(cleared) entries) after \(request.method.rawValue)") }
            }
            return try await next(request)
        }
        guard ttl > 0, !answeredByMockFile(request) else { return try await next(request) }
        if let entry = cache.lookup(url, ttl: ttl) {
            let age = Int(cache.now().timeIntervalSince(entry.storedAt))
            logger.note("cache hit (age \(age) s) \(logger.redactor.url(url))")
            var headers: HTTPHeaders = [:]
            if let type = entry.contentType { headers["Content-Type"] = type }
            return HTTPResponse(status: entry.status, headers: headers, body: entry.body)
        }
        let response = try await next(request)
        if response.isSuccess, response.redirectedURL == nil {
            do {
                try cache.store(response, for: url)
            } catch {
                onStoreFailure(
                    "the answer could not be saved in the response cache (\(ErrorPhrase.of(error))): the next run will fetch it again")
            }
        }
        return response
    }
}
