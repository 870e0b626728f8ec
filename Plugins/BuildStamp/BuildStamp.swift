import Foundation
import PackagePlugin

/// Stamps the build with the commit and date it was built from, so `TOOL --version` can say
/// `TOOL 0.1.0 (3f2c1a9b04de, 2026-11-24)` with no manual step.
///
/// A prebuild command runs on every build; `scripts/stamp-build` rewrites the generated file only when
/// its text changes, so an unchanged commit recompiles nothing. Without git (a source tarball) the
/// script falls back to what `git archive` wrote into `scripts/build-stamp.txt`, then to "unknown".
@main
struct BuildStamp: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "generated")
        let package = context.package.directoryURL
        return [
            .prebuildCommand(
                displayName: "Stamping the build with its commit and date",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [package.appending(path: "scripts/stamp-build").path, package.path, output.path],
                outputFilesDirectory: output),
        ]
    }
}
