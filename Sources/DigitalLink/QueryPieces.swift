/// The pieces of a Digital Link's query string (R8), as name and value, by the one rule every reader of
/// a query keeps: a URI's (`QueryAttributes`), the query beside a compressed link's blob
/// (`CompressedDigitalLink`), and the parameters `--compress` keeps after its blob (`otherParameters`).
///
/// Pieces are split on `&` and empty pieces (`&&`, a trailing `&`) skipped. A piece without `=` is a
/// name with an empty value, as a browser's `URLSearchParams` reads it: `?x` is kept as `x` with an
/// empty value (GS1's engine keeps it among the parameters it does not read), and `?17` is AI 17
/// without a value. Only the first `=` splits, so a value may hold more. Nothing is decoded here: the
/// ranges are of the raw bytes, for the reader to percent-decode by its own rules.
struct QueryPieces: IteratorProtocol {
    /// One `name=value` piece: the ranges of the name and the value in the bytes (the value's empty when
    /// the piece has no `=`).
    struct Piece {
        let name: Range<Int>
        let value: Range<Int>
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let end: Int
    private var start: Int

    /// The pieces of `query`, a range of `bytes` (after the `?`, before any `#`).
    init(_ bytes: UnsafeBufferPointer<UInt8>, query: Range<Int>) {
        self.bytes = bytes
        self.start = query.lowerBound
        self.end = query.upperBound
    }

    /// The next piece that is not empty, or nil at the query's end. One pass over its bytes.
    mutating func next() -> Piece? {
        while start < end {
            let pieceStart = start
            var pieceEnd = start
            var equals = -1
            while pieceEnd < end, bytes[pieceEnd] != UInt8(ascii: "&") {
                if equals < 0, bytes[pieceEnd] == UInt8(ascii: "=") { equals = pieceEnd }
                pieceEnd += 1
            }
            start = pieceEnd + 1
            guard pieceEnd > pieceStart else { continue }  // an empty piece ('&&')
            guard equals >= 0 else { return Piece(name: pieceStart..<pieceEnd, value: pieceEnd..<pieceEnd) }
            return Piece(name: pieceStart..<equals, value: (equals + 1)..<pieceEnd)
        }
        return nil
    }

    /// Whether a name is reserved for GS1: digits only, not empty. Such a name must be a known AI.
    static func isAIKey(_ name: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        !name.isEmpty && name.allSatisfy { $0 &- UInt8(ascii: "0") < 10 }
    }
}
