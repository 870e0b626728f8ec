/// Resolves `$(NAME)` references lazily against the final assignments, the way swift-build's
/// `MacroEvaluationScope` does:
///
/// - a reference takes the top-most (last) assignment of NAME, wherever it stands in the files, so
///   `A = 1`, `B = $(A)`, `A = 2` gives B = `2`;
/// - while an assignment of NAME is being evaluated, `$(NAME)` and `$(inherited)` inside it (however
///   deeply nested) take the next lower assignment of NAME, and `""` below the bottom one. That is what
///   makes `$(inherited)` work and what ends cycles: `A = $(B)`, `B = $(A)` gives `""` for both, with no
///   error, as in swift-build;
/// - an undefined name gives `""` (the process environment is deliberately not consulted).
struct XCConfigEvaluator {
    /// One assignment that takes part in evaluation (unconditional, or every condition `*`).
    struct Entry: Equatable, Sendable {
        var expression: XCConfigExpression
        var file: String
        var line: Int
    }

    /// Guards against files built to explode (`A = $(B)$(B)`, `B = $(C)$(C)`, …): the answer would
    /// be too large to be a setting anyway.
    static let maximumValueLength = 1 << 20
    /// Each nested reference costs stack (about 2.5 KiB per level in a debug build), and a secondary
    /// thread may have only 512 KiB; real files nest a handful of levels deep.
    static let maximumDepth = 100

    /// Assignments per key, bottom (earliest) first.
    private let table: [String: [Entry]]
    /// Results per (key, assignment, active frames): the same triple always evaluates the same way, so
    /// repeated references cost one evaluation, not one per path.
    private var memo: [MemoKey: String] = [:]

    private struct MemoKey: Hashable {
        var key: String
        /// For every key being evaluated, the index of its innermost assignment on the stack.
        var active: [String: Int]
    }

    init(table: [String: [Entry]]) {
        self.table = table
    }

    /// Every key with its resolved value and the location of its winning assignment.
    mutating func settings() throws(XCConfigError) -> [String: XCConfigSetting] {
        var result: [String: XCConfigSetting] = [:]
        for key in table.keys.sorted() {
            guard let entries = table[key], let top = entries.last else { continue }
            let value = try evaluate(key, at: entries.count - 1, active: [:], depth: 0)
            result[key] = XCConfigSetting(key: key, value: value, file: top.file, line: top.line)
        }
        return result
    }

    /// The value of `key` as a reference from outside any assignment would see it; nil when undefined.
    mutating func value(of key: String) throws(XCConfigError) -> String? {
        guard let count = table[key]?.count, count > 0 else { return nil }
        return try evaluate(key, at: count - 1, active: [:], depth: 0)
    }

    private mutating func evaluate(
        _ key: String, at index: Int, active: [String: Int], depth: Int
    ) throws(XCConfigError) -> String {
        var active = active
        active[key] = index
        let memoKey = MemoKey(key: key, active: active)
        if let cached = memo[memoKey] { return cached }
        let entry = table[key]![index]
        guard depth < Self.maximumDepth else {
            throw XCConfigError(
                file: entry.file, line: entry.line,
                message: "references nested more than \(Self.maximumDepth) deep while evaluating \(key)")
        }
        let context = Context(key: key, entry: entry, active: active, depth: depth)
        let value = try expand(entry.expression, in: context)
        memo[memoKey] = value
        return value
    }

    /// What a reference needs to know about the assignment it appears in.
    private struct Context {
        var key: String
        var entry: Entry
        var active: [String: Int]
        var depth: Int
    }

    private mutating func expand(
        _ expression: XCConfigExpression, in context: Context
    ) throws(XCConfigError) -> String {
        var result = ""
        for part in expression.parts {
            switch part {
            case .literal(let text):
                result += text
            case .reference(let nameExpression, let defaults):
                var value = try resolve(try expand(nameExpression, in: context), in: context)
                for fallback in defaults where value.isEmpty {
                    value = try expand(fallback, in: context)
                }
                result += value
            }
            guard result.utf8.count <= Self.maximumValueLength else {
                throw XCConfigError(
                    file: context.entry.file, line: context.entry.line,
                    message: "the value of \(context.key) expands to more than "
                        + "\(Self.maximumValueLength) bytes")
            }
        }
        return result
    }

    /// The value a reference to `name` gets from inside `context`.
    private mutating func resolve(_ name: String, in context: Context) throws(XCConfigError) -> String {
        let name = name == "inherited" ? context.key : name
        let index: Int
        if let activeIndex = context.active[name] {
            // NAME is being evaluated further out: inherit from the assignment below that one.
            index = activeIndex - 1
        } else {
            index = (table[name]?.count ?? 0) - 1
        }
        guard index >= 0 else { return "" }
        return try evaluate(name, at: index, active: context.active, depth: context.depth + 1)
    }
}
