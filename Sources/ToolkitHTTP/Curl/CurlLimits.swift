import ToolkitFloor

/// The bounds the libcurl transport keeps whatever libcurl does: every number handed to libcurl fits its
/// `long`, an answer's headers are capped, and every transfer ends by its deadline.
///
/// libcurl keeps `CURLOPT_TIMEOUT_MS` itself, but not always: libcurl 7.88 never times out a transfer
/// that waits for a connection (a transfer with `CURLOPT_PIPEWAIT` behind a connection a failed request
/// left half-made), and such a retry of a request too large to send waited in `curl_multi_poll` for good.
/// So the engine ends any transfer still running `overdue(after:)` its deadline, as a timeout, itself.
enum CurlLimits {
    /// The longest deadline libcurl is given, in seconds: a day (`--timeout`'s own range); longer ones
    /// are this. It keeps the milliseconds well inside libcurl's `long`.
    static let maxSeconds = 86_400.0
    /// The most an answer's header lines may come to; a server that sends more (or never stops sending
    /// them) is cut off there. libcurl has a limit of its own for one line (100 KiB), none for all of them.
    static let maxAnswerHeaderBytes = 256 << 10

    /// A deadline in seconds made safe for arithmetic: NaN and anything below a millisecond are a
    /// millisecond, anything above `maxSeconds` is `maxSeconds`.
    static func seconds(_ value: Double) -> Double {
        guard !value.isNaN else { return 0.001 }
        return min(max(value, 0.001), maxSeconds)
    }

    /// `seconds` as libcurl's whole milliseconds, rounded up (1 at least).
    static func milliseconds(_ seconds: Double) -> CLong {
        CLong(max(1, (Self.seconds(seconds) * 1000).rounded(.up)))
    }

    /// How long after the start the engine ends a transfer libcurl has not: its deadline and a little
    /// slack, so that libcurl's own timeout (timed on another clock) normally comes first.
    static func overdue(after seconds: Double) -> Duration {
        .milliseconds(Int64(milliseconds(seconds)) * 102 / 100 + 500)
    }
}

/// An answer whose header lines come to more than `CurlLimits.maxAnswerHeaderBytes`: the transfer was
/// stopped there. Exit 69, like any answer the tool cannot use; not retried (the server sent it on purpose
/// or is broken, and a second attempt would wait as long for the same).
struct AnswerHeadersTooLarge: CLIError, Equatable {
    var host: String
    var limit: Int

    var exitCode: ExitCode { .unavailable }

    var message: String {
        "the answer from \(host) has more than \(limit >> 10) KiB of headers; the transfer was stopped"
    }
}
