import ToolkitFloor

/// A request whose URL and headers are too large to send, refused before a byte of it goes out: exit 64,
/// naming the part that is too long. It is the request's own fault, not the service's, so it is never
/// retried, and a reader of identifiers (`orders get -`) writes it as that line's error and goes on.
///
/// libcurl builds a request's head (request line and headers) in a buffer of at most 1 MiB; a longer one
/// failed with "Out of memory", and left libcurl 7.88's connection in a state where the retry waited for
/// it forever. The limit here is a quarter of that, well above what any service accepts (most stop at
/// 8 to 64 KiB of headers), so a request is refused here, in words, before libcurl sees it.
public struct RequestTooLarge: CLIError, Equatable {
    /// The most a request's URL and headers may come to together.
    public static let limit = 256 << 10

    /// What is too long, as the message names it: `its URL`, `its X-Note header`, `its headers`.
    public var part: String
    public var size: Int
    public var limit: Int

    public init(part: String, size: Int, limit: Int = RequestTooLarge.limit) {
        self.part = part
        self.size = size
        self.limit = limit
    }

    public var exitCode: ExitCode { .usage }

    public var message: String {
        "the request is too large to send: \(Self.describe(size)) in \(part), and a request may have "
            + "\(Self.describe(limit)) at most in its URL and headers"
    }

    /// Throws when `request`'s head (request line and headers, as HTTP/1.1 writes them) is over `limit`,
    /// naming the URL when it alone is, else the largest header when it alone is, else the headers.
    public static func check(_ request: HTTPRequest, limit: Int = RequestTooLarge.limit) throws(RequestTooLarge) {
        let url = request.url.absoluteString.utf8.count
        // `GET ` … ` HTTP/1.1\r\n`, then `Name: value\r\n` for each header, then the blank line.
        var total = request.method.rawValue.utf8.count + url + 13
        var largest = (name: "", size: 0)
        for header in request.headers {
            let size = header.name.utf8.count + header.value.utf8.count + 4
            total += size
            if size > largest.size { largest = (header.name, size) }
        }
        guard total > limit else { return }
        if url > limit { throw RequestTooLarge(part: "its URL", size: url, limit: limit) }
        if largest.size > limit { throw RequestTooLarge(part: "its \(largest.name) header", size: largest.size, limit: limit) }
        throw RequestTooLarge(part: "its URL and headers", size: total, limit: limit)
    }

    /// `300 KiB`, `1.5 MiB`, `812 bytes`: sizes that are rarely whole mebibytes.
    static func describe(_ bytes: Int) -> String {
        if bytes < 1 << 10 { return "\(bytes) bytes" }
        if bytes < 1 << 20 { return "\(bytes >> 10) KiB" }
        let tenths = (bytes * 10) >> 20
        return tenths % 10 == 0 ? "\(tenths / 10) MiB" : "\(tenths / 10).\(tenths % 10) MiB"
    }
}
