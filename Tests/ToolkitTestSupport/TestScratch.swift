import Foundation

/// The one directory the test suite writes its temporary files in: made (mode 0700) under `$TMPDIR` the
/// first time a test asks for it, and removed with everything in it when the test process exits. Tests
/// still remove what they made as they go; this is what makes sure nothing stays behind when one does
/// not (an early `throw`, a certificate a server still needed): certificates' private keys, sessions,
/// copies of scripts. `make test` then checks that `$TMPDIR` and the clone are as they were.
public enum TestScratch {
    /// `$TMPDIR/toolkit-tests-XXXXXX`, removed at exit.
    public static var root: URL { made.url }

    /// A new directory under `root`, named `prefix-UUID`.
    public static func directory(_ prefix: String) throws -> URL {
        let url = root.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private struct Made: Sendable {
        let url: URL
    }

    private static let made: Made = {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(base)/toolkit-tests-XXXXXX".utf8CString)
        let path = template.withUnsafeMutableBufferPointer { buffer -> String in
            guard let made = mkdtemp(buffer.baseAddress!) else { fatalError("cannot make a scratch directory in \(base)") }
            return String(cString: made)
        }
        scratchPath = strdup(path)
        atexit {
            // A C callback captures nothing: the path comes from the global below.
            guard let pointer = scratchPath else { return }
            try? FileManager.default.removeItem(atPath: String(cString: pointer))
        }
        return Made(url: URL(fileURLWithPath: path, isDirectory: true))
    }()
}

/// The scratch directory's path for the `atexit` handler, which can capture nothing.
nonisolated(unsafe) private var scratchPath: UnsafeMutablePointer<CChar>?
