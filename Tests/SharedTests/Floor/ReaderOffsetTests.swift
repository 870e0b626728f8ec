import Testing
@testable import ToolkitFloor

/// The byte offset a CSV or line reader gives after each record: where the next one begins in the bytes
/// as read (`--resume` cuts a file there), whatever the line breaks, quoting, byte-order mark or chunk
/// boundaries, so no record has to be written again to find it.
struct ReaderOffsetTests {
    static let csv = Array("\u{FEFF}id,street\r\n1,\"26601 Aliso\r\nCreek\"\r\n\r\n2,Main St\n3,\"say \"\"hi\"\"\"".utf8)
    /// The offset after each record of `csv`: the header, record 1 (with its quoted CRLF), then record 2
    /// after a blank line, then the last, unterminated.
    static let csvEnds = [14, 38, 50, csv.count]

    @Test(arguments: [1, 2, 3, 7, 64 * 1024])
    func aCSVRecordEndsWhereTheReaderStoodAfterIt(chunk: Int) throws {
        var reader = CSVReader(source: ChunkedInput(Self.csv, size: chunk), chunkSize: chunk)
        var ends: [Int] = []
        while try reader.next() != nil { ends.append(reader.offset) }
        // A CRLF's LF in the next chunk is counted with the next record: only the last byte may differ.
        #expect(ends.count == Self.csvEnds.count)
        for (found, expected) in zip(ends, Self.csvEnds) { #expect(found == expected || found == expected - 1, "\(ends)") }
        if chunk > 16 { #expect(ends == Self.csvEnds) }
    }

    /// Where each record of `csv` begins: the header after the byte-order mark, record 1, record 2 after
    /// the blank line before it, the last. Exact at every chunk size, a CRLF split across reads included.
    static let csvStarts = [3, 14, 40, 50]

    @Test(arguments: [1, 2, 3, 7, 13, 37, 64 * 1024])
    func aCSVRecordBeginsWhereTheReaderFoundIt(chunk: Int) throws {
        var reader = CSVReader(source: ChunkedInput(Self.csv, size: chunk), chunkSize: chunk)
        var starts: [Int] = []
        while try reader.next() != nil { starts.append(reader.recordStart) }
        #expect(starts == Self.csvStarts)
    }

    static let lines = Array("\u{FEFF}{\"line\":2}\r\n{\"line\":3}\n\n{\"line\":5}".utf8)
    static let lineEnds = [15, 26, 27, lines.count]

    @Test(arguments: [1, 2, 5, 64 * 1024])
    func aLineEndsWhereTheReaderStoodAfterIt(chunk: Int) throws {
        var reader = LineReader(source: ChunkedInput(Self.lines, size: chunk), chunkSize: chunk)
        var ends: [Int] = []
        while try reader.next() != nil { ends.append(reader.offset) }
        #expect(ends == Self.lineEnds)
    }
}
