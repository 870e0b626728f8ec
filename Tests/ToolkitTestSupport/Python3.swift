import Foundation

/// The `python3` on `PATH`, for the tests that run a generator script; nil where there is none.
public enum Python3 {
    public static let url: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("python3") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()
}
