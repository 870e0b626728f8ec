import CCurl
import ToolkitFloor

/// libcurl's result codes as the toolkit's `TransportError` kinds, so exit codes and retries do not
/// depend on which transport ran: unreachable hosts are 69 and retried, timeouts 75, TLS problems 69 and
/// not retried (a certificate does not fix itself in a second).
enum CurlFailure {
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
}
