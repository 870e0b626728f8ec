import Foundation

/// Paths in the package, found from this file's place in it, so a test file may move between folders
/// without counting `..`s: the root holds `Package.swift`.
public enum PackageRoot {
    public static let url: URL = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
            let parent = directory.deletingLastPathComponent()
            precondition(parent.path != directory.path, "no Package.swift above \(#filePath)")
            directory = parent
        }
        return directory
    }()

    /// `path` below the package root (`Tests/Support/loopback_server.py`).
    public static func appending(_ path: String) -> URL { url.appendingPathComponent(path) }
}
