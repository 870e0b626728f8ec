import Foundation
import Testing
import ToolkitTestSupport

/// Compares text with a file under Snapshots/; `RECORD_SNAPSHOTS=1 swift test` rewrites the files.
enum Snapshot {
    static let directory = PackageRoot.appending("Tests/SharedTests/Snapshots")

    static func check(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(text == expected, "snapshot \(name) differs; rerun with RECORD_SNAPSHOTS=1 to accept", sourceLocation: sourceLocation)
    }
}
