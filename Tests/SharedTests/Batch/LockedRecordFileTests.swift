import Foundation
import Testing
@testable import Shared
import ToolkitTestSupport

/// `LockedRecordFile` on the real file system: a turn reads what the last one wrote; while one holder has
/// its turn, another (another open file, as another process has) is told the file is busy instead of
/// waiting; nothing but a regular file of the user's own is used, and it is kept private.
struct LockedRecordFileTests {
    @Test func aTurnReadsWhatTheLastOneWroteAndAnotherHolderIsToldItIsBusy() throws {
        let directory = try TestScratch.directory("locked-record")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("budget").path
        let first = try LockedRecordFile(path: path), second = try LockedRecordFile(path: path)
        #expect(try first.turn { bytes in (Array("one, longer\n".utf8), bytes) } == [])
        let inner: [UInt8]?? = try first.turn { bytes in
            #expect(bytes == Array("one, longer\n".utf8))
            // Inside the first's turn, the second cannot have one: nil, at once.
            return (Array("two\n".utf8), try? second.turn { ($0, $0) })
        }
        #expect(inner == .some(nil))
        #expect(try second.turn { ($0, $0) } == Array("two\n".utf8), "written in place, the longer text cut")
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func aLinkInItsPlaceIsRefused() throws {
        let directory = try TestScratch.directory("locked-record-link")
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("elsewhere").path
        try Data("keep".utf8).write(to: URL(fileURLWithPath: target))
        let path = directory.appendingPathComponent("budget").path
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
        #expect(throws: FileSystemError.notRegularFile(path, kind: "a symbolic link")) { try LockedRecordFile(path: path) }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep")
    }

    @Test func aFileOverTheLimitReadsAsEmpty() throws {
        let directory = try TestScratch.directory("locked-record-large")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("budget").path
        try Data(repeating: 0x39, count: 100).write(to: URL(fileURLWithPath: path))
        let file = try LockedRecordFile(path: path, limit: 64)
        #expect(try file.turn { ($0, $0.count) } == 0)
    }
}
