/// `--mock-dir DIR` without `--mock`: some endpoints mocked, the rest real. A request that one of the
/// directory's files names (by route, by method and path, by a `{name}` pattern, or recorded for that
/// very request) is answered from the file; every other request goes to the real transport, with the
/// credentials and checks of any real run. The tool's built-in fixtures and mock service take no part:
/// only the user's files stand in for the service.
///
/// An answer from a file carries `MockSource.directoryFile` (`HTTPResponse.mockSource`), so what sits
/// above can keep it out of anything that outlives the run (scorebase's response cache).
public struct PartialMockTransport: HTTPTransport {
    /// Answers the requests the directory names.
    public let files: FixtureTransport
    /// Sends everything else.
    public let network: any HTTPTransport

    /// - Parameter files: a `FixtureTransport` over the directory alone (no built-in fixtures, no service).
    public init(files: FixtureTransport, network: any HTTPTransport) {
        self.files = files
        self.network = network
    }

    /// Whether `request` is answered from a file rather than sent.
    public func answersFromFile(_ request: HTTPRequest) -> Bool {
        files.directoryAnswers(request)
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard answersFromFile(request) else { return try await network.send(request) }
        return try await files.send(request)
    }

    /// The directory's fixture names, for the note that says which requests it answers:
    /// `get_api_orders_{id}`, `get_health`, … (a sequence, and the files recorded for one route's
    /// requests, `NAME@DIGEST.json`, counted once).
    public var fileNames: [String] {
        guard let directory = files.fixtures.directory else { return [] }
        let names = files.fixtures.fileSystem.contentsOfDirectory(at: directory).compactMap { file -> String? in
            guard file.hasSuffix(".json") else { return nil }
            let name = String(file.dropLast(5).prefix { $0 != "@" && $0 != "." })
            return FixtureName.isValid(name) || FixtureNamePattern(name) != nil ? name : nil
        }
        return Set(names).sorted()
    }
}
