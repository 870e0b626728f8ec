/// Where an answer made up in-process came from, kept on the response (`HTTPResponse.mockSource`) so the
/// code above the transport can tell it from the service's own: a partial-mock run (`--mock-dir` without
/// `--mock`) mixes both, and an answer from a file must not be cached or remembered as the service's.
public enum MockSource: Sendable, Equatable {
    /// A `--mock-dir` file, by its path.
    case directoryFile(String)
    /// A fixture compiled into the tool, by its file name (`ups_token.json`).
    case builtinFixture(String)
    /// The tool's mock service (a route over its data set).
    case service

    /// Whether a `--mock-dir` file made the answer.
    public var isDirectoryFile: Bool {
        if case .directoryFile = self { return true }
        return false
    }
}
