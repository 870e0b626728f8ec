import CCurl
import ToolkitFloor

/// libcurl's result codes as the toolkit's errors, so exit codes and retries do not depend on which
/// transport ran: unreachable hosts are 69 and retried, timeouts 75, TLS problems 69 and not retried (a
/// certificate does not fix itself in a second). What libcurl says in its own terms ("Out of memory",
/// "Bad function argument") is said in words a person can act on, with libcurl's text after it.
enum CurlFailure {
    static func error(code: Int32, detail: String, host: String) -> any Error {
        if let refused = Refused(code: code, detail: detail, host: host) { return refused }
        return transportError(code: code, detail: detail, host: host)
    }

    static func transportError(code: Int32, detail: String, host: String) -> TransportError {
        let lower = detail.lowercased()
        switch Int(code) {
        case CCURLE_COULDNT_RESOLVE_HOST, CCURLE_COULDNT_RESOLVE_PROXY:
            return TransportError(.hostNotFound, host: host, detail: detail)
        case CCURLE_COULDNT_CONNECT:
            if lower.containsText("no route") || lower.containsText("unreachable") {
                return TransportError(.noRoute, host: host, detail: detail)
            }
            return TransportError(.connectionRefused, host: host, detail: detail)
        case CCURLE_OPERATION_TIMEDOUT:
            return TransportError(.timedOut, host: host, detail: detail)
        case CCURLE_SSL_CONNECT_ERROR, CCURLE_SSL_CERTPROBLEM, CCURLE_SSL_CIPHER, CCURLE_PEER_FAILED_VERIFICATION,
             CCURLE_SSL_CACERT_BADFILE, CCURLE_SSL_ISSUER_ERROR:
            return TransportError(.tls, host: host, detail: detail)
        case CCURLE_GOT_NOTHING, CCURLE_SEND_ERROR, CCURLE_RECV_ERROR, CCURLE_PARTIAL_FILE, CCURLE_HTTP2,
             CCURLE_HTTP2_STREAM, CCURLE_WEIRD_SERVER_REPLY:
            return TransportError(.connectionLost, host: host, detail: detail)
        case CCURLE_ABORTED_BY_CALLBACK:
            return TransportError(.cancelled, host: host, detail: detail)
        default:
            return TransportError(.other, host: host, detail: detail)
        }
    }

    /// A failure that comes again the same way however often the request is sent (libcurl refused the
    /// request, or cannot read what the server sent): exit 69, and no retry.
    struct Refused: CLIError, Equatable {
        var host: String
        var sentence: String
        var detail: String

        var exitCode: ExitCode { .unavailable }
        var message: String { "request to \(host) failed: \(sentence) (libcurl: \(detail))" }

        init?(code: Int32, detail: String, host: String) {
            switch Int(code) {
            case CCURLE_OUT_OF_MEMORY:
                sentence = "the request or the answer is over one of libcurl's size limits (a URL and headers "
                    + "over 1 MiB, an answer's header line over 100 KiB), or memory ran out"
            case CCURLE_BAD_FUNCTION_ARGUMENT:
                sentence = "libcurl refused a part of the request, most likely one too long (over 8 MB)"
            case CCURLE_URL_MALFORMAT:
                sentence = "the URL is not one libcurl can send; check --base-url and the path"
            case CCURLE_UNSUPPORTED_PROTOCOL:
                sentence = "libcurl cannot send to this URL's scheme; use http:// or https://"
            case CCURLE_BAD_CONTENT_ENCODING:
                sentence = "the answer's Content-Encoding could not be decoded"
            default:
                return nil
            }
            self.host = host
            self.detail = detail
        }
    }
}
