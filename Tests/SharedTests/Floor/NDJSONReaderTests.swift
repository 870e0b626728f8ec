import Foundation
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

extension InputFeed {
    /// A source for line readers; `readerChunkOfTwo` becomes a source handing out two bytes per read.
    func source(_ bytes: [UInt8]) -> any InputSource {
        switch self {
        case .whole: BufferInput(bytes: bytes)
        case .oneByte: ChunkedInput(bytes, size: 1)
        case .threeBytes: ChunkedInput(bytes, size: 3)
        case .readerChunkOfTwo: ChunkedInput(bytes, size: 2)
        }
    }
}

/// An item as the tests compare it: the object's compact JSON, or the error's line and message.
private enum Item: Equatable {
    case object(Int, String)
    case error(Int, String)
}

private func items(_ text: String, feed: InputFeed = .whole, maximumLineLength: Int = 1 << 20) throws
    -> [Item] {
    try items(Array(text.utf8), feed: feed, maximumLineLength: maximumLineLength)
}

private func items(_ bytes: [UInt8], feed: InputFeed = .whole, maximumLineLength: Int = 1 << 20) throws
    -> [Item] {
    var reader = NDJSONReader(source: feed.source(bytes), maximumLineLength: maximumLineLength)
    var result: [Item] = []
    while let item = try reader.next() {
        switch item.result {
        case .success(let object): result.append(.object(item.line, JSONWriter.compact(.object(object))))
        case .failure(let error):
            #expect(error.line == item.line)
            result.append(.error(item.line, error.message))
        }
    }
    return result
}

struct NDJSONReaderTests {
    @Test(arguments: InputFeed.allCases)
    func readsOneObjectPerLine(feed: InputFeed) throws {
        let text = "\u{FEFF}{\"id\":\"A-1\",\"city\":\"Zürich\"}\r\n\n   \n\t\r\n"
            + "{\"address\":{\"zip\":\"02116\"}}"
        #expect(try items(text, feed: feed) == [
            .object(1, #"{"id":"A-1","city":"Zürich"}"#),
            .object(5, #"{"address":{"zip":"02116"}}"#),
        ])
    }

    /// A bad line is an item, not the end: the batch writes an error record for it and reads on.
    @Test(arguments: InputFeed.allCases)
    func badLinesBecomeErrorItems(feed: InputFeed) throws {
        let bytes = Array("{\"a\":1}\n[1,2]\nnot json\n{\"b\":\n\"text\"\n".utf8)
            + [0x7B, 0x22, 0x63, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x7D, 0x0A]  // {"c":"\xFF"}
            + Array("{\"d\":2}".utf8)
        #expect(try items(bytes, feed: feed) == [
            .object(1, #"{"a":1}"#),
            .error(2, "the line is not a JSON object"),
            .error(3, "invalid JSON at column 1: unexpected literal"),
            .error(4, "invalid JSON at column 6: unexpected end of input"),
            .error(5, "the line is not a JSON object"),
            .error(6, "invalid UTF-8"),
            .object(7, #"{"d":2}"#),
        ])
    }

    @Test(arguments: InputFeed.allCases)
    func anOverlongLineIsAnErrorItemAndTheNextLineStillComes(feed: InputFeed) throws {
        let text = "{\"a\":\"\(String(repeating: "x", count: 40))\"}\n{\"b\":1}\n"
        #expect(try items(text, feed: feed, maximumLineLength: 16) == [
            .error(1, "the line is longer than 16 bytes"),
            .object(2, #"{"b":1}"#),
        ])
    }

    @Test func aFailedReadIsThrown() {
        struct Failing: InputSource {
            func read(upTo maxCount: Int) throws(FileSystemError) -> [UInt8] { throw .permissionDenied("in") }
        }
        var reader = NDJSONReader(source: Failing())
        let error = #expect(throws: NDJSONError.self) { try reader.next() }
        #expect(error?.readError == .permissionDenied("in"))
        #expect(error?.line == 1)
    }

    @Test func agreesWithJSONSerializationOnEachLine() throws {
        let lines = [#"{"n":1.50,"s":"a\"b\\c\u00e9","l":[true,null,{}]}"#, #"{"e":"\ud83d\ude00"}"#]
        var reader = NDJSONReader(source: BufferInput(lines.joined(separator: "\n")))
        for line in lines {
            let item = try #require(try reader.next())
            let ours = try JSONSerialization.jsonObject(
                with: Data(JSONWriter.compact(.object(try #require(item.object))).utf8)) as? NSDictionary
            let theirs = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? NSDictionary
            #expect(ours == theirs)
        }
        #expect(try reader.next() == nil)
    }
}

struct LineReaderTests {
    private static func lines(_ bytes: [UInt8], feed: InputFeed, maximumLineLength: Int = 1 << 20) throws
        -> [LineReader.Line] {
        var reader = LineReader(source: feed.source(bytes), chunkSize: feed == .readerChunkOfTwo ? 2 : 65536,
                                maximumLineLength: maximumLineLength)
        var result: [LineReader.Line] = []
        while let line = try reader.next() { result.append(line) }
        return result
    }

    private static func line(_ number: Int, _ text: String, tooLong: Bool = false) -> LineReader.Line {
        LineReader.Line(bytes: Array(text.utf8), number: number, isTooLong: tooLong)
    }

    @Test(arguments: InputFeed.allCases)
    func splitsAtLFAndCRLFOnly(feed: InputFeed) throws {
        let text = "\u{FEFF}a\r\nb\n\nc\rd\r\n\r\né😀\nlast\r"
        #expect(try Self.lines(Array(text.utf8), feed: feed) == [
            Self.line(1, "a"), Self.line(2, "b"), Self.line(3, ""), Self.line(4, "c\rd"), Self.line(5, ""),
            Self.line(6, "é😀"), Self.line(7, "last\r"),
        ])
        #expect(try Self.lines([], feed: feed) == [])
        #expect(try Self.lines(Array("\n".utf8), feed: feed) == [Self.line(1, "")])
        #expect(try Self.lines(Array("x\n".utf8), feed: feed) == [Self.line(1, "x")])
    }

    @Test(arguments: InputFeed.allCases)
    func cutsLinesAtTheLimit(feed: InputFeed) throws {
        let text = "1234\n1234\r\n12345\n12345\r\n123456789\r\nok\n12345"
        #expect(try Self.lines(Array(text.utf8), feed: feed, maximumLineLength: 4) == [
            Self.line(1, "1234"), Self.line(2, "1234"), Self.line(3, "1234", tooLong: true),
            Self.line(4, "1234", tooLong: true), Self.line(5, "1234", tooLong: true), Self.line(6, "ok"),
            Self.line(7, "1234", tooLong: true),
        ])
    }

    /// A million short lines, as `tracewise parse-link` might get on stdin, generated in one buffer.
    @Test func readsAMillionLines() throws {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(12_000_000)
        for index in 0..<1_000_000 { bytes.append(contentsOf: "https://id.example/01/\(index)\n".utf8) }
        var reader = LineReader(source: BufferInput(bytes: bytes))
        var count = 0
        var total = 0
        while let line = try reader.next() {
            count += 1
            total += line.bytes.count + 1
        }
        #expect(count == 1_000_000)
        #expect(total == bytes.count)
        #expect(reader.lineNumber == 1_000_000)
    }
}
