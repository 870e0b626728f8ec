import Testing
import ToolkitTestSupport
@testable import tracewise

/// `ParseLinkCells.isPlain`, which decides eight bytes at a time whether a link's URI and values can be
/// copied into CSV cells and table rows as they are (the rows themselves are checked against the record
/// renderers by `ParseLinkTextScanWriterTests`); and the two cells it no longer scans: a URI the parser
/// accepted is searched for a comma only (the one URI character that needs quotes), and a canonical
/// link is known plain when its stem is (the rest is percent-encoded). Each shortcut must still quote
/// what needs it.
struct ParseLinkCellsTests {
    /// What `isPlain` answers, a byte at a time: no control character, space, quote, comma, DEL, or byte
    /// that is not ASCII.
    static func reference(_ bytes: [UInt8]) -> Bool {
        bytes.allSatisfy { $0 > 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x2C }
    }

    /// Every byte value at every position of texts from empty to three words and a bit (the whole words,
    /// the overlapping last word, and texts shorter than a word), among neighbours that sit next to the
    /// bytes the word test looks for.
    @Test func isPlainAgreesWithAByteAtATimeTestForEveryByteInEveryPosition() {
        var disagreements: [String] = []
        for filler: UInt8 in [0x21, 0x23, 0x2B, 0x2D, 0x41, 0x7E] {
            for count in 0...27 {
                var text = [UInt8](repeating: filler, count: count)
                #expect(text.withUnsafeBufferPointer(ParseLinkCells.isPlain))
                for position in 0..<count {
                    for byte in UInt8.min...UInt8.max {
                        text[position] = byte
                        let got = text.withUnsafeBufferPointer(ParseLinkCells.isPlain)
                        if got != Self.reference(text) { disagreements.append("\(byte) at \(position) of \(count)") }
                    }
                    text[position] = filler
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    }

    /// Two bytes the word test looks for side by side, and one just past each end of a word: a borrow
    /// or a carry from one byte must not hide the other.
    @Test func isPlainSeesEveryPairOfNeighbouringBytes() {
        let edges: [UInt8] = [0x00, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x2B, 0x2C, 0x2D, 0x7E, 0x7F, 0x80, 0xFE, 0xFF]
        for count in [2, 7, 8, 9, 16, 17] {
            for position in 0..<(count - 1) {
                for first in edges {
                    for second in edges {
                        var text = [UInt8](repeating: 0x41, count: count)
                        text[position] = first
                        text[position + 1] = second
                        #expect(text.withUnsafeBufferPointer(ParseLinkCells.isPlain) == Self.reference(text), "\(text)")
                    }
                }
            }
        }
    }

    // MARK: The cells not scanned

    func csv(_ arguments: String, stdin: String) async -> [String] {
        let result = await ToolHarness(tool: Tracewise.definition).run("parse-link -o csv \(arguments)", stdin: stdin)
        return result.stdout.split(separator: "\n").map(String.init)
    }

    /// RFC 3986 allows a comma in a path segment and in a query; such a URI is quoted, and its value too.
    @Test func anAcceptedURIWithACommaIsQuoted() async {
        let link = "https://id.gs1.org/01/09506000134352/10/A,B?x=1"
        let rows = await csv("-", stdin: link + "\n")
        #expect(rows.count == 4, "\(rows)")
        #expect(rows[1] == #""\#(link)",true,01,01,GTIN,09506000134352,path,,,uri,https://id.gs1.org/01/09506000134352/10/A%2CB"#)
        #expect(rows[2] == #""\#(link)",true,01,10,BATCH/LOT,"A,B",path,,,uri,https://id.gs1.org/01/09506000134352/10/A%2CB"#)
    }

    /// The same URI without the comma needs no quotes: the search does not quote every accepted URI.
    @Test func anAcceptedURIWithoutACommaIsNot() async {
        let link = "https://id.gs1.org/01/09506000134352/10/AB?x=1"
        let rows = await csv("-", stdin: link + "\n")
        #expect(rows[1] == "\(link),true,01,01,GTIN,09506000134352,path,,,uri,https://id.gs1.org/01/09506000134352/10/AB")
    }

    /// A comma in `--stem` puts one in every canonical link, which is then quoted; a comma in a value never
    /// reaches the canonical link (it is `%2C` there).
    @Test func aCanonicalLinkOnAStemWithACommaIsQuoted() async {
        let rows = await csv("--stem https://x.example/a,b -", stdin: "https://id.gs1.org/01/09506000134352\n")
        #expect(rows[1] == #"https://id.gs1.org/01/09506000134352,true,01,01,GTIN,09506000134352,path,,,uri,"https://x.example/a,b/01/09506000134352""#)
    }

    /// An element string is no URI: its input is scanned as before, and quoted for its comma.
    @Test func anElementStringWithACommaIsQuoted() async {
        let rows = await csv("-", stdin: "(01)09506000134352(10)A,B\n")
        #expect(rows[1].hasPrefix(#""(01)09506000134352(10)A,B",true,01,01,GTIN,"#), "\(rows)")
    }
}
