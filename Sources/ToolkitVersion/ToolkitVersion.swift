/// The one version of the toolkit; every tool prints it for `--version` and sends it in `User-Agent`.
///
/// `BuildStamp` is generated before each build (Plugins/BuildStamp, scripts/stamp-build) from the
/// package's git HEAD, so a binary says which commit and date it was built from.
public enum ToolkitVersion {
    /// From the VERSION file, which `make dist`, `make deb` and CHANGELOG.md follow.
    public static let current = BuildStamp.version
    /// The abbreviated commit (`3f2c1a9b04de`, `…-dirty` with local changes, or `unknown`).
    public static let commit = BuildStamp.commit
    /// The commit's date, `YYYY-MM-DD` (the build's date when there is no commit).
    public static let date = BuildStamp.date

    /// `upsctl 0.1.0 (3f2c1a9b04de, 2026-11-24)`, as `--version` prints it.
    public static func line(tool: String, version: String = current) -> String { "\(tool) \(version) (\(commit), \(date))" }
}
