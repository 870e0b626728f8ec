import CCurl
import ToolkitFloor

/// libcurl, loaded with `dlopen` when the first request is made (never for `--help`, `parse-link` or
/// `config show`, which then start without mapping libcurl and its thirty libraries).
enum CurlLibrary {
    /// Loads libcurl once; a missing library is exit 69 with the package to install.
    /// A `ToolError`, not a `TransportError`: retrying cannot install a library.
    static func load() throws(ToolError) {
        var error = [CChar](repeating: 0, count: 512)
        guard ccurl_load(&error, error.count) != 0 else { return }
        let reason = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        throw ToolError(
            .unavailable, "network requests need libcurl, which could not be loaded (\(reason))",
            hints: ["Install it: apt-get install libcurl4 (Debian, Ubuntu), dnf install libcurl (Fedora), apk add libcurl (Alpine)."])
    }

    /// `libcurl/7.88.1 OpenSSL/3.0.19 …`, for `--debug`; empty before the first request.
    static var version: String { String(cString: ccurl_version()) }
}
