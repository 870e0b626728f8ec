import Foundation

/// A temporary HOME and XDG tree for the processes a test starts, under `TestScratch.root`, so no test
/// reads the user's real configuration or leaves orders, tokens or settings in their HOME. A run gets a
/// fresh one unless the test passes one that several runs share (log in, then use the session), which
/// the test then removes with `remove()`.
public struct ProcessHome: Sendable {
    public let root: URL

    /// The variables that point a process at the user's own directories or settings, and that a test's
    /// process must never inherit: the XDG ones, a shell's (`BASH_ENV` is read by every `bash -c`), curl's,
    /// the locale (one fixed below, so a colleague's `LANG=C` does not turn `…` into `...`), and the tools'
    /// own (a real token or base URL in the colleague's environment). What the test sets itself still wins.
    static let inheritedPrefixes = ["XDG_", "UPS_", "TRACEWISE_", "SCOREBASE_", "REPAIRMINDER_", "FIREBASE_", "LC_"]
    static let inheritedNames: Set<String> = [
        "HOME", "ZDOTDIR", "HISTFILE", "BASH_ENV", "ENV", "CURL_HOME", "PYTHONUSERBASE", "PYTHONSTARTUP",
        "LANG", "LANGUAGE",
    ]

    /// Makes `root` with every XDG directory in it; the runtime directory is 0700, as the spec wants.
    public init() throws {
        root = try TestScratch.directory("home")
        for directory in [".config", ".cache", ".local/state", ".local/share"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(directory), withIntermediateDirectories: true)
        }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("run"), withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        // curl(1), which tests use to talk to their fakes, looks for a .curlrc up to the password file's
        // home when HOME has none: an empty one here keeps a user's (a proxy, -k) out of the tests.
        try Data().write(to: root.appendingPathComponent(".curlrc"))
    }

    /// HOME and the XDG base directories, all inside `root`; a UTF-8 locale every machine has.
    public var variables: [String: String] {
        [
            "HOME": root.path,
            "XDG_CONFIG_HOME": root.appendingPathComponent(".config").path,
            "XDG_CACHE_HOME": root.appendingPathComponent(".cache").path,
            "XDG_STATE_HOME": root.appendingPathComponent(".local/state").path,
            "XDG_DATA_HOME": root.appendingPathComponent(".local/share").path,
            "XDG_RUNTIME_DIR": root.appendingPathComponent("run").path,
            "LANG": "C.UTF-8",
        ]
    }

    /// The test process's environment without what leads to the user's own files, then this home, then
    /// `given` (a test that sets `XDG_STATE_HOME` on purpose keeps it).
    public func environment(_ given: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment.filter { name, _ in
            !Self.inheritedNames.contains(name) && !Self.inheritedPrefixes.contains { name.hasPrefix($0) }
        }
        environment.merge(variables) { $1 }
        environment.merge(given) { $1 }
        return environment
    }

    public func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
