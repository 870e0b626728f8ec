import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// Precedence across every layer, sources as `config show` prints them, and the XDG rules.
struct SettingsTests {
    static let tool = SampleTool.definition

    func settings(
        flags: [String: String] = [:], variables: [String: String] = [:], files: [String: String] = [:]
    ) -> Settings {
        let (io, _, _) = TerminalIO.test()
        let environment = CommandEnvironment(
            arguments: [], variables: variables, io: io, fileSystem: InMemoryFileSystem(files: files),
            currentDirectory: "/work", homeDirectory: "/home/u", now: { .init(timeIntervalSince1970: 0) },
            sleep: { _ in })
        return Settings(tool: Self.tool, environment: environment, flags: flags)
    }

    @Test func defaultWhenNothingElseSaysOtherwise() throws {
        let resolved = try settings().resolve("SAMPLE_REGION")
        #expect(resolved?.value == "eu")
        #expect(resolved?.source == .builtInDefault)
    }

    @Test func presetOfTheSelectedEnvironment() throws {
        #expect(try settings().resolve("SAMPLE_API_BASE_URL")?.value == "https://api.example.com")
        let test = try settings(variables: ["SAMPLE_ENV": "test"]).resolve("SAMPLE_API_BASE_URL")
        #expect(test?.value == "https://test.example.com")
        #expect(test?.source == .preset("test"))
    }

    @Test func everyLayerBeatsTheOnesBelowIt() throws {
        let files = [
            "/work/.env": "SAMPLE_REGION=from-dotenv\n",
            "/work/Config.xcconfig": "SAMPLE_REGION = from-xcconfig\n",
        ]
        #expect(try settings(files: ["/work/Config.xcconfig": files["/work/Config.xcconfig"]!]).resolve("SAMPLE_REGION")?.value == "from-xcconfig")
        #expect(try settings(files: files).resolve("SAMPLE_REGION")?.value == "from-dotenv")
        #expect(try settings(variables: ["SAMPLE_REGION": "from-env"], files: files).resolve("SAMPLE_REGION")?.value == "from-env")
        let flag = try settings(flags: ["SAMPLE_REGION": "from-flag"], variables: ["SAMPLE_REGION": "from-env"], files: files)
            .resolve("SAMPLE_REGION")
        #expect(flag?.value == "from-flag")
        #expect(flag?.source == .flag)
    }

    @Test func sourcesNameFileAndLine() throws {
        let files = ["/work/.env": "# comment\nSAMPLE_REGION=north\n", "/work/Config.xcconfig": "\n\nSAMPLE_TOKEN = t0k\n"]
        let s = settings(files: files)
        #expect(try s.resolve("SAMPLE_REGION")?.source.description == ".env:/work/.env:2")
        #expect(try s.resolve("SAMPLE_TOKEN")?.source.description == "xcconfig:/work/Config.xcconfig:3")
        #expect(try s.resolve("SAMPLE_TOKEN")?.displayValue == "<redacted>")
    }

    @Test func emptyValuesCountAsUnsetInEveryLayer() throws {
        let files = ["/work/.env": "SAMPLE_REGION=\n", "/work/Config.xcconfig": "SAMPLE_REGION = west\n"]
        let s = settings(flags: ["SAMPLE_REGION": ""], variables: ["SAMPLE_REGION": ""], files: files)
        #expect(try s.resolve("SAMPLE_REGION")?.value == "west")
    }

    @Test func userConfigIsTheFallbackXCConfig() throws {
        let files = ["/home/u/.config/sample/config.xcconfig": "SAMPLE_REGION = home\n"]
        #expect(try settings(files: files).resolve("SAMPLE_REGION")?.value == "home")
        let both = files.merging(["/work/Config.xcconfig": "SAMPLE_REGION = work\n"]) { a, _ in a }
        #expect(try settings(files: both).resolve("SAMPLE_REGION")?.value == "work")
    }

    @Test func explicitFilesWinAndMustExist() throws {
        let files = ["/work/.env": "SAMPLE_REGION=default-file\n", "/work/other.env": "SAMPLE_REGION=other\n"]
        #expect(try settings(flags: ["SAMPLE_ENV_FILE": "other.env"], files: files).resolve("SAMPLE_REGION")?.value == "other")
        #expect(try settings(variables: ["SAMPLE_ENV_FILE": "/work/other.env"], files: files).resolve("SAMPLE_REGION")?.value == "other")
        #expect(throws: ConfigError.self) { try settings(flags: ["SAMPLE_ENV_FILE": "missing.env"]).resolve("SAMPLE_REGION") }
        #expect(throws: ConfigError.self) { try settings(flags: ["SAMPLE_CONFIG": "missing.xcconfig"]).resolve("SAMPLE_REGION") }
    }

    @Test func bootstrapSettingsComeOnlyFromFlagsAndEnvironment() throws {
        let files = ["/work/.env": "SAMPLE_ENV_FILE=/elsewhere.env\n"]
        #expect(try settings(files: files).resolve("SAMPLE_ENV_FILE") == nil)
    }

    @Test func filesAreNotReadWhenAHigherLayerAnswers() throws {
        // A broken xcconfig must not matter to a setting given in the environment.
        let s = settings(variables: ["SAMPLE_REGION": "env"], files: ["/work/Config.xcconfig": "not valid at all\n"])
        #expect(try s.resolve("SAMPLE_REGION")?.value == "env")
    }

    @Test func invalidValuesAreConfigurationErrorsNamingTheSource() {
        let error = #expect(throws: ConfigError.self) { try settings(variables: ["SAMPLE_LIMIT": "lots"]).string("SAMPLE_LIMIT") }
        #expect(error?.message == "invalid value 'lots' for SAMPLE_LIMIT (from env): expected a whole number")
        #expect(error?.exitCode == .configuration)
    }

    @Test func missingRequiredSettingSaysHowToSetIt() {
        let error = #expect(throws: ConfigError.self) { try settings().require("SAMPLE_TOKEN") }
        #expect(error?.message == "SAMPLE_TOKEN is not set")
        #expect(error?.hints.first?.contains("export SAMPLE_TOKEN=") == true)
    }

    @Test func showAllAddsUnknownKeysAndRedactsSecretLookingOnes() throws {
        let files = ["/work/.env": "OTHER_PASSWORD=p\nPLAIN=x\n"]
        let rows = try settings(files: files).all(includeUnknown: true)
        #expect(rows.contains { $0.name == "PLAIN" && $0.resolved?.value == "x" })
        #expect(rows.first { $0.name == "OTHER_PASSWORD" }?.shownValue == "<redacted>")
    }

    @Test(arguments: [
        (["XDG_CACHE_HOME": "/c"], "/c/sample"),
        (["XDG_CACHE_HOME": "relative/c"], "/home/u/.cache/sample"),
        (["XDG_CACHE_HOME": ""], "/home/u/.cache/sample"),
        ([:], "/home/u/.cache/sample"),
    ])
    func xdgCacheRules(variables: [String: String], expected: String) {
        #expect(AppPaths(tool: "sample", variables: variables, homeDirectory: "/home/u").cacheDirectory == expected)
    }

    @Test func xdgStateAndConfigDefaults() {
        let paths = AppPaths(tool: "t", variables: ["XDG_STATE_HOME": "/s", "XDG_CONFIG_HOME": "./rel"], homeDirectory: "/h")
        #expect(paths.stateDirectory == "/s/t")
        #expect(paths.configDirectory == "/h/.config/t")
        #expect(paths.userConfigFile == "/h/.config/t/config.xcconfig")
    }
}
