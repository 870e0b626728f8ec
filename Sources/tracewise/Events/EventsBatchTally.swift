import Shared

/// Counts of an `events add --input` run, for the summary on stderr and the exit status.
struct EventsBatchTally {
    private(set) var posted = 0
    private(set) var malformed = 0
    private(set) var rejected = 0
    /// Requests a dry run printed instead of sending.
    private(set) var shown = 0

    mutating func count(_ outcome: EventsBatchLine) {
        switch outcome {
        case .posted: posted += 1
        case .malformed: malformed += 1
        case .rejected: rejected += 1
        case .stopped: break
        case .shown: shown += 1
        }
    }

    var summary: String {
        if shown > 0 {
            return "--dry-run: \(shown) event\(shown == 1 ? "" : "s") shown, not sent; \(malformed) malformed line\(malformed == 1 ? "" : "s")"
        }
        return "\(posted) event\(posted == 1 ? "" : "s") recorded, \(rejected) rejected by the service, \(malformed) malformed line\(malformed == 1 ? "" : "s")"
    }

    /// 65 when any line was malformed input, else 1 when the service rejected any, else 0.
    var exitCode: ExitCode {
        if malformed > 0 { return .dataError }
        if rejected > 0 { return .failure }
        return .success
    }
}
