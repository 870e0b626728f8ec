import ToolkitFloor
/// The fixtures `--mock` can answer from: the ones compiled into the tool, overlaid by `--mock-dir DIR`.
///
/// Built-in fixtures are keyed by file name without `.json` (`ups_token`, `ups_token.2`), as
/// `scripts/embed-fixtures` writes them. A name is looked up in the directory first: when `DIR/NAME.json`
/// exists, the whole sequence for that name (`NAME.json`, `NAME.2.json`, …) comes from the directory and
/// the built-in one is not consulted, so a recording is never mixed with canned answers. A sequence runs
/// over consecutive positions and stops at the first gap. A directory file's name may also hold `{name}`
/// placeholders (`get_api_orders_{id}.json`, see `FixtureNamePattern`); an exact name wins over them.
public struct FixtureSet: Sendable {
    /// Fixture text by key (`NAME`, `NAME.2`), as compiled into the tool.
    public let builtin: [String: String]
    /// `--mock-dir DIR`, whose files win over built-in ones of the same name.
    public let directory: String?
    /// How the directory is read.
    public let fileSystem: any FileSystem
    /// The directory's names with placeholders, most specific first (fewest placeholders, then by name).
    public let patterns: [FixtureNamePattern]

    /// Which `--mock-dir` file answers a request, and how it was found.
    public enum DirectoryMatch: Sendable, Equatable {
        /// Recorded for this very request (`NAME@DIGEST`): it answers it alone.
        case recorded(String)
        /// Named for the request's route, or by its method and path, or by a pattern of them.
        case named(String)

        public var name: String {
            switch self {
            case .recorded(let name), .named(let name): name
            }
        }
    }

    /// Where the answers for one name come from.
    public enum Source: Sendable, Equatable {
        case directory(String)
        case builtin
    }

    /// Throws (exit 66) when `directory` is given but is not a directory: a typo in `--mock-dir` should
    /// not quietly fall back to the built-in fixtures.
    public init(
        builtin: [String: String] = [:], directory: String? = nil, fileSystem: any FileSystem
    ) throws(ToolError) {
        if let directory, !fileSystem.isDirectory(at: directory) {
            let reason = fileSystem.fileExists(at: directory) ? "is not a directory" : "does not exist"
            throw ToolError(.noInput, "mock directory \(directory) \(reason)")
        }
        self.builtin = builtin
        self.directory = directory
        self.fileSystem = fileSystem
        // Read once: every request is compared with them, and a run does not expect new files to count.
        patterns = directory.map { directory in
            fileSystem.contentsOfDirectory(at: directory).compactMap { file -> FixtureNamePattern? in
                guard file.hasSuffix(".json"), let parsed = FixtureName.parse(file), parsed.position == 1 else { return nil }
                return FixtureNamePattern(parsed.name)
            }
            .sorted { ($0.placeholderCount, $0.name) < ($1.placeholderCount, $1.name) }
        } ?? []
    }

    /// The `--mock-dir` file that answers `request`, whose route is named `route`: one recorded for this
    /// very request (by the route's name or the derived one, with its digest), else one named for the
    /// route, else one named by method and path, else the most specific pattern that matches; nil when
    /// the directory names none (or there is no directory).
    public func directoryMatch(for request: HTTPRequest, route: String) -> DirectoryMatch? {
        guard directory != nil else { return nil }
        let key = RequestKey(request)
        let derived = FixtureName.derived(for: request)
        if !key.isPlain {
            for candidate in [route, derived] where directoryHolds(FixtureName.keyed(candidate, key)) {
                return .recorded(FixtureName.keyed(candidate, key))
            }
        }
        for candidate in [route, derived] where directoryHolds(candidate) { return .named(candidate) }
        return patterns.first { $0.matches(request) }.map { .named($0.name) }
    }

    /// The source that answers for `name`, or nil when neither has `NAME.json` (or built-in `NAME`).
    public func source(of name: String) -> Source? {
        if let directory, fileSystem.fileExists(at: path(name, position: 1, in: directory)) {
            return .directory(directory)
        }
        return builtin[name] != nil ? .builtin : nil
    }

    /// Whether the `--mock-dir` directory has `NAME.json`.
    public func directoryHolds(_ name: String) -> Bool {
        guard let directory else { return false }
        return fileSystem.fileExists(at: path(name, position: 1, in: directory))
    }

    /// How many answers `name` has: 0 when there is no fixture, 1 for a single one, N for a sequence.
    public func count(of name: String) -> Int {
        guard let source = source(of: name) else { return 0 }
        var count = 1
        while exists(name, position: count + 1, in: source) { count += 1 }
        return count
    }

    /// The fixture at `position` (1-based) of `name`'s sequence; nil when there is none. Throws when the
    /// fixture exists but cannot be read or is malformed, naming the file.
    public func fixture(named name: String, position: Int = 1) throws(ToolError) -> Fixture? {
        guard let source = source(of: name), exists(name, position: position, in: source) else { return nil }
        switch source {
        case .directory(let directory):
            let file = path(name, position: position, in: directory)
            let bytes: [UInt8]
            do {
                bytes = try fileSystem.readFile(at: file)
            } catch {
                throw ToolError(.noInput, "cannot read mock fixture \(file): \(error.reason)")
            }
            return try Fixture.parse(bytes: bytes, source: file)
        case .builtin:
            let key = FixtureName.key(name, position: position)
            guard let text = builtin[key] else { return nil }
            let source = "built-in \(FixtureName.fileName(name, position: position))"
            return try Fixture.parse(text, source: source)
        }
    }

    /// Every name with at least a first answer, sorted: for "did you mean" hints.
    public var names: [String] {
        var names = Set(builtin.keys.compactMap { key in
            FixtureName.parse(key).flatMap { $0.position == 1 ? $0.name : nil }
        })
        if let directory {
            for file in fileSystem.contentsOfDirectory(at: directory) where file.hasSuffix(".json") {
                if let parsed = FixtureName.parse(file), parsed.position == 1 { names.insert(parsed.name) }
            }
        }
        return names.sorted()
    }

    /// Where a name was looked for, for error messages: `in DIR and in the built-in fixtures`.
    public var searchDescription: String {
        guard let directory else { return "in the built-in fixtures" }
        return "in \(directory) and in the built-in fixtures"
    }

    private func exists(_ name: String, position: Int, in source: Source) -> Bool {
        switch source {
        case .directory(let directory):
            fileSystem.fileExists(at: path(name, position: position, in: directory))
        case .builtin: builtin[FixtureName.key(name, position: position)] != nil
        }
    }

    private func path(_ name: String, position: Int, in directory: String) -> String {
        FilePath.join(directory, FixtureName.fileName(name, position: position))
    }
}
