import Shared

/// The records of a resumed `--output-file` from the first one that `--resume` sends again (an error a
/// later run may not meet: `interrupted`, 408, 429, 500, 502, 503, 504, a timeout, a lost connection) to the end. They are
/// moved aside into `FILE.resume-tail`, the file is cut where they began, and the batch goes on from that
/// row: each later row takes its earlier record again when it is kept, or is sent when it is not, so the
/// file ends up in input order, as an uninterrupted run writes it.
///
/// When the batch ends early (Ctrl-C, the circuit breaker, input that cannot be read on), the records of
/// the rows it never reached are written back after the last one delivered; a record that does not belong
/// to its row puts the file back as it was (exit 65). Killed outright, the file is left cut: a later
/// `--resume` then sends those rows again, and the result is the same.
struct ResumeTail {
    let path: String
    let name: String
    let stashPath: String
    /// Where the tail began in the file, which is cut there.
    let start: Int
    let format: OutputFormat
    let judge: EarlierRecord
    private var lines: LineReader?
    private var csv: CSVReader?
    private let fileSystem: any FileSystem

    /// Copies `range` of the file at `path` to the stash and reads it from there.
    init(
        path: String, shownAs name: String, range: Range<Int>, fileSystem: any FileSystem, format: OutputFormat,
        judge: EarlierRecord
    ) throws {
        self.path = path
        self.name = name
        stashPath = path + ".resume-tail"
        start = range.lowerBound
        self.format = format
        self.judge = judge
        self.fileSystem = fileSystem
        let source = try fileSystem.openForReading(at: path)
        var skipped = 0
        while skipped < range.lowerBound {
            let chunk = try source.read(upTo: min(1 << 20, range.lowerBound - skipped))
            if chunk.isEmpty { break }
            skipped += chunk.count
        }
        let stash = try fileSystem.openForAppending(at: stashPath, keeping: 0, mode: 0o600)
        let tail = PrefixInput(source, limit: range.count)
        while true {
            let chunk = try tail.read(upTo: 1 << 20)
            if chunk.isEmpty { break }
            stash.write(bytes: chunk)
        }
        stash.flush()
        if let failure = stash.failure { throw ToolError(.outputFailed, "cannot write output to \(stashPath): \(failure.reason)") }
        if format == .csv {
            csv = CSVReader(source: try fileSystem.openForReading(at: stashPath))
        } else {
            lines = LineReader(source: try fileSystem.openForReading(at: stashPath), chunkSize: 1 << 20)
        }
    }

    /// The earlier record of `row` when it is kept (its text, written again as it was); nil when the row is
    /// to be sent: its record is one to redo, or the earlier run never reached it.
    mutating func keptRecord(for row: BatchRow) throws -> String? {
        guard let (text, key, redo) = try nextRecord() else { return nil }
        if let problem = key(row) { throw judge.mismatch(name, problem) }
        return redo ? nil : text
    }

    /// After the last input row: a record left over belongs to no row.
    mutating func requireEnd() throws {
        if try nextRecord() != nil { throw judge.mismatch(name, "it has more records than the input has rows") }
    }

    /// Writes back the records of the rows the batch never reached, after those it delivered.
    mutating func writeRest(to write: (String) -> Void) throws {
        while let (text, _, _) = try nextRecord() {
            write(text)
        }
    }

    /// Puts the file back as it was before the batch (a mismatch found part-way).
    func restore() throws {
        let (fileSystem, path, start) = (fileSystem, path, start)
        let file = RecordFile(
            try fileSystem.openForAppending(at: path, keeping: start, mode: 0o644),
            cut: { fileSystem.cutFile(at: path, to: start + $0) })
        let stash = try fileSystem.openForReading(at: stashPath)
        while true {
            let chunk = try stash.read(upTo: 1 << 20)
            if chunk.isEmpty { break }
            file.write(bytes: chunk)
        }
        file.flush()
    }

    func remove() { try? fileSystem.removeFile(at: stashPath) }

    /// The next earlier record: its text, a check of its key against a row, and whether it is redone.
    private mutating func nextRecord() throws -> (String, (BatchRow) -> String?, Bool)? {
        if csv != nil {
            guard let record = try csv?.next() else { return nil }
            let judge = self.judge
            return (CSVWriter.row(record.fields), { judge.csvMismatch(record.fields, inputFields: $0.fields, line: $0.line) }, judge.redoes(csv: record.fields))
        }
        guard let line = try lines?.next() else { return nil }
        let key = RecordKey.parse(line.bytes[...])
        let check: (BatchRow) -> String? = { row in
            guard let key else { return "the record for line \(row.line) is not a batch record" }
            return EarlierRecord.keyMismatch(record: key, row: (row.line, row.id))
        }
        return (String(decoding: line.bytes, as: UTF8.self) + "\n", check, judge.redoes(ndjson: line.bytes))
    }
}
