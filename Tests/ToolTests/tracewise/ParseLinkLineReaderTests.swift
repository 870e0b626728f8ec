import Synchronization
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
@testable import DigitalLink
@testable import tracewise

/// URILineReader: lines split on bytes across chunk boundaries of every size.
struct ParseLinkLineReaderTests {
    func lines(_ bytes: [UInt8], chunkSize: Int) throws -> [String] {
        var reader = URILineReader(source: BufferInput(bytes: bytes), chunkSize: chunkSize)
        var result: [String] = []
        while let line = try reader.next() { result.append(line) }
        return result
    }

    @Test(arguments: [1, 2, 3, 5, 7, 64, 256 * 1024])
    func splitsTheSameWhateverTheChunkSize(_ chunkSize: Int) throws {
        let text = "\u{FEFF}a1\r\nb22\n\n \t \r\nccc333\r\n\r\nd\r"
        #expect(try lines(Array(text.utf8), chunkSize: chunkSize) == ["a1", "b22", "ccc333", "d"])
    }

    @Test func aFinalLineWithoutNewlineCounts() throws {
        #expect(try lines(Array("x\ny".utf8), chunkSize: 4) == ["x", "y"])
        #expect(try lines(Array("x\n".utf8), chunkSize: 4) == ["x"])
        #expect(try lines([], chunkSize: 4).isEmpty)
    }

    /// Spaces at the start and inside stay for the parser to judge; those at the end go (it kept them, and
    /// the parser refused a link exported from a spreadsheet with its padding).
    @Test(arguments: [1, 3, 64])
    func spacesAndTabsAtTheEndOfALineAreDropped(_ chunkSize: Int) throws {
        #expect(try lines(Array(" a b \na\t \t\r\nb \n \t\n".utf8), chunkSize: chunkSize) == [" a b", "a", "b"])
    }

    /// A lone CR ends a line, as in an old Mac file (it was kept inside the line, `a\rb` one URI).
    @Test(arguments: [1, 2, 3, 64])
    func aLoneCREndsALine(_ chunkSize: Int) throws {
        #expect(try lines(Array("a\rb\r".utf8), chunkSize: chunkSize) == ["a", "b"])
        #expect(try lines(Array("a1 \r\rb2\r\nc3\rd4\n".utf8), chunkSize: chunkSize) == ["a1", "b2", "c3", "d4"])
    }

    /// The first line tells: in a file of LF lines a lone CR inside a later line stays, for the parser to
    /// refuse (no line is searched for one but the first).
    @Test func aLoneCRInALaterLineOfAnLFFileStays() throws {
        #expect(try lines(Array("a\nb\rc\nd\r".utf8), chunkSize: 3) == ["a", "b\rc", "d"])
    }

    @Test func invalidUTF8BecomesReplacementCharacters() throws {
        #expect(try lines([0x61, 0xFF, 0x62, 0x0A], chunkSize: 2) == ["a\u{FFFD}b"])
    }

    @Test func aBOMOnlyCountsAtTheStart() throws {
        #expect(try lines(Array("a\n\u{FEFF}b\n".utf8), chunkSize: 2) == ["a", "\u{FEFF}b"])
    }

    @Test func itSaysWhenEverythingReadHasBeenHandedOut() throws {
        var reader = URILineReader(source: BufferInput("a\nb\n"), chunkSize: 1024)
        #expect(try reader.next() == "a")
        #expect(!reader.hasNoBufferedInput)
        #expect(try reader.next() == "b")
        #expect(reader.hasNoBufferedInput)
        #expect(try reader.next() == nil)
    }

    @Test(arguments: [3, 64])
    func aRunawayLineIsMarkedNotCutAndTheNextOnesStillCome(_ chunkSize: Int) throws {
        var reader = URILineReader(
            source: BufferInput(String(repeating: "y", count: 50) + "\r\nabcdefghij\r\n" + String(repeating: " ", count: 11) + "\nz"),
            chunkSize: chunkSize, maximumLineLength: 10)
        var batch = URIBatch()
        while try reader.next(into: &batch) {}
        var lines: [String] = [], tooLong: [Bool] = []
        batch.forEachLine { bytes, isTooLong in
            lines.append(String(decoding: bytes, as: UTF8.self))
            tooLong.append(isTooLong)
        }
        // Its start, to say which line it was; the worker writes its error record instead of parsing it.
        #expect(lines == [String(repeating: "y", count: 10) + "…", "abcdefghij", String(repeating: " ", count: 10) + "…", "z"])
        #expect(tooLong == [true, false, true, false], "exactly the maximum is kept whole, CR dropped; a long blank line counts")
    }

    @Test func aLineLongerThanManyChunksIsJoined() throws {
        let long = String(repeating: "x", count: 2_000)
        #expect(try lines(Array("\(long)\r\nb\n\(long)".utf8), chunkSize: 7) == [long, "b", long])
    }

    /// Input that arrives one line per read, as from a person typing at a terminal.
    final class TypedInput: InputSource {
        let lines: Mutex<[String]>
        init(_ lines: [String]) { self.lines = Mutex(lines) }
        func read(upTo maxCount: Int) throws(FileSystemError) -> [UInt8] {
            lines.withLock { $0.isEmpty ? [] : Array($0.removeFirst().utf8) }
        }
    }

    @Test func eachTypedLineComesOutBeforeTheNextRead() throws {
        var reader = URILineReader(source: TypedInput(["a\n", "\n", "b\r\n"]))
        #expect(try reader.next() == "a")
        #expect(reader.hasNoBufferedInput, "the command flushes here, before reading on")
        #expect(try reader.next() == "b")
        #expect(reader.hasNoBufferedInput)
        #expect(try reader.next() == nil)
    }
}
