import Testing
@testable import DigitalLink

/// `QueryPieces`: the one rule by which a URI's query and the query beside a compressed blob are split
/// into names and values.
struct QueryPiecesTests {
    /// The pieces of a query, as name and value text.
    private func pieces(_ query: String) -> [[String]] {
        let bytes = Array(("x?" + query).utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var pieces = QueryPieces(buffer, query: 2..<buffer.count)
            var found: [[String]] = []
            while let piece = pieces.next() {
                found.append([piece.name, piece.value].map { String(decoding: buffer[$0], as: UTF8.self) })
            }
            return found
        }
    }

    @Test func splitsOnAmpersandsSkippingEmptyPiecesAndAtTheFirstEquals() {
        #expect(pieces("17=271231&linkType=all") == [["17", "271231"], ["linkType", "all"]])
        #expect(pieces("&&a=1&&&b=2&") == [["a", "1"], ["b", "2"]])
        #expect(pieces("c=d=e") == [["c", "d=e"]], "only the first = splits")
        #expect(pieces("=x&y=") == [["", "x"], ["y", ""]])
    }

    @Test func aPieceWithoutEqualsIsANameWithAnEmptyValue() {
        #expect(pieces("x") == [["x", ""]])
        #expect(pieces("17&x&10=AB") == [["17", ""], ["x", ""], ["10", "AB"]])
    }

    @Test func anEmptyQueryHasNoPieces() {
        #expect(pieces("").isEmpty)
        #expect(pieces("&").isEmpty)
        #expect(pieces("&&&").isEmpty)
    }

    @Test func onlyANameOfDigitsIsAnAIKey() {
        func isAIKey(_ name: String) -> Bool {
            Array(name.utf8).withUnsafeBufferPointer { QueryPieces.isAIKey($0[...]) }
        }
        #expect(isAIKey("17") && isAIKey("8200") && isAIKey("0"))
        #expect(!isAIKey("") && !isAIKey("exp") && !isAIKey("17a") && !isAIKey("1 7") && !isAIKey("%31"))
        #expect(!isAIKey("/") && !isAIKey(":"), "the bytes either side of the digits")
    }
}
