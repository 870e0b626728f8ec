/// The `error` object of one item of a stream that failed while the run goes on: a batch row, a line of
/// `events add --input`, a line of `-`. One shape, `{"code","message"}`, made here from the error and
/// nowhere else (docs/output.md, "Error records"), so that the same failure reads the same in every
/// stream. The item's own keys stand beside it (`line` and `id` of a batch row, `input` of a `-` line).
public struct ErrorRecord: Sendable, Equatable {
    /// What kind of failure, for scripts: the service's own code (`NOT_FOUND`, `264002`); `HTTP_503` for
    /// an answer a later run may pass (`FailureKind`: 408, 429, 500, 502, 503, 504; the service's code is
    /// then in the message) or one without a code; else the kind of exit (`USAGE`, `DATA`, `UNAVAILABLE`, `TRY_LATER`, …).
    public var code: String
    /// The error as stderr would say it, without the `TOOL: error:` prefix, redacted.
    public var message: String
    /// The exit code the error would have ended the run with.
    public var exitCode: ExitCode

    public init(code: String, message: String, exitCode: ExitCode) {
        self.code = code
        self.message = message
        self.exitCode = exitCode
    }

    /// `{"code","message"}`.
    public var json: JSONValue {
        .object(["code": .string(code), "message": .string(message)])
    }

    /// The code for an error that ended with `exitCode` and is not a service's answer.
    static func kind(of exitCode: ExitCode) -> String {
        let kinds: [ExitCode: String] = [
            .usage: "USAGE", .dataError: "DATA", .noInput: "NO_INPUT", .temporaryFailure: "TRY_LATER",
            .unavailable: "UNAVAILABLE", .notPermitted: "NOT_PERMITTED", .configuration: "CONFIGURATION",
            .interrupted: "INTERRUPTED", .outputFailed: "OUTPUT_FAILED",
        ]
        return kinds[exitCode] ?? "FAILED"
    }

    /// The code for a service's answer: its status when a later run may pass (`FailureKind`: the
    /// service's own code is then in the message), else its own code, else its status. A success status
    /// whose body says the request failed (a wrapper's `"success": false`) names nothing by its status:
    /// without a code of the service's, it is `FAILED`, as the exit code 1 it ends with.
    static func code(of answer: APIError) -> String {
        if FailureKind.of(status: answer.status).isTemporary { return "HTTP_\(answer.status)" }
        if let code = answer.code { return code }
        return (200..<300).contains(answer.status) ? kind(of: .failure) : "HTTP_\(answer.status)"
    }

    /// Whether a record's code says the item failed in a way a later run may pass, the record read back
    /// as `FailureKind` made it: an answer's status (`HTTP_503`), a failure below HTTP (`UNAVAILABLE`),
    /// a wait too long (`TRY_LATER`), or an item never finished (`INTERRUPTED`). The codes upsctl wrote
    /// before this shape count too, so a file of an earlier version resumes as it did.
    public static func mayPass(code: String) -> Bool {
        let code = earlierCodes[code] ?? (code.count == 3 && Int(code) != nil ? "HTTP_\(code)" : code)
        if ["INTERRUPTED", "UNAVAILABLE", "TRY_LATER"].contains(code) { return true }
        guard code.hasPrefix("HTTP_"), let status = Int(code.dropFirst(5)) else { return false }
        return FailureKind.of(status: status).isTemporary
    }

    /// An earlier version's code → this shape's; a bare status (`503`) was an answer's.
    private static let earlierCodes = ["interrupted": "INTERRUPTED", "69": "UNAVAILABLE", "75": "TRY_LATER"]
}
