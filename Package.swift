// swift-tools-version:6.0
// Four command-line tools over one shared library. Toolchain only: no package dependencies.
import PackageDescription

let tools = ["upsctl", "tracewise", "scorebase", "repairminder"]

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
        .target(name: "ToolkitCommandModel", dependencies: ["ToolkitFloor"]),
        .target(name: "ToolkitHTTP", dependencies: ["ToolkitFloor", "CCurl"]),
        .target(name: "ToolkitAuth", dependencies: ["ToolkitFloor", "ToolkitHTTP"]),
        .target(
            name: "Shared",
            dependencies: ["ToolkitFloor", "ToolkitCommandModel", "ToolkitHTTP", "ToolkitAuth", "ToolkitVersion"]),
        // The version and the commit and date of the build, stamped by the plugin before every build (a
        // module of its own, so a new commit recompiles only this).
        .target(name: "ToolkitVersion", plugins: ["BuildStamp"]),
        .plugin(name: "BuildStamp", capability: .buildTool()),
        // The GS1 Digital Link parser: pure and offline, on the floor alone (no runtime, no network).
        .target(name: "DigitalLink", dependencies: ["ToolkitFloor"]),
        // libcurl's few functions, bound with dlopen at the first request (Sources/CCurl/CCurl.c), so no
        // libcurl is needed to build and offline commands never load it.
        .target(name: "CCurl", linkerSettings: [.linkedLibrary("dl")]),
        // What the tests share and the tools never ship: the in-process harness and the scripted transport.
        .target(name: "ToolkitTestSupport", dependencies: ["Shared"], path: "Tests/ToolkitTestSupport"),
        .testTarget(
            name: "SharedTests", dependencies: ["Shared", "ToolkitTestSupport"], exclude: ["Fixtures", "Snapshots"]),
        // Whole-tool tests: each tool in-process, the generated files, and the built binaries.
        .testTarget(
            name: "ToolTests",
            dependencies: ["Shared", "ToolkitTestSupport", "DigitalLink"] + tools.map { .target(name: $0) },
            exclude: ["Fixtures", "Snapshots"]
        ),
        // Loopback HTTP benchmark for Benchmarks/http-client.sh; deliberately not a product (not installed).
        .executableTarget(name: "http-bench", dependencies: ["Shared"], path: "Benchmarks/HTTPBench"),
        // The parser alone, for Benchmarks/digital-link-parser.sh; not a product either.
        .executableTarget(name: "digital-link-bench", dependencies: ["DigitalLink"], path: "Benchmarks/DigitalLinkParser"),
        // SRP's modular exponentiations alone, for Benchmarks/srp-signin.sh; not a product either.
        .executableTarget(name: "bigint-bench", dependencies: ["ToolkitFloor"], path: "Benchmarks/BigIntBench"),
    ] + tools.map { .executableTarget(name: $0, dependencies: ["Shared"] + ($0 == "tracewise" ? ["DigitalLink"] : [])) }
)
