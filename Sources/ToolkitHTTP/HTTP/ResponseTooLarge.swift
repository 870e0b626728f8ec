import ToolkitFloor
/// An answer larger than the response size cap (`P_MAX_RESPONSE_MIB`, default 64 MiB, docs/http.md): the
/// transfer is stopped there rather than held in memory. Exit 69.
public struct ResponseTooLarge: CLIError, Equatable {
    public var host: String
    public var limit: Int
    /// The setting that raises the limit (`UPS_MAX_RESPONSE_MIB`), for the hint.
    public var setting: String?

    public init(host: String, limit: Int, setting: String? = nil) {
        self.host = host
        self.limit = limit
        self.setting = setting
    }

    public var exitCode: ExitCode { .unavailable }

    public var message: String {
        "the answer from \(host) is larger than the \(ByteCount.describe(limit)) limit; the transfer was stopped"
    }

    public var hints: [String] {
        setting.map { ["If an answer this large is expected, raise the limit with \($0)."] } ?? []
    }
}
