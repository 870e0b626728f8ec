/// The `error` object of one item of a stream that failed while the run goes on: a batch row, a line of
/// `events add --input`, a line of `-`. One shape, `{"code","message"}`, made here from the error and
/// nowhere else (docs/output.md, "Error records"), so that the same failure reads the same in every
/// stream. The item's own keys stand beside it (`line` and `id` of a batch row, `input` of a `-` line).
public struct ErrorRecord: Sendable, Equatable {
    /// What kind of failure, for scripts: the service's own code (`NOT_FOUND`, `264002`); `HTTP_503` for
    /// an answer a later run may not meet (5xx, 429, 408: the service's code is then in the message) or one
    /// without a code; else the kind of exit (`USAGE`, `DATA`, `UNAVAILABLE`, `TRY_LATER`, …).
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

    /// The code for a service's answer: its status when a later run may not meet it, else its own code.
    static func code(of answer: APIError) -> String {
        let status = answer.status
        let mayPass = (500...599).contains(status) || status == 429 || status == 408
        return mayPass ? "HTTP_\(status)" : answer.code ?? "HTTP_\(status)"
    }

    /// Whether a record's code says the item failed in a way a later run may not meet: a 5xx, 429 or 408
    /// answer, a failure below HTTP (`UNAVAILABLE`), a wait too long (`TRY_LATER`), an interruption.
    /// The codes upsctl wrote before this shape (`503`, `69`, `75`, `interrupted`) count too, so a file of
    /// an earlier version resumes as it did.
    public static func mayPass(code: String) -> Bool {
        if ["INTERRUPTED", "UNAVAILABLE", "TRY_LATER", "interrupted", "69", "75"].contains(code) { return true }
        let status = code.hasPrefix("HTTP_") ? code.dropFirst(5) : Substring(code)
        guard status.count == 3, let number = Int(status) else { return false }
        return (500...599).contains(number) || number == 429 || number == 408
    }
}
