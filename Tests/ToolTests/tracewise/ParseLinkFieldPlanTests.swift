import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import DigitalLink
@testable import tracewise

/// `--fields` the fast writer covers, and what it leaves to the general path. (The same bytes as the
/// general path for every link of GS1's case file: `ParseLinkScanWriterTests`.)
struct ParseLinkFieldPlanTests {
    static let selections = [
        "uri", "uri,valid,primaryKey", "valid,uri", "error,uri,valid", "ais", "elements,elementString",
        "otherQuery,ais,elements,uri,valid,error,primaryKey,elementString", "ais.01", "ais.17,ais.01,ais.99",
        "uri,ais.10,valid,ais.01", "otherQuery.linkType", "otherQuery.x,otherQuery.nope,uri", "ais.\"q\"",
        "otherQuery.linkType,ais.01,otherQuery.x",
        // the SDK's names, and the faults of a link lenient mode reads anyway
        "gtin,serial,batch,expiry", "expiry,uri,gtin", "uri,valid,error,problems", "gtin,ais.21,problems",
        // names compared byte for byte: a prefix of an AI or of a name is not it; a name that is not ASCII
        "ais.0,otherQuery.linkTyp,otherQuery.é,ais.010",
    ]

    @Test(arguments: ["elements.0.value", "uri,uri", "ais,ais.01", "ais.01,ais", "ais.01,ais.01", "nope", "ais.01.x"])
    func selectionsTheFastWriterDoesNotCoverHaveNoPlan(_ selection: String) throws {
        #expect(ParseLinkFieldPlan(try #require(FieldSelection(selection))) == nil)
    }
}
