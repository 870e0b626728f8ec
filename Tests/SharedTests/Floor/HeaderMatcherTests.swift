import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

struct HeaderMatcherTests {
    /// The upsctl batch columns (docs/upsctl.md); kept here until upsctl owns its table.
    static let upsAliases: [String: [String]] = [
        "id": [],
        "name": [],
        "attention": [],
        "address1": ["address_line_1", "street", "address"],
        "address2": [],
        "address3": [],
        "city": [],
        "state": ["province"],
        "postal_code": ["zip", "zipcode", "postcode"],
        "postal_code_ext": ["zip4"],
        "country": ["country_code"],
        "urbanization": [],
    ]

    @Test(arguments: [
        ("Postal Code", "postalcode"), ("postal-code", "postalcode"), ("POSTAL_CODE", "postalcode"),
        ("  Address Line 1 ", "addressline1"), ("Zip\t4", "zip4"), ("Ünïcode-Straße", "ünïcodestraße"),
        ("", ""), ("-_ ", ""),
    ])
    func normalizes(_ name: String, _ expected: String) {
        #expect(HeaderMatcher.normalize(name) == expected)
    }

    @Test(arguments: [
        (["ID", "Name", "Street", "City", "State", "ZIP", "Country"],
         ["id": 0, "name": 1, "address1": 2, "city": 3, "state": 4, "postal_code": 5, "country": 6]),
        (["address_line_1", "Address 2", "address-3", "Province", "Post Code", "Zip 4", "Country Code"],
         ["address1": 0, "address2": 1, "address3": 2, "state": 3, "postal_code": 4, "postal_code_ext": 5,
          "country": 6]),
        (["Attention", "URBANIZATION", "zipcode", "Postal_Code_Ext"],
         ["attention": 0, "urbanization": 1, "postal_code": 2, "postal_code_ext": 3]),
        // The leftmost matching column wins; the later one is left unmatched.
        (["Address", "Street", "zip", "Postal Code"], ["address1": 0, "postal_code": 2]),
        // Nothing recognisable (the batch exits 65 when no address column is found).
        (["foo", "bar", "addr", "zip code plus"], [:]),
        ([], [:]),
    ] as [([String], [String: Int])])
    func mapsTheUPSBatchColumns(_ header: [String], _ expected: [String: Int]) {
        #expect(HeaderMatcher.map(header: header, aliases: Self.upsAliases) == expected)
    }

    @Test func aColumnServesOneCanonicalNameEvenWithOverlappingAliases() {
        let aliases = ["b_first": ["shared"], "a_second": ["shared"]]
        // Canonical names are tried in sorted order, so the result is the same on every run.
        #expect(HeaderMatcher.map(header: ["Shared"], aliases: aliases) == ["a_second": 0])
        let both = HeaderMatcher.map(header: ["shared", "SHARED"], aliases: aliases)
        #expect(both == ["a_second": 0, "b_first": 1])
    }

    @Test func reportsUnmatchedColumnsAndReadsRaggedRows() {
        let header = ["id", "notes", "City", "extra"]
        #expect(HeaderMatcher.unmatchedColumns(header: header, aliases: Self.upsAliases) == [1, 3])
        let mapping = HeaderMatcher.map(header: header, aliases: Self.upsAliases)
        #expect(HeaderMatcher.value("city", in: ["7", "n", "Boston"], mapping: mapping) == "Boston")
        #expect(HeaderMatcher.value("city", in: ["7"], mapping: mapping) == nil)
        #expect(HeaderMatcher.value("state", in: ["7", "n", "Boston", "x"], mapping: mapping) == nil)
    }

    @Test func worksOnAHeaderReadByCSVReader() throws {
        var reader = CSVReader(source: BufferInput("\u{FEFF}\"Address Line 1\",ZIP,\"Country-Code\"\r\n"))
        let header = try #require(try reader.next())
        let mapping = HeaderMatcher.map(header: header.fields, aliases: Self.upsAliases)
        #expect(mapping == ["address1": 0, "postal_code": 1, "country": 2])
    }
}
