// swift-tools-version:6.0
// Four command-line tools over one shared library. Toolchain only: no package dependencies.
import Foundation
import PackageDescription

// `make sanitize` (scripts/sanitize/run) builds parse-link's tests under each sanitizer. With
// TOOLKIT_PARSE_LINK_TESTS_ONLY set, the package holds only what those tests need: tracewise and the
// layers under it, and ToolTests cut down to its ParseLink* files and BuiltBinary (which runs the built
// tracewise). Each sanitized build then skips the three other tools, the benchmarks and some 250 test
// files: minutes of a 2-core CI machine, twice.
let parseLinkTestsOnly = Context.environment["TOOLKIT_PARSE_LINK_TESTS_ONLY"] != nil
// `make release` builds the four tools in one `swift build` of the whole package, so that its modules
// compile side by side where the layers allow (a build a product left one of CI's processors idle for
// minutes). With TOOLKIT_RELEASE_TOOLS_ONLY set the package is the tools and their layers alone: the
// tests' support needs the Testing module, which a build with --static-swift-stdlib cannot link, and the
// benchmarks are not installed.
let releaseToolsOnly = Context.environment["TOOLKIT_RELEASE_TOOLS_ONLY"] != nil
let tools = parseLinkTestsOnly ? ["tracewise"] : ["upsctl", "tracewise", "scorebase", "repairminder"]

/// ToolTests' ParseLink* files, and the helpers they use from the rest of ToolTests: a ParseLink test that
/// comes to use another one fails `make sanitize`'s build ("cannot find ... in scope") until it is added here.
func parseLinkTestSources() -> [String] {
    let helpers = [
        "Support/BuiltBinary.swift", "DigitalLink/DigitalLinkCaseTests.swift", "DigitalLink/GS1AIPattern.swift",
        "DigitalLink/GS1EngineReading.swift",
    ]
    return toolTestsFiles().filter {
        $0.split(separator: "/").last!.hasPrefix("ParseLink") && $0.hasSuffix(".swift")
    } + helpers
}

/// Every file under Tests/ToolTests, as paths inside it.
func toolTestsFiles() -> [String] {
    let root = Context.packageDirectory + "/Tests/ToolTests"
    let paths = FileManager.default.enumerator(atPath: root)?.allObjects.compactMap { $0 as? String } ?? []
    return paths.filter {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: root + "/" + $0, isDirectory: &isDirectory) && !isDirectory.boolValue
    }.sorted()
}

/// The sanitized builds compile unoptimized the layers between the floor and the tool (command model,
/// HTTP, auth, the runtime), the version stamp and the tests: a build a third shorter (some 140 s of each
/// sanitizer's CI build). Each is still instrumented (unoptimized code hides no access from a
/// sanitizer). The code a line runs through most, the floor's text and DigitalLink's and the tool's,
/// stays optimized as users get it, for the corpus's 200,000 lines a run; a table's rows, laid out by the
/// runtime's TableRenderer, are what runs slower for it.
let unoptimizedUnderSanitizers: [SwiftSetting] = parseLinkTestsOnly ? [.unsafeFlags(["-Onone"])] : []

let testTargets: [Target] = parseLinkTestsOnly
    ? [
        .testTarget(
            name: "ToolTests", dependencies: ["Shared", "ToolkitTestSupport", "DigitalLink", "tracewise"],
            exclude: toolTestsFiles().filter { !parseLinkTestSources().contains($0) }, sources: parseLinkTestSources(),
            swiftSettings: unoptimizedUnderSanitizers),
    ]
    : [
        .testTarget(
            name: "SharedTests", dependencies: ["Shared", "ToolkitTestSupport"], exclude: ["Fixtures", "Snapshots"]),
        // Whole-tool tests: each tool in-process, the generated files, and the built binaries.
        .testTarget(
            name: "ToolTests",
            dependencies: ["Shared", "ToolkitTestSupport", "DigitalLink"] + tools.map { .target(name: $0) },
            exclude: ["Fixtures", "Snapshots"]
        ),
    ]

// The benchmarks' executables; deliberately not products (not installed).
let benchmarkTargets: [Target] = parseLinkTestsOnly ? [] : [
    // Loopback HTTP benchmark for Benchmarks/http-client.sh.
    .executableTarget(name: "http-bench", dependencies: ["Shared"], path: "Benchmarks/HTTPBench"),
    // The parser alone, for Benchmarks/digital-link-parser.sh.
    .executableTarget(name: "digital-link-bench", dependencies: ["DigitalLink"], path: "Benchmarks/DigitalLinkParser"),
    // SRP's modular exponentiations alone, for Benchmarks/srp-signin.sh.
    .executableTarget(name: "bigint-bench", dependencies: ["ToolkitFloor"], path: "Benchmarks/BigIntBench"),
]

let package = Package(
    name: "toolkit",
    products: [.library(name: "Shared", targets: ["Shared"])]
        + tools.map { .executable(name: $0, targets: [$0]) },
    targets: [
        // The layers, each a module, so the compiler keeps every arrow pointing down:
        // floor (errors, exit codes, streams, file system, JSON, crypto, readers) ← command model (specs,
        // parser, typed keys, help text) and HTTP (values, transports, middleware, redaction, fixtures) ←
        // auth (tokens, stores, locks) ← Shared, the runtime where everything is wired (and which
        // re-exports the layers, so a tool imports one module).
        .target(name: "ToolkitFloor", dependencies: ["CSystem"]),
        // What Swift's Glibc module does not show (sched_getaffinity, CPU_COUNT).
        .target(name: "CSystem"),
        .target(name: "ToolkitCommandModel", dependencies: ["ToolkitFloor"], swiftSettings: unoptimizedUnderSanitizers),
        .target(name: "ToolkitHTTP", dependencies: ["ToolkitFloor", "CCurl"], swiftSettings: unoptimizedUnderSanitizers),
        .target(
            name: "ToolkitAuth", dependencies: ["ToolkitFloor", "ToolkitHTTP"], swiftSettings: unoptimizedUnderSanitizers),
        .target(
            name: "Shared",
            dependencies: ["ToolkitFloor", "ToolkitCommandModel", "ToolkitHTTP", "ToolkitAuth", "ToolkitVersion"],
            swiftSettings: unoptimizedUnderSanitizers),
        // The version and the commit and date of the build, stamped by the plugin before every build (a
        // module of its own, so a new commit recompiles only this).
        .target(name: "ToolkitVersion", swiftSettings: unoptimizedUnderSanitizers, plugins: ["BuildStamp"]),
        .plugin(name: "BuildStamp", capability: .buildTool()),
        // The GS1 Digital Link parser: pure and offline, on the floor alone (no runtime, no network).
        .target(name: "DigitalLink", dependencies: ["ToolkitFloor"]),
        // libcurl's few functions, bound with dlopen at the first request (Sources/CCurl/CCurl.c), so no
        // libcurl is needed to build and offline commands never load it.
        .target(name: "CCurl", linkerSettings: [.linkedLibrary("dl")]),
    ] + (releaseToolsOnly ? [] : [
        // What the tests share and the tools never ship: the in-process harness and the scripted transport.
        .target(
            name: "ToolkitTestSupport", dependencies: ["Shared"], path: "Tests/ToolkitTestSupport",
            swiftSettings: unoptimizedUnderSanitizers),
    ] + testTargets + benchmarkTargets) + tools.map { .executableTarget(name: $0, dependencies: ["Shared"] + ($0 == "tracewise" ? ["DigitalLink"] : [])) }
)
