import Shared

/// `--shard I/N`: this run's share of a batch spread over N runs (machines, pods, array jobs): the data
/// rows whose 0-based index modulo N is I. Records keep the whole file's `line` numbers, so the N
/// outputs merged by `line` are the records of one whole run, and each shard resumes on its own.
struct BatchShard: Equatable {
    var index: Int
    var count: Int

    static let option = OptionKey<String?>.value(
        "shard", valueName: "I/N",
        help: "Handle only the data rows whose 0-based index modulo N is I (0 <= I < N), keeping their line numbers.")

    /// Reads `--shard`; anything but `I/N` with 0 ≤ I < N is a usage error.
    static func parse(_ text: String, commandPath: [String]) throws(UsageError) -> BatchShard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0].trimmedWhitespace), let count = Int(parts[1].trimmedWhitespace),
              count >= 1, (0..<count).contains(index)
        else {
            throw UsageError("--shard takes I/N with 0 <= I < N (e.g. 0/4 for the first of four), not '\(text)'", commandPath: commandPath)
        }
        return BatchShard(index: index, count: count)
    }

    /// Whether the data row at 0-based `position` is this shard's.
    func owns(_ position: Int) -> Bool { position % count == index }
}

extension Substring {
    fileprivate var trimmedWhitespace: String { String(self).trimmedWhitespace }
}
