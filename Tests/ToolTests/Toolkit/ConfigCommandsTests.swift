import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// `config show` that explains itself, and `config set`/`config unset` on the user's own file.
struct ConfigCommandsTests {
    static let userFile = "/home/tester/.config/upsctl/config.xcconfig"

    func upsctl(_ files: InMemoryFileSystem, _ variables: [String: String] = [:], terminal: Bool = false) -> ToolHarness {
        ToolHarness(tool: AllTools.definition("upsctl"), variables: variables, fileSystem: files, terminal: terminal)
    }

    @Test func anInvalidValueIsListedWithTheOthersThenExit78() async throws {
        let files = InMemoryFileSystem(files: ["/work/.env": "UPS_ENV=production\nUPS_CLIENT_ID=abc\n"])
        let result = await upsctl(files).run("config show -o json")
        #expect(result.exitCode == .configuration)
        let object = try JSONParser.parse(result.stdout)
        #expect(object.value(at: "UPS_ENV.value") == .string("production"))
        #expect(object.value(at: "UPS_ENV.error") == .string("expected one of cie, prod"))
        #expect(object.value(at: "UPS_CLIENT_ID.value") == .string("abc"))
        #expect(object.value(at: "UPS_TIMEOUT.value") == .string("30"))
        // No environment is in force, so nothing is preset from one.
        #expect(object.value(at: "UPS_API_BASE_URL.value") == .null)
        #expect(result.stderr.contains("invalid value 'production' for UPS_ENV (from .env:/work/.env:1)"))
    }

    @Test func theTableMarksTheInvalidRow() async {
        let files = InMemoryFileSystem(files: ["/work/.env": "UPS_TIMEOUT=soon\n"])
        let result = await upsctl(files).run("config show -o table")
        #expect(result.exitCode == .configuration)
        #expect(result.stdout.contains("soon (invalid: expected a number)"))
        #expect(result.stdout.contains("UPS_CLIENT_SECRET"))
    }

    @Test func anInvalidOutputFormatStillPrintsTheList() async {
        let files = InMemoryFileSystem(files: ["/work/.env": "UPS_OUTPUT=yaml\n"])
        let result = await upsctl(files).run("config show")
        #expect(result.exitCode == .configuration)
        #expect(result.stdout.contains("\"UPS_OUTPUT\":{\"value\":\"yaml\""))
    }

    @Test func aKeyCloseToASettingIsWarnedAbout() async {
        let files = InMemoryFileSystem(files: [
            "/work/.env": "UPS_TIMOUT=5\nOTHER_APP_KEY=1\n",
            "/work/Config.xcconfig": "UPS_CLIENTID = abc\n",
        ])
        let result = await upsctl(files).run("config show")
        #expect(result.exitCode == .success)
        #expect(result.stderr.contains("/work/.env:1: UPS_TIMOUT is not a setting of upsctl; did you mean UPS_TIMEOUT?"))
        #expect(result.stderr.contains("/work/Config.xcconfig:1: UPS_CLIENTID is not a setting of upsctl; did you mean UPS_CLIENT_ID?"))
        #expect(!result.stderr.contains("OTHER_APP_KEY"))
    }

    @Test(arguments: [("yes", "true"), ("0", "false"), (nil, "false")])
    func booleansShowOneWay(_ given: String?, _ shown: String) async throws {
        let variables = given.map { ["TRACEWISE_MOCK": $0] } ?? [:]
        let result = await ToolHarness(tool: AllTools.definition("tracewise"), variables: variables).run("config show -o json")
        #expect(try JSONParser.parse(result.stdout).value(at: "TRACEWISE_MOCK.value") == .string(shown))
    }

    @Test func setKeepsCommentsAndOtherLinesAndReplacesTheKey() async throws {
        let files = InMemoryFileSystem(files: [
            Self.userFile: "// my settings\nUPS_RETRIES = 2\n\nUPS_TIMEOUT = 10 // slow network\nUPS_ENV = cie\n",
        ])
        let result = await upsctl(files).run("config set UPS_TIMEOUT 60")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stderr == "upsctl: set UPS_TIMEOUT in \(Self.userFile)\n")
        #expect(try files.readText(at: Self.userFile)
            == "// my settings\nUPS_RETRIES = 2\n\nUPS_TIMEOUT = 60\nUPS_ENV = cie\n")
        #expect(files.permissions(at: Self.userFile) == 0o644)
        let shown = await upsctl(files).run("config show -o json")
        #expect(try JSONParser.parse(shown.stdout).value(at: "UPS_TIMEOUT.value") == .string("60"))
    }

    @Test func aNewFileIs0600InA0700Directory() async throws {
        let files = InMemoryFileSystem()
        let result = await upsctl(files).run("config set UPS_API_BASE_URL https://example.test/a//b")
        #expect(result.exitCode == .success)
        #expect(files.permissions(at: Self.userFile) == 0o600)
        #expect(files.permissions(at: "/home/tester/.config/upsctl") == 0o700)
        let shown = await upsctl(files).run("config show -o json")
        #expect(try JSONParser.parse(shown.stdout).value(at: "UPS_API_BASE_URL.value") == .string("https://example.test/a//b"))
    }

    @Test func aSecretFromStandardInputMakesTheFile0600AndIsNeverPrinted() async throws {
        let files = InMemoryFileSystem(files: [Self.userFile: "UPS_TIMEOUT = 10\n"])
        let result = await upsctl(files).run("config set UPS_CLIENT_SECRET --value-stdin", stdin: "needle-s3cr3t\n")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(files.permissions(at: Self.userFile) == 0o600)
        #expect(try files.readText(at: Self.userFile) == "UPS_TIMEOUT = 10\nUPS_CLIENT_SECRET = needle-s3cr3t\n")
        let shown = await upsctl(files).run("config show")
        #expect(!(result.stdout + result.stderr + shown.stdout + shown.stderr).contains("needle"))
    }

    @Test func aSecretOnTheCommandLineWorksWithAWarning() async {
        let result = await upsctl(InMemoryFileSystem()).run("config set UPS_CLIENT_SECRET needle-s3cr3t")
        #expect(result.exitCode == .success)
        #expect(result.stderr.contains("--value-stdin keeps it out"))
        #expect(!result.stderr.contains("needle"))
    }

    @Test func unsetRemovesEveryAssignmentOfTheKeyOnly() async throws {
        let files = InMemoryFileSystem(files: [
            Self.userFile: "UPS_TIMEOUT = 5\n// keep\nUPS_TIMEOUT[sdk=*] = 7\nUPS_TIMEOUT = \\\n  9\nUPS_RETRIES = 1\n",
        ])
        let result = await upsctl(files).run("config unset UPS_TIMEOUT")
        #expect(result.exitCode == .success)
        #expect(try files.readText(at: Self.userFile) == "// keep\nUPS_TIMEOUT[sdk=*] = 7\nUPS_RETRIES = 1\n")
        let again = await upsctl(files).run("config unset UPS_TIMEOUT")
        #expect(again.stderr.contains("UPS_TIMEOUT was not set in"))
    }

    @Test(arguments: [
        ("config set UPS_TIMOUT 5", "unknown setting 'UPS_TIMOUT'", "Did you mean 'UPS_TIMEOUT'?"),
        ("config set ups_timeout 5", "unknown setting 'ups_timeout'", "Did you mean 'UPS_TIMEOUT'?"),
        ("config unset UPS_CLIENTID", "unknown setting 'UPS_CLIENTID'", "Did you mean 'UPS_CLIENT_ID'?"),
        ("config set UPS_TIMEOUT soon", "invalid value 'soon' for UPS_TIMEOUT: expected a number", ""),
        ("config set UPS_ENV production", "expected one of cie, prod", ""),
        ("config set UPS_CONFIG /x", "cannot be set inside one", ""),
        ("config set UPS_TIMEOUT", "missing argument VALUE", ""),
        ("config set UPS_TIMEOUT 5 --value-stdin", "not both", ""),
    ])
    func badInputIsAUsageError(_ line: String, _ message: String, _ hint: String) async {
        let files = InMemoryFileSystem()
        let result = await upsctl(files).run(line)
        #expect(result.exitCode == .usage)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(hint.isEmpty || result.stderr.contains(hint))
        #expect(!files.fileExists(at: Self.userFile))
    }

    @Test func aValueHiddenByAHigherLayerIsSaid() async {
        let result = await upsctl(InMemoryFileSystem(), ["UPS_TIMEOUT": "5"]).run("config set UPS_TIMEOUT 60")
        #expect(result.exitCode == .success)
        #expect(result.stderr.contains("UPS_TIMEOUT also comes from env, which takes precedence here"))
    }
}

/// Values written by `config set` read back exactly, through the real xcconfig loader.
struct XCConfigEditorTests {
    @Test(arguments: [
        "https://example.test/a//b", "a;", "ends with \\", "$(HOME) and ${HOME}", "\"quoted\"", "x = y // z",
        "p@ss$word/;//", "ünïcødé",
    ])
    func everyValueReadsBack(_ value: String) throws {
        #expect(XCConfigEditor.problem(with: value) == nil)
        let text = XCConfigEditor.setting("KEY", to: value, in: "// head\nOTHER = 1\n").text
        let files = InMemoryFileSystem(files: ["/c.xcconfig": text])
        let loaded = try XCConfigLoader.load(path: "/c.xcconfig", fileSystem: files)
        #expect(loaded["KEY"]?.value == value, "\(text)")
        #expect(loaded["OTHER"]?.value == "1")
    }

    @Test(arguments: ["", " lead", "trail ", "two\nlines"])
    func unwritableValuesAreRefused(_ value: String) {
        #expect(XCConfigEditor.problem(with: value) != nil)
    }
}
