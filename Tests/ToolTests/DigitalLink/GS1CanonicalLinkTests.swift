import Testing
@testable import DigitalLink

/// The canonical link of a parsed URI, and the generated compression tables lined up with the dictionary
/// they were generated beside (the toolkit they come from is not in the repository, so this is the
/// check that a regenerated dictionary did not leave them behind).
struct GS1CanonicalLinkTests {
    @Test func aURIKeepsItsPathAndPutsPredefinedLengthAttributesFirst() throws {
        let parsed = DigitalLinkParser().parse("https://example.com/shop/01/09520123456788/10/A%2fB?3922=0299&99=x%2By&3103=000195&17=201225&linkType=all")
        guard case .valid(let link) = parsed else {
            Issue.record("\(parsed)")
            return
        }
        // 3103 and 17 have a predefined length (the dictionary's "*"), 3922 and 99 do not; escapes are
        // written anew in upper case; parameters that are no AI are not part of the link.
        #expect(link.canonicalURI() == "https://id.gs1.org/01/09520123456788/10/A%2FB?3103=000195&17=201225&3922=0299&99=x%2By")
        #expect(link.canonicalURI(stem: "https://example.com/") == "https://example.com/01/09520123456788/10/A%2FB?3103=000195&17=201225&3922=0299&99=x%2By")
        #expect(link.stem == "https://example.com/shop")
        let data = GS1ElementData(link: link)
        #expect(data.stem == "https://example.com/shop" && data.form == .uri && data.primaryKey == "01")
        #expect(data.compressedURI()?.hasPrefix("https://example.com/shop/") == true)
        #expect(data.compressedURI()?.hasSuffix("?linkType=all") == true)
    }

    @Test func theEnginesChoiceOfQualifierPath() {
        func link(_ elementString: String) -> String? {
            guard case .valid(let data) = GS1DataReader().read(elementString) else { return "refused" }
            return data.canonicalURI()
        }
        // The longest qualifier path the AIs fill, the first in text order on a tie.
        #expect(link("(21)S(10)L(01)09506000134352(22)V") == "https://id.gs1.org/01/09506000134352/22/V/10/L/21/S")
        #expect(link("(01)09506000134352(235)T") == "https://id.gs1.org/01/09506000134352/235/T")
        // 10 and 235 tie at one qualifier; "01 10" sorts first, so 235 lands in the query, where it
        // is not allowed: no link, as GS1's engine says.
        #expect(link("(01)09506000134352(235)T(10)L") == nil)
        // The first primary key in the data is the link's; a second key is an attribute.
        #expect(link("(00)095060001343520000(01)09506000134352") == "https://id.gs1.org/00/095060001343520000?01=09506000134352")
    }

    /// The link parse-link prints, written from the scan in one walk over its elements, puts the path
    /// first whatever order the data holds its AIs in: an attribute before the key, or between the key
    /// and a qualifier, still goes in the query after the path (the String path agrees).
    @Test func theScansLinkPutsThePathFirstWhateverTheOrderOfTheData() throws {
        let path = "https://id.gs1.org/01/09506000134352/10/ABC"
        let cases = [
            "(01)09506000134352(17)261231(10)ABC": path + "?17=261231",
            "(17)261231(01)09506000134352(10)ABC": path + "?17=261231",
            "(3103)000195(01)09506000134352(99)x(10)ABC(17)261231": path + "?3103=000195&17=261231&99=x",
            "(01)09506000134352(10)ABC(17)261231": path + "?17=261231",
        ]
        let scan = DigitalLinkScan(), stem = Array(GS1CanonicalLink.defaultStem.utf8)
        for (input, expected) in cases {
            let bytes = Array(input.utf8)
            _ = try bytes.withUnsafeBufferPointer { bytes in
                try stem.withUnsafeBufferPointer { try GS1DataReader().read(bytes, form: .elementString, into: scan, stem: $0) }
            }
            #expect(scan.withCanonicalURI { $0.map { String(decoding: $0, as: UTF8.self) } } == expected, "\(input)")
            guard case .valid(let data) = GS1DataReader().read(input) else {
                Issue.record("\(input) refused")
                continue
            }
            #expect(data.canonicalURI() == expected, "\(input)")
        }
    }

    @Test func theCompressionTablesLineUpWithTheDictionary() throws {
        let tables = GS1CompressionTables.self
        #expect(tables.definitionCount == GS1Dictionary.count)
        #expect(tables.componentStart.count == GS1Dictionary.count + 1)
        let lookup = GS1AILookup.standard
        for definition in 0..<GS1Dictionary.count {
            let entry = lookup.definition(definition)
            #expect(Int(tables.aiLengthByPrefix[Int(entry.ai.prefix(2))!]) == entry.ai.count, "table P for \(entry.ai)")
            let longest = entry.components.reduce(0) { $0 + $1.maxLength }
            let encodable = tables.components[Int(tables.componentStart[definition])..<Int(tables.componentStart[definition + 1])]
                .reduce(0) { $0 + Int($1 >> 2) }
            #expect(encodable >= longest, "table F for \(entry.ai) holds its longest value")
        }
        let predefined = ["00": 18, "01": 14, "17": 6, "3103": 6, "10": 0, "21": 0, "8200": 0]
        for (ai, length) in predefined {
            #expect(Int(tables.predefinedLength[lookup.index(ofAI: ai)!]) == length, "\(ai)")
        }
    }
}
