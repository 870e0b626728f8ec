import Testing
@testable import DigitalLink

/// Telling the forms of GS1 data apart by their text, and reading each into the same AIs.
struct GS1DataFormTests {
    @Test func eachFormIsToldApartByItsText() {
        let cases: [(String, GS1DataForm?)] = [
            ("https://id.gs1.org/01/09506000134352/10/ABC?17=271231", .uri),
            ("HTTPS://ID.GS1.ORG/01/09506000134352", .uri),
            ("https://example.com/invalid", .uri),
            ("https://example.com/01/09506000134352/10/ABCdefGHIJ12", .uri),
            ("https://id.gs1.org/ARFKk4XBoA", .compressed),
            ("https://id.gs1.org/ARFKk4XBoCCHV4LoRv4?linkType=all", .compressed),
            ("https://id.gs1.org/01/09506000134352/EEOrw", .compressed),
            ("(01)09506000134352(10)ABC", .elementString),
            ("]d2010950600013435210ABC\u{1D}21XYZ", .scan),
            ("]Q3010950600013435210ABC", .scan),
            ("^0109506000134352", .scan),
            ("0109506000134352", nil), ("ftp://id.gs1.org/01/09506000134352", nil), ("", nil), ("]d", nil),
        ]
        for (text, form) in cases {
            #expect(GS1DataForm.of(text) == form, "\(text)")
        }
        #expect(GS1DataForm.elementString.rawValue == "element-string")
    }

    /// `isEvidentlyCompressed`, asked before the parser, says yes only of lines the general rule calls
    /// compressed and the strict parser refuses, over lines built from every part that could mislead it (a host named like an AI, a
    /// `?` or `#` before the last segment, an uncompressed key, capitals or digits alone, a query), and
    /// says yes of the blobs `--compress` writes.
    @Test func anEvidentlyCompressedLineIsOneTheGeneralRuleCallsCompressed() {
        let schemes = ["https://", "HTTP://", "http:/"], hosts = ["id.gs1.org", "01", "example.com:8080", ""]
        let paths = ["", "/dl", "/01/09506000134352", "/10", "/a?b", "/x#y", "/01/09506000134352/10", "/21"]
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        var seed: UInt64 = 53
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(seed >> 33) % bound
        }
        var evident = 0
        for _ in 0..<4000 {
            let letters = [alphabet, alphabet, Array("ABCDEFGHIJ_"), Array("0123456789"), Array("abcdefg")][next(5)]
            let segment = String((0..<(6 + next(14))).map { _ in letters[next(letters.count)] })
            let line = schemes[next(3)] + hosts[next(4)] + paths[next(paths.count)] + "/" + segment + ["", "", "", "?x=1", "#f"][next(5)]
            let isEvident = Array(line.utf8).withUnsafeBufferPointer { GS1DataForm.isEvidentlyCompressed(bytes: $0) }
            let general = Array(line.utf8).withUnsafeBufferPointer { GS1DataForm.uriForm($0) }
            if isEvident { evident += 1 }
            #expect(!isEvident || general == .compressed, "\(line)")
            // What makes deciding before the parser safe: the strict parser refuses every such line.
            if isEvident {
                #expect(throws: DigitalLinkRejection.self, "\(line)") {
                    try Array(line.utf8).withUnsafeBufferPointer { (bytes) throws(DigitalLinkRejection) in
                        try DigitalLinkParser().scan(bytes, into: DigitalLinkScan())
                    }
                }
            }
        }
        #expect(evident > 100)
        for blob in ["https://id.gs1.org/ARFKk4XBoA", "https://id.gs1.org/01/09506000134352/EEOrw1k2d3", "http://01/AQ155T3OLiDMsgkkmyLn9mg"] {
            #expect(Array(blob.utf8).withUnsafeBufferPointer { GS1DataForm.isEvidentlyCompressed(bytes: $0) } == !blob.contains("//01/"), "\(blob)")
        }
    }

    @Test func everyFormOfTheSameAIsReadsTheSame() throws {
        let forms = [
            "https://id.gs1.org/01/09506000134352/10/ABC?17=271231",
            "https://id.gs1.org/ARFKk4XBoCCHV4LoRv4",
            "(01)09506000134352(10)ABC(17)271231",
            "(17)271231(10)ABC(01)09506000134352",
            "]d2010950600013435210ABC\u{1D}17271231",
            "]C101095060001343521727123110ABC",
            "^010950600013435217271231" + "10ABC",
        ]
        for text in forms {
            guard case .valid(let data) = GS1DataReader().read(text) else {
                Issue.record("\(text) does not read")
                continue
            }
            #expect(data.canonicalURI() == "https://id.gs1.org/01/09506000134352/10/ABC?17=271231", "\(text)")
            #expect(data.gtin == "09506000134352" && data.batch == "ABC" && data.expiry == "271231", "\(text)")
            #expect(data.primaryKey == "01")
            #expect(data.canonicalURI(stem: "https://example.com/shop/") == "https://example.com/shop/01/09506000134352/10/ABC?17=271231")
        }
    }

    @Test func invalidDataIsRefusedWithItsReason() {
        func reason(_ text: String) -> String {
            guard case .invalid(_, let reason) = GS1DataReader().read(text) else { return "read" }
            return reason
        }
        #expect(reason("(01)09506000134353").contains("check digit"))
        #expect(reason("]d2010950600013435210ABC\u{1D}\u{1D}21X") == "GS (0x1D) separator at offset 25 where an AI should begin")
        #expect(reason("]d2\u{1D}0109506000134352") == "GS (0x1D) separator at offset 3 where an AI should begin")
        #expect(reason("]d2010950600013\u{1D}435210ABC") == "AI 01 value '0950600013': must be 14 digits")
        #expect(reason("^0109506000134352^^10ABC") == "'^' (FNC1) at offset 18 where an AI should begin")
        #expect(reason("(9999)X") == "unknown AI (9999)")
        #expect(reason("(01X)09506000134352") == "'(01X)' is not an AI: an AI is 2 to 4 digits")
        #expect(reason("^2301ABC") == "no known AI at offset 1 ('2301…')")
        #expect(reason("(01)09506000134352(10)") == "AI 10 has no value")
        #expect(reason("]d20109506000134352\u{1D}10") == "AI 10 has no value (GS (0x1D) separator or end of data right after it)")
        #expect(reason("(01)09506000134352(10)A(10)B") == "AI 10 appears twice with different values")
        #expect(reason("(10)ABC") == "AI 10 requires one of 01, 02, 03, 8006, 8026")
        #expect(reason("]d1TEXT").contains("does not announce GS1 data"))
        #expect(reason("(01)09506000134352(10") == "'(' at offset 18 of the element string is not closed by ')' after an AI")
        #expect(reason("hello").hasPrefix("not GS1 data"))
    }

    @Test func aBracketInAValueIsEscapedBothWays() {
        guard case .valid(let data) = GS1DataReader().read("(01)09506000134352(10)A\\(B)C") else {
            Issue.record("does not read")
            return
        }
        #expect(data.batch == "A(B)C")
        #expect(data.elementString == "(01)09506000134352(10)A\\(B)C")
        #expect(data.canonicalURI() == "https://id.gs1.org/01/09506000134352/10/A%28B%29C")
    }
}
