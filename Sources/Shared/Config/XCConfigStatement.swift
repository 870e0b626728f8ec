/// One statement of an xcconfig file, as `XCConfigParser` finds it: nothing is resolved yet.
enum XCConfigStatement: Equatable, Sendable {
    /// `KEY[cond]... = value`.
    case assignment(Assignment)
    /// `#include "path"` or `#include? "path"`.
    case include(Include)
    /// A line the grammar rejects. The parser keeps going, as swift-build does, so one pass can list
    /// every problem; the loader stops at the first.
    case malformed(line: Int, message: String)

    struct Assignment: Equatable, Sendable {
        var key: String
        /// `[sdk=iphoneos*]` gives `Condition(parameter: "sdk", pattern: "iphoneos*")`, untrimmed.
        var conditions: [Condition]
        /// The text after `=`: comment, surrounding whitespace and one trailing `;` removed; `$(…)` and
        /// quotes untouched.
        var value: String
        /// The line of the `=`; a value continued with `\` keeps the line it started on.
        var line: Int

        init(key: String, conditions: [Condition] = [], value: String, line: Int) {
            self.key = key
            self.conditions = conditions
            self.value = value
            self.line = line
        }
    }

    struct Condition: Equatable, Sendable {
        var parameter: String
        var pattern: String

        /// swift-build matches a condition whose parameter has no value (we never have one: no SDK,
        /// arch or configuration) only when the pattern is exactly `*`.
        var matchesWithoutContext: Bool { pattern == "*" }
    }

    struct Include: Equatable, Sendable {
        /// The text between the quotes, verbatim: no escapes, no `<DEVELOPER_DIR>` substitution.
        var path: String
        /// `#include?`: a file that cannot be found is skipped silently.
        var isOptional: Bool
        var line: Int
    }
}
