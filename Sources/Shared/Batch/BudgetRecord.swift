import FoundationEssentials

/// A `SharedBudget` as the bytes of its file (docs/files.md): a few lines of numbers, and a checksum of
/// them. Read back only when every number is what a budget can hold: anything else (a torn write, a file
/// of another version, garbage, numbers made to keep a process waiting or looping: 2^63, NaN, a time far
/// ahead) reads as nil, and the budget starts afresh. Nothing secret is kept: the file holds rates, times
/// and random member ids.
enum BudgetRecord {
    static let header = "rate-budget 2"
    /// How far from now a time in the file may be: behind, a long batch's last cut; ahead, the clock read by
    /// another process a moment later than this one.
    static let past = 7 * 86_400.0, ahead = 2.0
    static let largest = 1e7

    static func encode(_ budget: SharedBudget) -> [UInt8] {
        let rate = budget.rate
        var lines = [
            header,
            "next \(optional(budget.slots.next?.timeIntervalSince1970))",
            "rate \(rate.concurrency) \(optional(rate.rate)) \(rate.throttles) \(rate.highest) \(rate.peak) \(rate.said) "
                + "\(rate.lastCut) \(rate.roundTrip) \(rate.measured) \(optional(rate.bucketStart)) \(rate.bucketCount) "
                + "\(rate.quiet) \(rate.beta)",
        ]
        lines += budget.members.map { "member \(String($0.id, radix: 16)) \($0.seen) \($0.ceiling) \(optional($0.cap))" }
        let body = lines.joined(separator: "\n") + "\n"
        return Array((body + "sum \(checksum(body))\n").utf8)
    }

    /// The budget the bytes hold, its numbers checked against `now`; nil when they hold none to trust.
    static func decode(_ bytes: [UInt8], now: Double) -> SharedBudget? {
        guard bytes.count <= 64 * 1024, let text = String(validating: bytes, as: UTF8.self), text.hasSuffix("\n") else { return nil }
        var rows = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
        guard let sum = rows.popLast(), sum.hasPrefix("sum "),
              sum.dropFirst(4) == checksum(rows.joined(separator: "\n") + "\n")
        else { return nil }
        let lines = rows.map { $0.split(separator: " ") }
        guard lines.count >= 3, lines.count <= SharedBudget.mostMembers + 3,
              lines[0].joined(separator: " ") == header
        else { return nil }
        let times = (now - past)...(now + ahead)
        var budget = SharedBudget()
        var next = Words(lines[1], name: "next"), fields = Words(lines[2], name: "rate")
        guard let slot = next.optional(times),
              let concurrency = fields.integer(1...Int(largest)), let rate = fields.optional(0.000_1...largest),
              let throttles = fields.integer(0...Int(Int32.max)), let highest = fields.number(0...largest),
              let peak = fields.number(0...largest), let said = fields.number(0...largest),
              let lastCut = fields.number(0...(now + ahead)), let roundTrip = fields.number(0.000_1...3_600),
              let measured = fields.number(0...largest), let bucketStart = fields.optional(times),
              let bucketCount = fields.integer(0...Int(largest)), let quiet = fields.number(0...(now + ahead)),
              let beta = fields.number(0.5...0.95), next.atEnd, fields.atEnd
        else { return nil }
        budget.slots.next = slot.map { Date(timeIntervalSince1970: $0) }
        budget.rate.concurrency = concurrency
        (budget.rate.rate, budget.rate.throttles, budget.rate.highest, budget.rate.peak) = (rate, throttles, highest, peak)
        (budget.rate.said, budget.rate.lastCut, budget.rate.roundTrip) = (said, lastCut, roundTrip)
        (budget.rate.measured, budget.rate.bucketStart, budget.rate.bucketCount) = (measured, bucketStart, bucketCount)
        (budget.rate.quiet, budget.rate.beta) = (quiet, beta)
        for line in lines.dropFirst(3) {
            var words = Words(line, name: "member")
            guard let id = words.identifier(), let seen = words.number(times),
                  let ceiling = words.integer(1...SharedBudget.mostConcurrency), let cap = words.optional(0.000_1...largest),
                  words.atEnd
            else { return nil }
            budget.members.append(SharedBudget.Member(id: id, seen: seen, ceiling: ceiling, cap: cap))
        }
        budget.settle(at: now)
        return budget
    }

    private static func optional(_ value: Double?) -> String { value.map { "\($0)" } ?? "-" }

    private static func optional(_ value: Int?) -> String { value.map { "\($0)" } ?? "-" }

    private static func checksum(_ body: String) -> String { Hex.encode(Array(SHA256.hash(Array(body.utf8)).prefix(8))) }

    /// The words of one line after its name, read in order, each within its bounds.
    private struct Words {
        var words: ArraySlice<Substring>
        let named: Bool

        init(_ line: [Substring], name: String) {
            named = line.first.map { $0 == name } ?? false
            words = line.dropFirst()
        }

        var atEnd: Bool { named && words.isEmpty }

        mutating func number(_ bounds: ClosedRange<Double>) -> Double? {
            guard named, let word = words.popFirst(), let value = Double(word), value.isFinite, bounds.contains(value)
            else { return nil }
            return value
        }

        /// A number within `bounds` or `-` for none: `.some(nil)`; nil when it is neither.
        mutating func optional(_ bounds: ClosedRange<Double>) -> Double?? {
            if named, words.first == "-" { words.removeFirst(); return .some(nil) }
            return number(bounds).map { .some($0) }
        }

        mutating func integer(_ bounds: ClosedRange<Int>) -> Int? {
            guard named, let word = words.popFirst(), word.count <= 12, let value = Int(word), bounds.contains(value)
            else { return nil }
            return value
        }

        mutating func identifier() -> UInt64? {
            guard named, let word = words.popFirst(), word.count <= 16 else { return nil }
            return UInt64(word, radix: 16)
        }
    }
}
