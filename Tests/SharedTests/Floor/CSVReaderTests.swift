import Synchronization
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// Hands out at most `size` bytes per read, so chunk boundaries fall everywhere: inside quotes, between
/// the CR and LF of a CRLF, inside a multi-byte UTF-8 character, inside the byte-order mark.
final class ChunkedInput: InputSource {
    private let remaining: Mutex<ArraySlice<UInt8>>
    private let size: Int

    init(_ bytes: [UInt8], size: Int) {
        remaining = Mutex(ArraySlice(bytes))
        self.size = size
    }

    func read(upTo maxCount: Int) throws(FileSystemError) -> [UInt8] {
        remaining.withLock { slice in
            let chunk = Array(slice.prefix(min(size, maxCount)))
            slice = slice.dropFirst(chunk.count)
            return chunk
        }
    }
}

/// The ways a test feeds bytes to a reader.
enum InputFeed: String, CaseIterable, Sendable {
    case whole, oneByte, threeBytes, readerChunkOfTwo

    func csvReader(_ bytes: [UInt8], maximumFieldLength: Int = 1 << 20) -> CSVReader {
        switch self {
        case .whole: CSVReader(source: BufferInput(bytes: bytes), maximumFieldLength: maximumFieldLength)
        case .oneByte: CSVReader(source: ChunkedInput(bytes, size: 1), maximumFieldLength: maximumFieldLength)
        case .threeBytes:
            CSVReader(source: ChunkedInput(bytes, size: 3), maximumFieldLength: maximumFieldLength)
        case .readerChunkOfTwo:
            CSVReader(source: BufferInput(bytes: bytes), chunkSize: 2, maximumFieldLength: maximumFieldLength)
        }
    }
}

/// What reading produced, record by record; an error is one entry and reading goes on while it can.
enum CSVRead: Equatable, CustomStringConvertible {
    case record(CSVRecord)
    case error(line: Int)

    var description: String {
        switch self {
        case .record(let record): "\(record.line): \(record.fields)"
        case .error(let line): "error at line \(line)"
        }
    }
}

private func R(_ line: Int, _ fields: String...) -> CSVRead { .record(CSVRecord(fields: fields, line: line)) }

private func readAll(_ reader: CSVReader) -> [CSVRead] {
    var reader = reader
    var result: [CSVRead] = []
    while result.count < 1000 {
        do {
            guard let record = try reader.next() else { break }
            result.append(.record(record))
        } catch {
            result.append(.error(line: error.line))
        }
    }
    return result
}

struct CSVCase: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var expected: [CSVRead]
    var testDescription: String { name }

    init(_ name: String, _ text: String, _ expected: [CSVRead]) {
        self.init(name, Array(text.utf8), expected)
    }

    init(_ name: String, _ bytes: [UInt8], _ expected: [CSVRead]) {
        self.name = name
        self.bytes = bytes
        self.expected = expected
    }
}

struct CSVReaderTests {
    private typealias Case = CSVCase

    /// Expected records computed with Python 3.11's `csv` module and pasted in: `csv.reader` over
    /// `io.StringIO(text, newline="")`, a record's line = `reader.line_num` before it + 1, empty rows (blank
    /// lines) dropped, a leading BOM removed first.
    static let rfc4180Cases: [CSVCase] = [
        Case("plain", "a,b,c\n1,2,3\n", [R(1, "a", "b", "c"), R(2, "1", "2", "3")]),
        Case("embedded comma", "\"a,b\",c\n", [R(1, "a,b", "c")]),
        Case("doubled quotes", "\"he said \"\"hi\"\"\",x\n", [R(1, "he said \"hi\"", "x")]),
        Case("LF inside quotes", "id,addr\n1,\"line1\nline2\"\n2,z\n", [
            R(1, "id", "addr"), R(2, "1", "line1\nline2"), R(4, "2", "z"),
        ]),
        Case("CRLF records and CRLF inside quotes", "a,\"x\r\ny\"\r\nb,c\r\n", [
            R(1, "a", "x\r\ny"), R(3, "b", "c"),
        ]),
        Case("lone CR records", "a,b\rc,d\re,f", [R(1, "a", "b"), R(2, "c", "d"), R(3, "e", "f")]),
        Case("lone CR inside quotes", "\"x\ry\",z\rw\r", [R(1, "x\ry", "z"), R(3, "w")]),
        Case("byte-order mark", "\u{FEFF}id,name\n1,Ann\n", [R(1, "id", "name"), R(2, "1", "Ann")]),
        Case("empty fields", ",,\na,,b\n\"\"\n", [R(1, "", "", ""), R(2, "a", "", "b"), R(3, "")]),
        Case("trailing comma", "a,b,\nc,\n", [R(1, "a", "b", ""), R(2, "c", "")]),
        Case("trailing comma at the end", "a,", [R(1, "a", "")]),
        Case("ragged rows", "a,b,c\n1\n1,2,3,4\n", [
            R(1, "a", "b", "c"), R(2, "1"), R(3, "1", "2", "3", "4"),
        ]),
        Case("blank lines", "\n\na\n\r\n\rb\n\n", [R(3, "a"), R(6, "b")]),
        Case("no final newline", "a,b\nc,d", [R(1, "a", "b"), R(2, "c", "d")]),
        Case("multi-byte UTF-8", "Zürich,東京,😀\n\"Mü\nnchen\",é", [
            R(1, "Zürich", "東京", "😀"), R(2, "Mü\nnchen", "é"),
        ]),
        Case("quote inside unquoted field", "a\"b,c\"\n", [R(1, "a\"b", "c\"")]),
        Case("text after closing quote", "\"ab\"cd,e\n", [R(1, "abcd", "e")]),
        Case("spaces kept", " a , \"b\" \n", [R(1, " a ", " \"b\" ")]),
        Case("quoted fields with CRLF", "\"a\"\r\n\"b\"\r\n", [R(1, "a"), R(2, "b")]),
        Case("CR, doubled quote, LF inside quotes", "\"a\r\"\"\nb\",c\nx\n", [
            R(1, "a\r\"\nb", "c"), R(4, "x"),
        ]),
        Case("whitespace-only line", "a\n \nb\n", [R(1, "a"), R(2, " "), R(3, "b")]),
        Case("empty quoted field then blank", "\"\"\n\n\"\",\"\"\n", [R(1, ""), R(3, "", "")]),
        Case("quoted newline-only field", "\"\n\",x\n\"\r\n\"\n", [R(1, "\n", "x"), R(3, "\r\n")]),
        Case("empty input", "", []),
        Case("only a byte-order mark", "\u{FEFF}", []),
        Case("only line breaks", "\n\r\n\r", []),
    ]

    /// Where Python is lenient (it returns an unterminated field as is, and decodes with replacement) this
    /// reader reports the line instead: exit 65 with a line number beats a silently wrong address.
    static let errorCases: [CSVCase] = [
        Case("unterminated quote", "a,b\nc,\"de\nf\n", [R(1, "a", "b"), .error(line: 2)]),
        Case("unterminated quote opened late in a record", "x\n\"a\",\"b\n\nc", [R(1, "x"), .error(line: 2)]),
        Case("lone quote at the end", "a\n\"", [R(1, "a"), .error(line: 2)]),
        Case("invalid UTF-8, then reading goes on", [0x61, 0x0A, 0xFF, 0x2C, 0x62, 0x0A, 0x63, 0x0A], [
            R(1, "a"), .error(line: 2), R(3, "c"),
        ]),
        Case("invalid UTF-8 on a quoted field's third line", Array("\"x\ny\r\n".utf8) + [0xFE, 0x22, 0x0A], [
            .error(line: 3),
        ]),
        Case("invalid UTF-8 in the second field after a multi-line first", Array("\"a\rb\",".utf8) + [0xC3], [
            .error(line: 2),
        ]),
        Case("truncated multi-byte character at the end", [0x61, 0x62, 0xC3], [.error(line: 1)]),
        Case("overlong encoding", [0x6F, 0x6B, 0x0A, 0xC0, 0xAF, 0x0A], [R(1, "ok"), .error(line: 2)]),
        Case("a BOM later in the input is content", Array("a\n".utf8) + [0xEF, 0xBB, 0xBF, 0x62], [
            R(1, "a"), R(2, "\u{FEFF}b"),
        ]),
    ]

    @Test(arguments: rfc4180Cases, InputFeed.allCases)
    func readsRFC4180(_ testCase: CSVCase, feed: InputFeed) {
        #expect(readAll(feed.csvReader(testCase.bytes)) == testCase.expected)
    }

    @Test(arguments: errorCases, InputFeed.allCases)
    func reportsTheLineOfBadInput(_ testCase: CSVCase, feed: InputFeed) {
        #expect(readAll(feed.csvReader(testCase.bytes)) == testCase.expected)
    }

    @Test func errorMessagesSayWhatIsWrong() throws {
        var reader = CSVReader(source: BufferInput("a,\"b\nc"))
        let unclosed = CSVError(line: 1, message: "a quoted field is not closed at the end")
        #expect(throws: unclosed) { try reader.next() }
        #expect(try reader.next() == nil)
        var bad = CSVReader(source: BufferInput(bytes: [0x61, 0xE2, 0x82]))
        let error = #expect(throws: CSVError.self) { try bad.next() }
        #expect(error?.message == "invalid UTF-8 (byte 2 of a field)")
        #expect(error?.readError == nil)
    }

    @Test(arguments: InputFeed.allCases)
    func aRunawayQuoteStopsAtTheFieldLimit(feed: InputFeed) {
        let bytes = Array("id\n1\n\"abcdefghijklmnop\nq,r\n".utf8)
        let read = readAll(feed.csvReader(bytes, maximumFieldLength: 8))
        #expect(read == [R(1, "id"), R(2, "1"), .error(line: 3)])
        #expect(readAll(feed.csvReader(Array("abcdefgh,\"12345678\"".utf8), maximumFieldLength: 8))
            == [R(1, "abcdefgh", "12345678")])
    }

    /// An unquoted field over the limit spoils its record only: the reader skips the rest of the field and
    /// stands at the next record, however the input is cut into chunks.
    @Test(arguments: InputFeed.allCases)
    func anOverLongUnquotedFieldSpoilsOnlyItsRecord(feed: InputFeed) throws {
        let bytes = Array("id\nabcdefghijklmnop,x\n2\ny,abcdefghijklmnopqrstuvwxyz\n3".utf8)
        let read = readAll(feed.csvReader(bytes, maximumFieldLength: 8))
        #expect(read == [R(1, "id"), .error(line: 2), R(3, "2"), .error(line: 4), R(5, "3")])
        var reader = feed.csvReader(bytes, maximumFieldLength: 8)
        _ = try reader.next()
        let error = #expect(throws: CSVError.self) { try reader.next() }
        #expect(error?.isRecoverable == true)
        #expect(error?.message == "a field is longer than 8 bytes")
    }

    @Test func aFailedReadIsThrownWithItsCause() {
        struct Failing: InputSource {
            func read(upTo maxCount: Int) throws(FileSystemError) -> [UInt8] {
                throw .other("in", "I/O error")
            }
        }
        var reader = CSVReader(source: Failing())
        let error = #expect(throws: CSVError.self) { try reader.next() }
        #expect(error?.readError == .other("in", "I/O error"))
        #expect(error?.message == "cannot read input: I/O error")
    }

    /// Whatever CSVWriter writes, CSVReader reads back field for field.
    @Test(arguments: [InputFeed.whole, .threeBytes])
    func readsBackWhatCSVWriterWrites(feed: InputFeed) {
        let alphabet = ["a", "Z", " ", ",", "\"", "\n", "\r", "\r\n", "é", "東", "😀", "x,y", ""]
        var state: UInt64 = 42
        func random(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let rows: [[String]] = (0..<300).map { _ in
            (0..<(1 + random(5))).map { _ in
                (0..<random(6)).map { _ in alphabet[random(alphabet.count)] }.joined()
            }
        }
        // A lone empty field too: it is written `""`, not as a blank line, which readers skip.
        let written = rows
        #expect(written.contains([""]))
        let text = written.map(CSVWriter.row).joined()
        let read = readAll(feed.csvReader(Array(text.utf8))).compactMap { item -> [String]? in
            if case .record(let record) = item { record.fields } else { nil }
        }
        #expect(read == written)
    }

    /// 200 000 rows produced on the fly (never held whole), with a two-line quoted field every 1000 rows so
    /// line numbers must keep counting through them.
    @Test func streamsALongInput() throws {
        final class Generated: InputSource {
            let rows: Int
            let state = Mutex((row: 0, pending: [UInt8]()))
            init(rows: Int) { self.rows = rows }
            func read(upTo maxCount: Int) throws(FileSystemError) -> [UInt8] {
                state.withLock { state in
                    while state.pending.count < maxCount, state.row < rows {
                        let row = state.row
                        let street = row % 1000 == 999 ? "\"\(row) Main St\nSuite 5\"" : "\(row) Main St"
                        state.pending.append(contentsOf: "\(row),\(street),Boston,MA,02116,US\r\n".utf8)
                        state.row += 1
                    }
                    let chunk = Array(state.pending.prefix(maxCount))
                    state.pending.removeFirst(chunk.count)
                    return chunk
                }
            }
        }
        var reader = CSVReader(source: Generated(rows: 200_000))
        var count = 0
        var last: CSVRecord?
        while let record = try reader.next() {
            #expect(record.fields.count == 6)
            count += 1
            last = record
        }
        #expect(count == 200_000)
        #expect(last?.fields.first == "199999")
        #expect(last?.line == 200_000 + 199)  // 199 earlier rows took two lines each
    }
}
