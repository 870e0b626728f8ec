import Foundation
import Testing
import ToolkitTestSupport

/// The shipped code stays off the parts of FoundationEssentials that each pull Calendar, Locale,
/// AttributedString, FileManager and the plist coders into a static binary (7.4 MB each time, measured
/// with a static "hello"), and off `_StringProcessing`'s string search (its regex engine, 1.4 MB). The
/// toolkit has its own: `HTTPURL`, `ISO8601DateTime`, `environ`, `containsText`/`replacingText`.
struct FoundationFootprintTests {
    static let sources = PackageRoot.appending("Sources")

    static let forbidden = [
        "URL(string", ": URL", "-> URL", "ProcessInfo", "ISO8601FormatStyle", "Data(", "FileManager", "JSONDecoder",
        "JSONEncoder", ".formatted(", "firstRange(of:", "Regex", "Calendar", "Locale",
    ]

    @Test func noSourceFileUsesTheHeavyFoundationAPIs() throws {
        var found: [String] = []
        let files = FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)!
        for case let file as URL in files where file.pathExtension == "swift" {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            for (number, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                for name in Self.forbidden where Self.occurs(name, in: String(line)) {
                    found.append("\(file.lastPathComponent):\(number + 1) uses \(name)")
                }
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    /// `name` in `line` as a name of its own: `HTTPURL(string` is not `URL(string`.
    static func occurs(_ name: String, in line: String) -> Bool {
        var searchStart = line.startIndex
        while let range = line.range(of: name, range: searchStart..<line.endIndex) {
            let before = range.lowerBound == line.startIndex ? nil : line[line.index(before: range.lowerBound)]
            if !(name.first?.isLetter ?? false) || !(before.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false) { return true }
            searchStart = range.upperBound
        }
        return false
    }
}
