import Foundation
import Testing
import ToolkitTestSupport
@testable import Shared

/// The artefacts of `make dist` and `make deb`: both unpacked into temporary roots, their layout checked,
/// each binary's `--version` and a mock command run from there, the checksums verified, and the .deb
/// passed through lintian where it is installed (CI installs it: scripts/setup-test-deps). The release
/// build they need takes minutes, so the suite does not make them: `make release-check` does, then runs
/// this suite with their directory in `TOOLKIT_RELEASE_ARTEFACTS`. Without it (`make test`) the tests of
/// the artefacts are disabled, and say so, rather than pass on nothing.
@Suite(.serialized)
struct ReleaseArtefactTests {
    static let tools = ["upsctl", "tracewise", "scorebase", "repairminder"]
    static let version = ToolkitVersion.current
    static let given = ProcessInfo.processInfo.environment["TOOLKIT_RELEASE_ARTEFACTS"].flatMap { $0.isEmpty ? nil : $0 }
    static let dist = URL(fileURLWithPath: given ?? PackageRoot.url.appendingPathComponent(".build/dist").path)
    static let hasDpkgDeb = FileManager.default.isExecutableFile(atPath: "/usr/bin/dpkg-deb")
    /// The trait of every test that needs the artefacts.
    static let onGivenArtefacts = ConditionTrait.enabled(
        if: given != nil, "no release artefacts given: `make release-check` builds them and runs this with TOOLKIT_RELEASE_ARTEFACTS")

    /// A mock command of each tool that must succeed from an unpacked tree.
    static let mockCommands = [
        "upsctl": "--mock validate --street '1 Main St' --city Albany --state NY -o json",
        "tracewise": "--mock products list -o json", "scorebase": "--mock leagues list -o json",
        "repairminder": "--mock orders list -o json",
    ]

    @Test func theVersionIsOneNumberInOnePlace() throws {
        let file = try String(contentsOf: PackageRoot.url.appendingPathComponent("VERSION"), encoding: .utf8)
        #expect(file.trimmingCharacters(in: .whitespacesAndNewlines) == Self.version)
        let changelog = try String(contentsOf: PackageRoot.url.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        #expect(changelog.contains("\n## \(Self.version) "), "CHANGELOG.md has no section for \(Self.version)")
    }

    /// The artefacts' names, from this tree's version and this machine's architecture; each must be in
    /// `dist`, or the build that was to make them did not.
    static func artefacts() async throws -> (archive: String, package: String) {
        let arch = try await BuiltBinary.shell("uname -m").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let debArch = try await BuiltBinary.shell("dpkg --print-architecture").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let names = ("toolkit-\(version)-linux-\(arch)", "toolkit_\(version)_\(debArch).deb")
        for file in ["\(names.0).tar.gz", names.1, "SHA256SUMS"] {
            try #require(FileManager.default.fileExists(atPath: dist.appendingPathComponent(file).path),
                         "\(file) is not in \(dist.path): make release-check builds it (make dist deb)")
        }
        return names
    }

    @Test(onGivenArtefacts, .enabled(if: hasDpkgDeb, "dpkg-deb is not installed"))
    func bothArtefactsUnpackAndRun() async throws {
        let (archive, package) = try await Self.artefacts()

        let sums = try await BuiltBinary.shell("sha256sum -c SHA256SUMS", directory: Self.dist)
        #expect(sums.status == 0, "\(sums.stdout)\(sums.stderr)")
        #expect(sums.stdout.contains("\(archive).tar.gz: OK") && sums.stdout.contains("\(package): OK"), "\(sums.stdout)")

        let scratch = TestScratch.root.appendingPathComponent("artefacts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }

        // The archive: one top directory in the install layout.
        let untar = try await BuiltBinary.shell("tar xzf '\(Self.dist.path)/\(archive).tar.gz' -C '\(scratch.path)'")
        try #require(untar.status == 0, "\(untar.stderr)")
        let tree = scratch.appendingPathComponent(archive)
        // The README is the installed tools' (no `swift run`, no `make test`), with the examples it names.
        var expected = ["README.md", "LICENSE", "CHANGELOG.md", "examples/addresses.csv", "examples/digital-links.txt"]
        let installedReadme = try String(contentsOf: tree.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(!installedReadme.contains("swift run") && !installedReadme.contains("make test"))
        for tool in Self.tools {
            expected += [
                "bin/\(tool)", "share/man/man1/\(tool).1", "share/bash-completion/completions/\(tool)",
                "share/zsh/site-functions/_\(tool)", "share/fish/vendor_completions.d/\(tool).fish",
            ]
        }
        try check(tree, has: expected)
        try await Self.runEach(in: tree.appendingPathComponent("bin"), scratch: scratch)
        // Stripped: the section names hold no symbol table.
        let binary = try Data(contentsOf: tree.appendingPathComponent("bin/upsctl"))
        #expect(binary.range(of: Data(".symtab\u{0}".utf8)) == nil, "bin/upsctl is not stripped")

        // The package: files under /usr, man pages compressed, Debian's completion directories.
        let root = scratch.appendingPathComponent("deb-root")
        let unpack = try await BuiltBinary.shell("dpkg-deb -x '\(Self.dist.path)/\(package)' '\(root.path)'")
        try #require(unpack.status == 0, "\(unpack.stderr)")
        var files = ["usr/share/doc/toolkit/copyright", "usr/share/doc/toolkit/changelog.gz"]
        for tool in Self.tools {
            files += [
                "usr/bin/\(tool)", "usr/share/man/man1/\(tool).1.gz", "usr/share/bash-completion/completions/\(tool)",
                "usr/share/zsh/vendor-completions/_\(tool)", "usr/share/fish/vendor_completions.d/\(tool).fish",
            ]
        }
        try check(root, has: files)
        let top = try FileManager.default.contentsOfDirectory(atPath: root.path)
        #expect(top == ["usr"], "everything under /usr: \(top)")
        try await Self.runEach(in: root.appendingPathComponent("usr/bin"), scratch: scratch)
        let fields = try await BuiltBinary.shell("dpkg-deb -f '\(Self.dist.path)/\(package)' Version Depends").stdout
        #expect(fields.contains("Version: \(Self.version)"))
        for dependency in ["libc6", "libgcc-s1", "libcurl4"] { #expect(fields.contains(dependency), "\(fields)") }

        if FileManager.default.isExecutableFile(atPath: "/usr/bin/lintian") {
            // lintian leaves a file of its own in TMPDIR: give it one that goes with the scratch directory.
            let lintianTemporary = scratch.appendingPathComponent("lintian-tmp")
            try FileManager.default.createDirectory(at: lintianTemporary, withIntermediateDirectories: true)
            let lint = try await BuiltBinary.shell(
                "lintian '\(Self.dist.path)/\(package)'", environment: ["TMPDIR": lintianTemporary.path])
            let errors = lint.stdout.split(separator: "\n").filter { $0.hasPrefix("E:") }
            #expect(errors.isEmpty, "lintian: \(errors.joined(separator: "\n"))")
        }
    }

    private func check(_ root: URL, has paths: [String]) throws {
        let missing = paths.filter { !FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
        #expect(missing.isEmpty, "missing from \(root.lastPathComponent): \(missing)")
    }

    /// Each tool's `--version` and its mock command, from `bin`, in an empty home.
    static func runEach(in bin: URL, scratch: URL) async throws {
        let home = scratch.appendingPathComponent("home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let environment = ["HOME": home.path, "XDG_CONFIG_HOME": home.path + "/c", "XDG_CACHE_HOME": home.path + "/k",
                           "XDG_STATE_HOME": home.path + "/s", "XDG_DATA_HOME": home.path + "/d"]
        for tool in Self.tools {
            let binary = bin.appendingPathComponent(tool).path
            let version = try await BuiltBinary.shell("'\(binary)' --version", environment: environment, directory: home)
            #expect(version.status == 0 && version.stdout.hasPrefix("\(tool) \(Self.version) ("), "\(version.stdout)\(version.stderr)")
            let mock = try await BuiltBinary.shell("'\(binary)' -q \(Self.mockCommands[tool]!)", environment: environment, directory: home)
            #expect(mock.status == 0, "\(tool): \(mock.stderr)")
            #expect(mock.stdout.hasPrefix("{") || mock.stdout.hasPrefix("["), "\(tool): \(mock.stdout)")
        }
    }
}
