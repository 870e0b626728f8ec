import Shared

/// `--fail-on VERDICT,…`: the verdicts that make a batch fail besides errors, so a CI job or cron can
/// gate on a CSV's addresses without jq. `error` always fails a batch and may be named too.
struct VerdictGate: Equatable {
    /// The answers' verdicts that may be named, in the order the summary names them; `error` besides.
    static let gated: [ValidationResult.Status] = [.ambiguous, .noCandidates, .unverified]
    /// What `--fail-on` takes.
    static let verdicts = gated.map(\.rawValue) + ["error"]

    /// The named verdicts other than `error`.
    var failing: [ValidationResult.Status] = []

    static let option = OptionKey<String?>.value(
        // Suggested, not a choice: the value is a list the command reads itself; completion offers each verdict.
        "fail-on", valueName: "VERDICT,…", type: .suggested(verdicts),
        help: "Also fail the batch (exit 1) on rows with these verdicts: ambiguous, no_candidates, unverified (error always fails it).")

    init() {}

    /// Reads `--fail-on`; an unknown verdict is a usage error with the nearest one.
    init(_ command: ParsedCommand) throws {
        guard let text = command[Self.option] else { return }
        for word in text.split(separator: ",").map({ String($0).trimmedWhitespace.lowercased().replacingText("-", with: "_") }) {
            guard Self.verdicts.contains(word) else {
                var message = "--fail-on takes \(Self.verdicts.joined(separator: ", ")), not '\(word)'"
                if let near = EditDistance.suggestion(for: word, among: Self.verdicts) { message += "; did you mean '\(near)'?" }
                throw UsageError(message, commandPath: command.path)
            }
            if let verdict = ValidationResult.Status(rawValue: word), !failing.contains(verdict) { failing.append(verdict) }
        }
        guard !text.trimmedWhitespace.isEmpty else {
            throw UsageError("--fail-on needs at least one verdict", commandPath: command.path)
        }
    }

    /// Whether a record of `verdict` (nil: an error) fails the batch.
    func fails(_ verdict: ValidationResult.Status?) -> Bool { verdict.map(failing.contains) ?? true }

    /// `2 rows fail --fail-on ambiguous,no_candidates`, from the counts by verdict; nil when none do or
    /// nothing was named.
    func summary(_ count: (ValidationResult.Status?) -> Int) -> String? {
        guard !failing.isEmpty else { return nil }
        let failed = failing.reduce(0) { $0 + count($1) }
        guard failed > 0 else { return nil }
        return "\(Plural.count(failed, "row")) \(failed == 1 ? "fails" : "fail") --fail-on \(failing.map(\.rawValue).joined(separator: ","))"
    }
}
