import CCurl
import FoundationEssentials
import Synchronization
import ToolkitFloor

/// One request on a libcurl easy handle: the options set from the request, the status line, headers and
/// body collected by libcurl's callbacks, and the caller's continuation, resumed exactly once.
///
/// `@unchecked Sendable` is sound: the caller's thread sets everything up before `CurlEngine.submit`
/// hands the transfer over through a Mutex; from then on only the engine's thread reads or writes it
/// (libcurl calls the callbacks on the thread that drives the multi handle). `cancelRequested` is the one
/// field both sides touch, and it is atomic.
final class CurlTransfer: @unchecked Sendable {
    let easy: UnsafeMutableRawPointer
    let host: String
    let cancelRequested = Atomic<Bool>(false)
    var continuation: CheckedContinuation<HTTPResponse, any Error>?

    private let maxResponseBytes: Int
    /// `--timeout`, and when the transfer was made: a timeout this long after is the deadline's.
    private let deadline: Double
    private let started = ContinuousClock.now
    /// When the engine ends the transfer itself if libcurl has not (`CurlEngine.expireOverdue`). Set
    /// before `submit`, and read by the engine's thread only after it.
    var overdueAt: ContinuousClock.Instant
    private let maxResponseSetting: String?
    private let isHead: Bool
    private var headerList: UnsafeMutableRawPointer?
    private let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CCURL_ERROR_SIZE))
    private var headers = HTTPHeaders()
    private var body: [UInt8] = []
    private var tooLarge = false
    /// Bytes of header lines received, against `CurlLimits.maxAnswerHeaderBytes`.
    private var headerBytes = 0
    private var headersTooLarge = false
    /// The transfer ended because the server's certificate could not be verified (read after it ended).
    private(set) var failedVerification = false

    /// - Parameter sessions: the engine's share handle for TLS sessions, if any.
    init(
        _ request: HTTPRequest, options: TransportOptions, trust: CertificateTrust, sessions: UnsafeMutableRawPointer?
    ) throws(ToolError) {
        guard let easy = ccurl_easy_init() else { throw ToolError(.unavailable, "libcurl could not create a transfer") }
        self.easy = easy
        host = request.url.host() ?? "?"
        maxResponseBytes = max(1, options.maxResponseBytes)
        deadline = CurlLimits.seconds(options.timeout)
        overdueAt = started + CurlLimits.overdue(after: deadline)
        maxResponseSetting = options.maxResponseSetting
        isHead = request.method == .head
        errorBuffer.initialize(to: 0)
        configure(request, options)
        setCertificateLocations(trust)
        if let sessions { _ = ccurl_easy_setopt_pointer(easy, Int32(CCURLOPT_SHARE), sessions) }
    }

    deinit {
        ccurl_easy_cleanup(easy)
        if let headerList { ccurl_slist_free_all(headerList) }
        errorBuffer.deallocate()
    }

    // MARK: Set-up (caller's thread, before submit)

    private func configure(_ request: HTTPRequest, _ options: TransportOptions) {
        set(CCURLOPT_URL, request.url.absoluteString)
        set(CCURLOPT_PATH_AS_IS, 1)  // the URL as built and as --dry-run shows it: no dot segment resolved away
        set(CCURLOPT_NOSIGNAL, 1)  // several threads: no SIGALRM for DNS timeouts
        set(CCURLOPT_FOLLOWLOCATION, 0)  // a 3xx is the answer; RedirectMiddleware decides what follows
        set(CCURLOPT_HTTP_VERSION, CLong(CCURL_HTTP_VERSION_2TLS))
        // Over TLS, wait for an HTTP/2 connection being set up rather than open another. Not over plain
        // http, which never becomes HTTP/2 here: there libcurl 7.88 made a transfer wait, with no timeout,
        // for a connection a failed request had left unusable (`CurlLimits`).
        if request.url.scheme?.lowercased() == "https" { set(CCURLOPT_PIPEWAIT, 1) }
        set(CCURLOPT_ACCEPT_ENCODING, "")  // every encoding libcurl can decode
        // The attempt's deadline (`--timeout`), from connecting to the last byte: no DeadlineMiddleware then.
        let milliseconds = CurlLimits.milliseconds(deadline)
        set(CCURLOPT_TIMEOUT_MS, milliseconds)
        set(CCURLOPT_CONNECTTIMEOUT_MS, min(milliseconds, CurlLimits.milliseconds(CurlLimits.seconds(options.connectTimeout))))
        _ = ccurl_easy_setopt_pointer(easy, Int32(CCURLOPT_ERRORBUFFER), errorBuffer)
        let context = Unmanaged.passUnretained(self).toOpaque()
        _ = ccurl_easy_setopt_write_function(easy, Int32(CCURLOPT_WRITEFUNCTION), Self.onBody)
        _ = ccurl_easy_setopt_pointer(easy, Int32(CCURLOPT_WRITEDATA), context)
        _ = ccurl_easy_setopt_write_function(easy, Int32(CCURLOPT_HEADERFUNCTION), Self.onHeader)
        _ = ccurl_easy_setopt_pointer(easy, Int32(CCURLOPT_HEADERDATA), context)
        setMethodAndBody(request)
        var lines = request.headers.map { $0.value.isEmpty ? "\($0.name);" : "\($0.name): \($0.value)" }
        // libcurl adds `Expect: 100-continue` to larger bodies (a round trip of waiting), and a form
        // Content-Type to any body that has none; an empty value removes a header libcurl would add.
        lines.append("Expect:")
        if request.body != nil, request.headers["Content-Type"] == nil { lines.append("Content-Type:") }
        for line in lines { headerList = ccurl_slist_append(headerList, line) }
        _ = ccurl_easy_setopt_pointer(easy, Int32(CCURLOPT_HTTPHEADER), headerList)
    }

    /// Both locations are set, a nil one cleared: libcurl's built-in ones never apply unless `trust`
    /// names them.
    private func setCertificateLocations(_ trust: CertificateTrust) {
        _ = ccurl_easy_setopt_pointer(easy, Int32(CCURLOPT_CAINFO), nil)
        _ = ccurl_easy_setopt_pointer(easy, Int32(CCURLOPT_CAPATH), nil)
        if let bundle = trust.bundle { set(CCURLOPT_CAINFO, bundle) }
        if let directory = trust.directory { set(CCURLOPT_CAPATH, directory) }
    }

    private func setMethodAndBody(_ request: HTTPRequest) {
        switch request.method {
        case .get where request.body == nil: set(CCURLOPT_HTTPGET, 1)
        case .head: set(CCURLOPT_NOBODY, 1)
        case .post: set(CCURLOPT_POST, 1)
        default: set(CCURLOPT_CUSTOMREQUEST, request.method.rawValue)
        }
        guard request.method != .head, request.body != nil || request.method == .post else { return }
        let body = request.body ?? []
        // COPYPOSTFIELDS: libcurl keeps its own copy, so nothing here has to outlive the call.
        _ = ccurl_easy_setopt_offset(easy, Int32(CCURLOPT_POSTFIELDSIZE_LARGE), Int64(body.count))
        body.withUnsafeBytes { _ = ccurl_easy_setopt_pointer(easy, Int32(CCURLOPT_COPYPOSTFIELDS), $0.baseAddress ?? UnsafeRawPointer(bitPattern: 1)) }
    }

    private func set(_ option: Int, _ value: CLong) { _ = ccurl_easy_setopt_long(easy, Int32(option), value) }
    private func set(_ option: Int, _ value: String) { _ = ccurl_easy_setopt_pointer(easy, Int32(option), value) }

    // MARK: Callbacks (engine's thread)

    private static let onBody: @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int = {
        data, size, count, context in
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue()
        return transfer.receive(body: UnsafeRawBufferPointer(start: data, count: size * count))
    }

    private static let onHeader: @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int = {
        data, size, count, context in
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue()
        return transfer.receive(headerLine: UnsafeRawBufferPointer(start: data, count: size * count))
    }

    /// Appends a piece of the body; returning less than its size makes libcurl stop the transfer, which
    /// is how an answer over the size cap is stopped without holding more of it.
    private func receive(body piece: UnsafeRawBufferPointer) -> Int {
        guard body.count + piece.count <= maxResponseBytes else {
            tooLarge = true
            body = []
            return 0
        }
        body.append(contentsOf: piece)
        return piece.count
    }

    /// One header line as received. A status line starts a new block (after `100 Continue`, or a proxy's
    /// `CONNECT` answer): only the last block's headers are the response's. Read as bytes: making and
    /// trimming a String of every line was 3 % of a batch's CPU.
    private func receive(headerLine raw: UnsafeRawBufferPointer) -> Int {
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A }
        // A server that sends header lines without end is stopped at the cap, not held in memory.
        headerBytes += raw.count
        guard headerBytes <= CurlLimits.maxAnswerHeaderBytes else {
            headersTooLarge = true
            return 0
        }
        var start = raw.startIndex, end = raw.endIndex
        while start < end, isBlank(raw[start]) { start += 1 }
        while end > start, isBlank(raw[end - 1]) { end -= 1 }
        let line = UnsafeRawBufferPointer(rebasing: raw[start..<end])
        if line.starts(with: "HTTP/".utf8) {
            headers = HTTPHeaders()
        } else if let colon = line.firstIndex(of: UInt8(ascii: ":")) {
            var nameEnd = colon, valueStart = colon + 1
            while nameEnd > 0, isBlank(line[nameEnd - 1]) { nameEnd -= 1 }
            while valueStart < line.count, isBlank(line[valueStart]) { valueStart += 1 }
            let name = String(decoding: UnsafeRawBufferPointer(rebasing: line[..<nameEnd]), as: UTF8.self)
            let value = String(decoding: UnsafeRawBufferPointer(rebasing: line[valueStart...]), as: UTF8.self)
            headers.add(name, value)
            if !isHead, HTTPHeaders.sameName(name, "Content-Length"), let length = Int(value), length >= 0 {
                guard length <= maxResponseBytes else {
                    tooLarge = true
                    return 0
                }
                body.reserveCapacity(length)
            }
        }
        return raw.count
    }

    // MARK: The end (engine's thread)

    func finishCancelled() {
        resume(.failure(TransportError(.cancelled, host: host)))
    }

    /// libcurl did not end the transfer by its deadline: it ends here, as a timeout like any other.
    func finishOverdue() {
        resume(.failure(timedOut))
    }

    private var timedOut: TransportError {
        TransportError(.timedOut, host: host, detail: "no complete answer within \(DeadlineMiddleware.format(deadline)) s")
    }

    func finish(code: Int32) {
        if headersTooLarge {
            resume(.failure(AnswerHeadersTooLarge(host: host, limit: CurlLimits.maxAnswerHeaderBytes)))
            return
        }
        if tooLarge {
            resume(.failure(ResponseTooLarge(host: host, limit: maxResponseBytes, setting: maxResponseSetting)))
            return
        }
        guard code == Int32(CCURLE_OK) else {
            failedVerification = code == Int32(CCURLE_PEER_FAILED_VERIFICATION)
            // The whole deadline, said as DeadlineMiddleware says it; a shorter connect timeout keeps
            // libcurl's own sentence ("Connection timed out after 10001 milliseconds"). 1 % of slack:
            // libcurl times with CLOCK_MONOTONIC_RAW, Swift's clock is the NTP-slewed CLOCK_MONOTONIC, and
            // libcurl's 1,000 ms were 999.x ms here once.
            if code == Int32(CCURLE_OPERATION_TIMEDOUT), ContinuousClock.now - started >= .seconds(deadline * 0.99) {
                resume(.failure(timedOut))
                return
            }
            resume(.failure(CurlFailure.error(code: code, detail: errorText(code), host: host)))
            return
        }
        var status: CLong = 0
        _ = ccurl_easy_getinfo_long(easy, Int32(CCURLINFO_RESPONSE_CODE), &status)
        let response = HTTPResponse(status: Int(status), headers: headers, body: body)
        body = []
        resume(.success(response))
    }

    private func errorText(_ code: Int32) -> String {
        let buffer = String(cString: errorBuffer).trimmedWhitespace
        return buffer.isEmpty ? String(cString: ccurl_easy_strerror(code)) : buffer
    }

    private func resume(_ result: Result<HTTPResponse, any Error>) {
        continuation?.resume(with: result)
        continuation = nil
    }
}
