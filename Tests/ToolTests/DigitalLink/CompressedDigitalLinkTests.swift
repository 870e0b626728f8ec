import Foundation
import Testing
import ToolkitTestSupport
@testable import DigitalLink

/// One line of Fixtures/gs1-compression-corpus.tsv: a Digital Link and what GS1's compression toolkit
/// makes of it (scripts/gs1/make-compression-corpus): compressed without optimisations, with them, and
/// with the primary key left uncompressed ("-" where the toolkit threw).
struct ToolkitCompression: CustomTestStringConvertible, Sendable {
    let link: String
    let plain: String
    let optimised: String
    let uncompressedPrimary: String

    var testDescription: String { link }

    static let all: [ToolkitCompression] = {
        let url = PackageRoot.appending("Tests/ToolTests/Fixtures/gs1-compression-corpus.tsv")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { fatalError("cannot read \(url.path)") }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let columns = line.split(separator: "\t").map(String.init)
            return ToolkitCompression(link: columns[0], plain: columns[1], optimised: columns[2], uncompressedPrimary: columns[3])
        }
    }()
}

/// Compressed Digital Links read in every form the standard allows and written as GS1's toolkit writes
/// them, against the toolkit's own outputs; and the places where we follow GS1's engine instead.
struct CompressedDigitalLinkTests {
    static func read(_ text: String) -> GS1ElementData? {
        guard case .valid(let data) = GS1DataReader().read(text) else { return nil }
        return data
    }

    static func pairs(_ data: GS1ElementData?) -> [String] {
        (data?.elements ?? []).map { $0.ai + "=" + $0.value }.sorted()
    }

    @Test func theCorpusHasEveryForm() {
        let all = ToolkitCompression.all
        #expect(all.count > 150)
        #expect(all.contains { $0.plain != $0.optimised }, "some links use optimisations")
        #expect(all.contains { $0.link.contains("linkType") }, "a parameter that is no AI beside the blob")
        #expect(all.filter { !$0.uncompressedPrimary.hasSuffix("/") && $0.uncompressedPrimary != "-" }.count > 50)
    }

    @Test(arguments: ToolkitCompression.all)
    func decodesAndEncodesAsGS1sToolkit(_ example: ToolkitCompression) throws {
        let original = try #require(Self.read(example.link))
        #expect(GS1DataForm.of(example.plain) == .compressed)
        let plain = try #require(Self.read(example.plain))
        #expect(Self.pairs(plain) == Self.pairs(original))
        #expect(plain.otherQuery == original.otherQuery)
        #expect(plain.canonicalURI() == original.canonicalURI())
        let optimised = try #require(Self.read(example.optimised))
        #expect(Self.pairs(optimised) == Self.pairs(original))
        // The toolkit writes this form from the element string, so without the other parameters; a
        // lone key leaves an empty blob ("…/01/09506000134352/"), which is no compressed link.
        if example.uncompressedPrimary != "-", !example.uncompressedPrimary.hasSuffix("/") {
            let primary = try #require(Self.read(example.uncompressedPrimary))
            #expect(Self.pairs(primary) == Self.pairs(original))
            #expect(primary.elements.first?.ai == original.primaryKey)
        }
        #expect(original.compressedURI() == example.plain)
    }

    /// The examples in the toolkit's repository (its source and demo pages). Two of them were made by an
    /// earlier version of the algorithm and the current toolkit refuses them too.
    @Test func decodesTheToolkitRepositorysExamples() throws {
        let expected = ["01=05412345000013", "10=ABC&+123", "7003=1903061658"]
        let query = try #require(Self.read("http://example.org/AQnYUc1gmiERBhQ0ytiyZuAGOLc1TQ?expdt=1903061658&k1=v1"))
        #expect(Self.pairs(query) == expected)
        #expect(query.otherQuery.map { $0.name + "=" + $0.value } == ["expdt=1903061658", "k1=v1"])
        let inBlob = try #require(Self.read("http://example.org/AQnYUc1gmiERBhQ0ytiyZuAGOLc1TXhXsaXbQKHFuaprwUmrBX6g"))
        #expect(Self.pairs(inBlob) == expected)
        #expect(inBlob.otherQuery.map { $0.name + "=" + $0.value } == ["expdt=1903061658", "k1=v1"], "parameters compressed in the blob")
        #expect(Self.pairs(Self.read("http://example.org/DgnYUc1gmji3NU0IREGFDTK2LJm")) == expected, "optimisation 0E")
        #expect(Self.read("https://id.gs1.org/ARFKk4XBoA")?.gtin == "09506000134352")
        for stale in ["http://example.org/GhFJpRhNutGu2_HPXdJE6A267b8c9d-e0-6ag", "http://example.org/ENEGFDTK2LJmYgYAF6ckaEPgCE7CjmsE0"] {
            #expect(Self.read(stale) == nil)
        }
    }

    /// Where the toolkit and GS1's engine differ we follow the engine (and the dictionary it reads).
    @Test func followsTheEngineWhereTheToolkitDiffers() throws {
        // A variable-length number keeps its leading zeros (the toolkit would give back 12).
        let count = try #require(Self.read("(01)09506000134352(30)0012"))
        let compressed = try #require(count.compressedURI())
        #expect(Self.read(compressed)?.value(of: "30") == "0012")
        // AIs the toolkit's table F lacks or gets wrong encode by the dictionary's format and read back.
        for input in ["(01)09506000134352(235)TPX-1", "(414)9520012345674(7040)1A2B", "(415)9520012345674(8020)INV-42(8007)GB82WEST12345698765432"] {
            let data = try #require(Self.read(input), "\(input)")
            let link = try #require(data.compressedURI(stem: "https://example.com/"), "\(input)")
            #expect(link.hasPrefix("https://example.com/") && !link.hasPrefix("https://example.com//"), "the stem's / is dropped")
            #expect(Self.pairs(Self.read(link)) == Self.pairs(data), "\(input) → \(link)")
        }
        // No Digital Link, nothing to compress: 8200 is no data attribute.
        #expect(Self.read("(01)09506000134352(8200)https://example.com/x")?.compressedURI() == nil)
    }

    @Test func aCompressedLinkKeepsItsStemAndParameters() throws {
        let link = try #require(Self.read("https://example.com/shop/01/09506000134352/10/ABC?17=271231&linkType=gs1:pip"))
        #expect(link.stem == "https://example.com/shop")
        let compressed = try #require(link.compressedURI())
        #expect(compressed.hasPrefix("https://example.com/shop/") && compressed.hasSuffix("?linkType=gs1:pip"))
        #expect(try #require(Self.read(compressed)).stem == "https://example.com/shop")
        #expect(link.compressedURI(stem: "https://x.example") == compressed.replacing("https://example.com/shop", with: "https://x.example"))
    }

    /// The parameters after the blob are split as the parser splits a query (`QueryPieces`): one without
    /// a value (`?x`) or without a name (`=y`) is kept, as the parser keeps it, and so reads back the same.
    @Test func aParameterWithoutAValueIsKeptAfterTheBlob() throws {
        let link = try #require(Self.read("https://id.gs1.org/01/09506000134352/10/ABC?x&=y&17=271231&&linkType=all#top"))
        let compressed = try #require(link.compressedURI())
        #expect(compressed.hasSuffix("?x&=y&linkType=all"), "\(compressed)")
        let again = try #require(Self.read(compressed))
        #expect(Self.pairs(again) == Self.pairs(link), "\(compressed)")
        #expect(again.otherQuery.map { [$0.name, $0.value] } == [["x", ""], ["", "y"], ["linkType", "all"]], "\(compressed)")
    }

    @Test func aBlobThatDoesNotDecodeIsRefusedWithItsReason() throws {
        func reason(_ text: String) -> String {
            guard case .invalid(let form, let reason) = GS1DataReader().read(text) else { return "read" }
            #expect(form == .compressed, "\(text)")
            return reason
        }
        /// A blob of hex digits (four bits each) and then `tail` bits of zeros (long enough to be taken for
        /// a blob: `CompressedLinkDetector`).
        func blob(_ nibbles: [UInt64], tail: Int = 60) -> String {
            var writer = CompressedBitWriter()
            for nibble in nibbles { writer.write(nibble, bits: 4) }
            writer.write(0, bits: tail)
            return "https://id.gs1.org/" + String(decoding: writer.finish(), as: UTF8.self)
        }
        // The blob of /01/09506000134352/10/ABC?17=271231 is ARFKk4XBoCCHV4LoRv4; cut short:
        #expect(reason("https://id.gs1.org/ARFKk4XBoCCH") == "the compressed data ends inside the value of AI 10")
        #expect(reason("https://id.gs1.org/ARFKk4XBoCCHV4LoR") == "the compressed data ends inside the value of AI 17")
        let wrongCheckDigit = CompressedDigitalLink.encode(
            [DigitalLinkElement(ai: "01", value: "09506000134353")], otherParameters: [], stem: "https://id.gs1.org")
        #expect(reason(wrongCheckDigit).contains("check digit"), "\(wrongCheckDigit)")
        #expect(reason(blob([2, 3, 9])) == "compressed data: unknown AI 239")
        #expect(reason(blob([0xE, 0x0])) == "compressed data: unknown optimisation code E0")
        // Digits whose bits hold a larger number than they have room for are that, not the data's end:
        // AI 01's 47 bits all ones (140,737,488,355,327: 15 digits), and AI 10 given two digits in
        // seven bits holding 127. The tail keeps the blob looking like one.
        func wide(_ fields: [(value: UInt64, bits: Int)]) -> String {
            var writer = CompressedBitWriter()
            for field in fields { writer.write(field.value, bits: field.bits) }
            for _ in 0..<8 { writer.write(0x6B, bits: 8) }
            return "https://id.gs1.org/" + String(decoding: writer.finish(), as: UTF8.self)
        }
        #expect(reason(wide([(0x01, 8), ((1 << 47) - 1, 47)])) == "compressed data: the value of AI 01 holds a number of more than 14 digits")
        #expect(reason(wide([(0x10, 8), (0, 3), (2, 5), (127, 7)])) == "compressed data: the value of AI 10 holds a number of more than 2 digits")
        // A parameter that is not an AI is named too (`F`, key length 1, `x`, digits, two of them in seven
        // bits holding 127), after a valid GTIN; and so is one in an encoding the standard lacks (5).
        let gtin: [(value: UInt64, bits: Int)] = [(0x01, 8), (9_506_000_134_352, 47)]
        let x = UInt64(try #require(GS1CompressionTables.base64Alphabet.firstIndex(of: UInt8(ascii: "x"))))
        #expect(reason(wide(gtin + [(0xF0, 8), (1, 3), (x, 6), (0, 3), (2, 7), (127, 7)]))
            == "compressed data: the value of parameter 'x' holds a number of more than 2 digits")
        #expect(reason(wide(gtin + [(0xF0, 8), (1, 3), (x, 6), (5, 3), (2, 7)])) == "compressed data: unknown value encoding 5 for parameter 'x'")
        #expect(reason(wide(gtin + [(0xF0, 8), (0, 3), (0, 3), (2, 7), (127, 7)]))
            == "compressed data: the value of a parameter with no name holds a number of more than 2 digits")
        #expect(reason("https://id.gs1.org/01/09506000134352/A") == "the compressed data is too short to hold an AI")
        #expect(reason("https://id.gs1.org/AxFKk4XBoA") == "the compressed link holds no primary key")
        #expect(reason("https://id.gs1.org/01/09506000134353/EEOrw").contains("check digit"), "the uncompressed key is checked too")
    }
}
