import Shared

/// `--resume`: what an earlier run of the same batch left in `--output-file`, checked row by row against
/// the input, which is read past the rows done so that the batch goes on from the first row not done.
///
/// Every record was flushed whole, but a process killed mid-write may leave half a line: only the bytes
/// up to the last line break count (`keep`), and the rest is cut off before appending.
struct BatchResume {
    /// Rows the file already has records for.
    var rowsDone = 0
    /// Bytes of the file that hold whole records (and the CSV header) to keep as they are.
    var keep = 0
    /// From the first record to send again to the end of the whole records, when there is one: those
    /// records are moved aside and the batch goes on from that row (`ResumeTail`).
    var tail: Range<Int>?

    /// `--resume` reads FILE to its end and may cut it back, which only a regular file allows: a device
    /// (`/dev/full` reads forever), a FIFO or a socket is exit 64 before anything is read or sent. A FILE
    /// that does not exist yet is fine: the batch starts it.
    static func requireRegularFile(_ name: String, context: CommandContext) throws {
        let path = context.environment.absolutePath(name)
        let fileSystem = context.environment.fileSystem
        guard fileSystem.fileExists(at: path), fileSystem.fileSize(at: path) == nil else { return }
        // A read of at most 0 bytes opens without waiting (a FIFO) and names the kind it finds.
        let kind: String
        do {
            _ = try fileSystem.readFile(at: path, limit: 0)
            return
        } catch .notRegularFile(_, let found) {
            kind = found
        } catch .isDirectory {
            kind = "a directory"
        } catch .tooLarge, .notFound {
            return
        } catch {
            kind = "not a regular file"
        }
        let what = kind.hasPrefix("not ") ? kind : "\(kind), not a regular file"
        throw UsageError(
            "--resume continues the records in a regular file, and \(name) is \(what); "
                + "write to it without --resume, or resume a regular file", commandPath: context.command.path)
    }

    /// Reads `path` (absolute) and the input's first rows in step. Nothing to resume when the file does
    /// not exist. A record that does not belong to its row is exit 65 naming the line.
    static func check(
        path: String, shownAs name: String, fileSystem: any FileSystem, format: OutputFormat, csvHeader: [String],
        judge: EarlierRecord, input: inout BatchInput
    ) throws -> BatchResume {
        guard fileSystem.fileExists(at: path) else { return BatchResume() }
        var resume = BatchResume()
        let whole = try wholeLines(of: fileSystem.openForReading(at: path))
        resume.keep = whole
        let source = PrefixInput(try fileSystem.openForReading(at: path), limit: whole)
        // Where the record being read begins, as the reader counts the file's bytes.
        var offset = 0
        func redoFrom(_ start: Int) -> BatchResume {
            var resume = resume
            resume.keep = start
            resume.tail = start..<whole
            return resume
        }
        func mismatch(_ detail: String) -> ToolError { judge.mismatch(name, detail) }
        if format == .csv {
            var reader = CSVReader(source: source)
            // A record that cannot be read is a mismatch too: the file would be appended to after it.
            func nextRecord() throws -> CSVRecord? {
                do {
                    return try reader.next()
                } catch {
                    throw mismatch("its record at line \(error.line) cannot be read as CSV: \(error.message)")
                }
            }
            if let first = try nextRecord() {
                if first.fields != csvHeader {
                    throw mismatch("its columns are \(first.fields.joined(separator: ",")), this run writes \(csvHeader.joined(separator: ","))")
                }
            }
            while let record = try nextRecord() {
                // Where the record began, as the reader found it: `offset` after the record before may still
                // lack the LF of a CRLF split across two reads.
                if judge.redoes(csv: record.fields) { return redoFrom(reader.recordStart) }
                guard let (row, _) = try input.nextRecord() else { throw mismatch("it has more records than the input has rows") }
                if let problem = judge.csvMismatch(record.fields, inputFields: row.fields, line: row.line) {
                    throw mismatch(problem)
                }
                resume.rowsDone += 1
            }
            return resume
        }
        var lines = LineReader(source: source, chunkSize: 1 << 20)
        while let line = try lines.next() {
            if judge.redoes(ndjson: line.bytes) { return redoFrom(offset) }
            offset = lines.offset
            guard let (recordLine, recordID) = RecordKey.parse(line.bytes[...]) else {
                throw mismatch("record \(resume.rowsDone + 1) is not a batch record")
            }
            guard let (rowLine, rowID) = try input.nextKey() else { throw mismatch("it has more records than the input has rows") }
            if let problem = EarlierRecord.keyMismatch(record: (recordLine, recordID), row: (rowLine, rowID)) {
                throw mismatch(problem)
            }
            resume.rowsDone += 1
        }
        return resume
    }

    /// The length of the file up to and including its last line break.
    private static func wholeLines(of source: any InputSource) throws -> Int {
        var total = 0, keep = 0
        while true {
            let chunk = try source.read(upTo: 1 << 20)
            if chunk.isEmpty { return keep }
            if let last = chunk.lastIndex(of: 10) { keep = total + last + 1 }
            total += chunk.count
        }
    }
}

extension BatchInput {
    /// The next row's line and id, for checking a resumed file; nil at the end. CSV rows are not judged
    /// (no address is built), so skipping the rows done is fast.
    mutating func nextKey() throws -> (line: Int, id: String?)? {
        if format == .csv {
            guard let (record, problem) = try nextRecord() else { return nil }
            return (record.line, problem == nil ? id(of: record) : nil)
        }
        guard let row = try next() else { return nil }
        return (row.line, row.id)
    }
}
