/// A wait on a `ChildProcess` that did not end as it should: what it waited for, why it stopped, and
/// the output so far, so a failure says more than "timed out".
public struct ChildProcessWaitFailed: Error, CustomStringConvertible {
    let process: String
    let awaited: String
    let snapshot: ChildProcessState.Snapshot
    let why: String

    public var description: String {
        let status = snapshot.status.map { "exit status \($0)" } ?? "still running; its process group was killed"
        return """
            `\(process)`: waited for \(awaited), but \(why) (\(status)).
            stdout so far (\(snapshot.stdout.count) bytes): \(Self.tail(snapshot.text(.stdout)))
            stderr so far (\(snapshot.stderr.count) bytes): \(Self.tail(snapshot.text(.stderr)))
            """
    }

    /// The last 2,000 characters: enough to see where it stopped without flooding the log.
    static func tail(_ text: String) -> String {
        text.count <= 2_000 ? text : "…" + String(text.suffix(2_000))
    }
}
