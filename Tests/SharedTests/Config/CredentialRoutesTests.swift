import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// Which settings come from the working directory's own files, and the rule that keeps credentials from
/// going where those files say (docs/configuration.md, "Settings from the working directory").
struct CredentialRoutesTests {
    static let tool = SampleTool.definition

    func settings(flags: [String: String] = [:], variables: [String: String] = [:], files: [String: String]) -> Settings {
        let (io, _, _) = TerminalIO.test()
        let environment = CommandEnvironment(
            arguments: [], variables: variables, io: io, fileSystem: InMemoryFileSystem(files: files),
            currentDirectory: "/work", homeDirectory: "/home/u", now: { .init(timeIntervalSince1970: 0) },
            sleep: { _ in })
        return Settings(tool: Self.tool, environment: environment, flags: flags)
    }

    @Test("issue 50 finding 3: ./.env and ./Config.xcconfig with its includes are the working directory's; named files are not")
    func provenance() throws {
        let files = [
            "/work/.env": "SAMPLE_API_BASE_URL=https://dotenv.example.test\n",
            "/work/Config.xcconfig": "#include \"inc.xcconfig\"\n",
            "/work/inc.xcconfig": "SAMPLE_REGION = from-include\n",
        ]
        let defaults = settings(files: files)
        #expect(try defaults.resolve("SAMPLE_API_BASE_URL")?.workingDirectoryFile == "/work/.env")
        #expect(try defaults.resolve("SAMPLE_REGION")?.workingDirectoryFile == "/work/Config.xcconfig")
        let named = settings(flags: ["SAMPLE_ENV_FILE": ".env", "SAMPLE_CONFIG": "Config.xcconfig"], files: files)
        #expect(try named.resolve("SAMPLE_API_BASE_URL")?.workingDirectoryFile == nil)
        #expect(try named.resolve("SAMPLE_REGION")?.workingDirectoryFile == nil)
        let variables = settings(variables: ["SAMPLE_ENV_FILE": "/work/.env"], files: files)
        #expect(try variables.resolve("SAMPLE_API_BASE_URL")?.workingDirectoryFile == nil)
        let user = settings(files: ["/home/u/.config/sample/config.xcconfig": "SAMPLE_REGION = mine\n"])
        #expect(try user.resolve("SAMPLE_REGION")?.workingDirectoryFile == nil, "the user's own file is not the project's")
    }

    @Test("issue 50 finding 3: a base URL from ./.env goes only with credentials from ./.env")
    func theRule() throws {
        let files = ["/work/.env": "SAMPLE_API_BASE_URL=https://dotenv.example.test\nSAMPLE_TOKEN=Token-In-Dotenv\n"]
        let fromDotEnv = settings(files: files)
        let routes = try CredentialRoutes(fromDotEnv)
        #expect(routes.routes.map(\.name) == ["SAMPLE_API_BASE_URL"])
        let sameFile = try #require(try fromDotEnv.resolve("SAMPLE_TOKEN"))
        try routes.check([.setting(sameFile)])
        try routes.check([])
        #expect(throws: ConfigError.self) { try routes.check([.elsewhere("the saved session")]) }
        do {
            try routes.check([.setting(sameFile), .elsewhere("the saved session")])
            Issue.record("a saved session is a credential from elsewhere")
        } catch {
            #expect(error.message.contains("SAMPLE_API_BASE_URL comes from /work/.env:1, a file in the working directory"))
            #expect(error.hints.contains { $0.contains("--env-file /work/.env") })
            #expect(error.hints.contains { $0.contains("--base-url") })
        }
        let fromEnvironment = settings(variables: ["SAMPLE_TOKEN": "Token-In-Env"], files: files)
        let token = try #require(try fromEnvironment.resolve("SAMPLE_TOKEN"))
        #expect(throws: ConfigError.self) { try CredentialRoutes(fromEnvironment).check([.setting(token)]) }
        let trusted = settings(variables: ["SAMPLE_TOKEN": "Token-In-Env", "SAMPLE_API_BASE_URL": "https://env.example.test"], files: files)
        try CredentialRoutes(trusted).check([.elsewhere("the saved session")])
    }

    @Test("issue 50 finding 3: a token store bound to an origin reads back only that origin's tokens")
    func storeBoundToAnOrigin() throws {
        let files = InMemoryFileSystem()
        let token = AccessToken(value: "tok-a", expiresAt: nil)
        let a = FileTokenStore(directory: "/s", fileSystem: files, origin: "https://a.example.test:443")
        try a.save(token, key: "production")
        #expect(a.load(key: "production") == token)
        let b = FileTokenStore(directory: "/s", fileSystem: files, origin: "https://b.example.test:443")
        #expect(b.load(key: "production") == nil)
        #expect(b.held(key: "production")?.origin == "https://a.example.test:443")
        let unbound = FileTokenStore(directory: "/s", fileSystem: files)
        try unbound.save(token, key: "legacy")
        #expect(a.load(key: "legacy") == nil, "a file without an origin is absent to a bound store")
        #expect(a.held(key: "legacy")?.origin == nil)
    }
}
