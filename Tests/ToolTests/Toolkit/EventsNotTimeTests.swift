import Foundation
import Testing
import ToolkitTestSupport

/// Tests wait for events (a line of output, a file, a request seen by a fake, an injected clock, an
/// `AsyncSignal`), never for time to pass: a sleep that orders a test's steps passes on an idle machine
/// and fails on a busy one. This lint fails on every sleep in Tests/ (Swift, Python, and shell inside
/// test strings) unless its line, or the comment line just above it, names one of the reviewed reasons.
struct EventsNotTimeTests {
    /// The reasons a sleep may stay, as the marker a line carries and what it means. A reviewer checks
    /// that the marked sleep really is one of these: none of them may decide the order of the test's steps.
    static let allowances: [(marker: String, meaning: String)] = [
        ("simulated latency", "a fake's or stand-in's slowness or hang: behaviour the test provokes, not waits out"),
        ("injected sleep", "the pause of the code under test, passed through the sleep it was given"),
        ("sleep under test", "the sleep is the subject (TimerQueue)"),
        ("timeout bound", "the bound on a wait that should end, which then says what it waited for"),
        ("poll interval", "the pause between looks at the event waited for, where it cannot be awaited (bounded)"),
    ]

    /// Calls that sleep. Built from parts, so that this file does not match itself.
    static func patterns() -> [Regex<AnyRegexOutput>] {
        let sleep = "sl" + "eep"
        return [
            #"\b(Task|Thread)\.\#(sleep)\b"#,  // Swift
            #"\b(u|nano)\#(sleep)\s*\("#,  // C
            #"(^|[^\w.])\#(sleep)\s*\("#,  // C's, Python's imported name
            #"\.\#(sleep)\s*\(\s*(for|until|nanoseconds)\b"#,  // a clock's or a timer queue's
            #"\b(time|asyncio)\.\#(sleep)\s*\("#,  // Python
            #"\b\#(sleep)\s+\\?["']?(\d|\.\d|\$|infinity)"#,  // a shell line inside a test string
            #"\.asyncAfter\s*\("#,  // Dispatch's delayed work
        ].map { try! Regex($0) }
    }

    /// `file:line: text` for each sleep in `text` that carries no allowance.
    static func unmarkedSleeps(in text: String, path: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // Swift's `#expect` is code; Python's and the shell's `#` starts a comment.
        let commentStart = path.hasSuffix(".swift") ? "//" : "#"
        let patterns = Self.patterns()
        let word = "sl" + "eep"
        var found: [String] = []
        let later = "async" + "After"
        for (index, line) in lines.enumerated() where line.contains(word) || line.contains(later) {
            let code = line.drop { $0 == " " }
            if code.hasPrefix(commentStart) { continue }  // a comment's own words
            guard patterns.contains(where: { line.contains($0) }) else { continue }
            let above = index > 0 ? lines[index - 1].drop { $0 == " " } : ""
            let comment = above.hasPrefix(commentStart) ? String(above) : ""
            if allowances.contains(where: { line.contains($0.marker) || comment.contains($0.marker) }) { continue }
            found.append("\(path):\(index + 1): \(code)")
        }
        return found
    }

    /// Every Swift, Python and shell file under Tests/.
    static func testSources() throws -> [String] {
        let root = PackageRoot.appending("Tests").path
        let all = try #require(FileManager.default.enumerator(atPath: root)?.allObjects as? [String])
        return all.filter { [".swift", ".py", ".sh"].contains(where: $0.hasSuffix) }.sorted().map { "Tests/" + $0 }
    }

    @Test func noSleepOrdersEventsInTests() throws {
        let sources = try Self.testSources()
        #expect(sources.count > 200, "\(sources.count) test sources found")
        let found = try sources.flatMap { path in
            Self.unmarkedSleeps(in: try String(contentsOf: PackageRoot.appending(path), encoding: .utf8), path: path)
        }
        let reasons = Self.allowances.map { "`\($0.marker)` (\($0.meaning))" }.joined(separator: "; ")
        #expect(
            found.isEmpty,
            """
            \(found.count) sleeps in Tests order events by time: wait for the event instead (AsyncSignal, a \
            request the fake saw, a line of output, an injected clock). A sleep that stays says why on its \
            line or in the comment just above, with one of: \(reasons).
            \(found.joined(separator: "\n"))
            """)
    }

    /// The lint finds a sleep planted in each language, names its file and line, and takes a marker.
    @Test func aPlantedSleepIsFoundWithItsLine() {
        let sleep = "sl" + "eep"
        let planted = [
            "try await Task.\(sleep)(for: .milliseconds(50))",
            "u\(sleep)(1000)",
            "try await ContinuousClock().\(sleep)(until: .now + .seconds(1))",
            "time.\(sleep)(0.05)",
            #"let run = try shell("tool & pid=$!; \#(sleep) 1; kill -INT $pid")"#,
            "\(sleep)(2)",
            #"let run = try shell("\#(sleep) \"$pause\"; kill -INT $pid")"#,
            "DispatchQueue.main.async" + "After(deadline: .now() + 1) { signal.fire() }",
        ]
        for line in planted {
            let text = "let a = 1\n    " + line + "\nlet b = 2\n"
            #expect(Self.unmarkedSleeps(in: text, path: "Tests/X.swift") == ["Tests/X.swift:2: \(line)"], "\(line)")
            #expect(Self.unmarkedSleeps(in: "    " + line + "  // simulated latency\n", path: "X.swift").isEmpty, "\(line)")
            #expect(Self.unmarkedSleeps(in: "// timeout bound: what it waits for\n" + line, path: "X.swift").isEmpty, "\(line)")
            #expect(Self.unmarkedSleeps(in: "# injected sleep\n" + line, path: "x.py").isEmpty, "\(line)")
        }
        let harmless = ["environment.\(sleep) = { _ in }", "// hoping the task \(sleep)s (\(sleep)(1))", "\(sleep)s: [10]"]
        for line in harmless {
            #expect(Self.unmarkedSleeps(in: line, path: "X.swift").isEmpty, "\(line)")
        }
        #expect(Self.unmarkedSleeps(in: "    # time.\(sleep)(1) was here", path: "x.py").isEmpty)
        #expect(Self.unmarkedSleeps(in: "#expect(try Task.\(sleep)(for: .seconds(1)) == ())", path: "X.swift").count == 1)
    }
}
