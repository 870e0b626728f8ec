import Foundation
import Testing
import ToolkitTestSupport

/// The README's install recipes, taken from its code blocks and run as written on the artefacts
/// `make release-check` builds and names (`ReleaseArtefactTests.dist`), in a temporary root: the archive recipe in a folder
/// holding only what a user downloads (the archive and `SHA256SUMS`, which lists the .deb too) with an
/// empty home; the .deb line's path, from the top of the tree, unpacked with `dpkg-deb -x` (no sudo in
/// tests). An extension, so these run in the suite's serialized order and under its rule: disabled, with
/// the reason, where no artefacts are given. They add seconds: unpacking, and each tool's `--version` and a mock command.
extension ReleaseArtefactTests {
    /// The `sh` code blocks of the README's "Install" section.
    static func readmeInstallBlocks() throws -> [String] {
        let readme = try String(contentsOf: PackageRoot.url.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n## Install\n").dropFirst().first?
            .components(separatedBy: "\n## ").first, "README.md has no Install section")
        return section.matches(of: /```sh\n(.*?)```/.dotMatchesNewlines()).map { String($0.1) }
    }

    /// The recipe for this machine: the README names the x86_64 archive and the amd64 package.
    static func asOnThisMachine(_ recipe: String, archive: String, package: String) -> String {
        recipe.replacingOccurrences(of: "toolkit-\(version)-linux-x86_64", with: archive)
            .replacingOccurrences(of: "toolkit_\(version)_amd64.deb", with: package)
    }

    @Test(onGivenArtefacts, .enabled(if: hasDpkgDeb, "dpkg-deb is not installed"))
    func theReadmeArchiveRecipeRunsAsWrittenWhereOnlyTheArchiveWasDownloaded() async throws {
        let (archive, package) = try await Self.artefacts()
        let block = try #require(try Self.readmeInstallBlocks().first { $0.contains("sha256sum") }, "no archive recipe")
        let scratch = TestScratch.root.appendingPathComponent("install-archive-\(UUID().uuidString)")
        let downloads = scratch.appendingPathComponent("downloads"), home = scratch.appendingPathComponent("home")
        for directory in [downloads, home] { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) }
        defer { try? FileManager.default.removeItem(at: scratch) }
        for file in ["\(archive).tar.gz", "SHA256SUMS"] {
            try FileManager.default.copyItem(at: Self.dist.appendingPathComponent(file), to: downloads.appendingPathComponent(file))
        }
        let sums = try String(contentsOf: downloads.appendingPathComponent("SHA256SUMS"), encoding: .utf8)
        #expect(sums.contains(package), "SHA256SUMS should list the .deb, which was not downloaded: \(sums)")

        let recipe = "set -e\n" + Self.asOnThisMachine(block, archive: archive, package: package)
        let run = try await BuiltBinary.shell(recipe, environment: ["HOME": home.path], directory: downloads)
        #expect(run.status == 0, "the README's archive recipe failed:\n\(block)\n\(run.stdout)\(run.stderr)")
        let installed = home.appendingPathComponent(".local")
        for tool in Self.tools {
            for path in ["bin/\(tool)", "share/man/man1/\(tool).1", "share/bash-completion/completions/\(tool)"] {
                #expect(FileManager.default.fileExists(atPath: installed.appendingPathComponent(path).path), "~/.local/\(path)")
            }
        }
        try await Self.runEach(in: installed.appendingPathComponent("bin"), scratch: scratch)
    }

    @Test(onGivenArtefacts, .enabled(if: hasDpkgDeb, "dpkg-deb is not installed"))
    func theReadmeDebLineNamesThePathMakeDebWrites() async throws {
        let (archive, package) = try await Self.artefacts()
        let block = try #require(try Self.readmeInstallBlocks().first { $0.contains("apt install") }, "no .deb recipe")
        #expect(block.contains("make deb"), "the .deb recipe does not say how the package is built:\n\(block)")
        let line = try #require(Self.asOnThisMachine(block, archive: archive, package: package)
            .split(separator: "\n").first { $0.contains("apt install") })
        let path = try #require(line.firstMatch(of: /\s(\S+\.deb)(\s|$)/).map { String($0.1) }, "no .deb path in: \(line)")
        // apt takes a local file only as a path (`./…`); a bare name is looked up as a package.
        #expect(path.hasPrefix("./") || path.hasPrefix("/"), "apt would take \(path) for a package name")
        // Where `make deb` writes, whichever directory of artefacts this run was given.
        let written = PackageRoot.url.appendingPathComponent(".build/dist/\(package)").standardizedFileURL.path
        #expect(PackageRoot.url.appendingPathComponent(path).standardizedFileURL.path == written, "\(path) is not \(written)")

        let scratch = TestScratch.root.appendingPathComponent("install-deb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let root = scratch.appendingPathComponent("root")
        let given = Self.dist.appendingPathComponent(package).path
        let unpack = try await BuiltBinary.shell("dpkg-deb -x '\(given)' '\(root.path)'")
        try #require(unpack.status == 0, "dpkg-deb -x \(given): \(unpack.stderr)")
        try await Self.runEach(in: root.appendingPathComponent("usr/bin"), scratch: scratch)
    }
}
