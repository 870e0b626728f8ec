import Testing
@testable import Shared
import ToolkitTestSupport
@testable import tracewise

/// A cut keeps what tells rows apart: a product's name before its maker and category, and a read point's
/// end, which is where read points that share `urn:epc:id:sgln:…` differ.
struct TracewiseTableCutTests {
    func table(_ line: String, columns: Int) async -> String {
        await ToolHarness(tool: Tracewise.definition, terminal: true, columns: columns)
            .run("--mock -q --color never " + line).stdout
    }

    @Test func aProductsNameStaysWholeWhileItsMakerAndCategoryAreCut() async {
        let text = await table("products list", columns: 70)
        #expect(text.contains("Aurora Kettle 1.7 L"), "\(text)")
        #expect(text.contains("…"), "70 columns are too few for every column whole: \(text)")
    }

    @Test func aReadPointIsCutInTheMiddleKeepingItsEnd() async {
        let text = await table("events list --gtin 09506000134352 --serial SN123", columns: 60)
        for end in ["5.0", "5.1", "5.2"] {
            #expect(text.contains(end + " "), "the read point's end \(end) is kept: \(text)")
        }
    }

    @Test func cutInTheMiddleKeepsAThirdForTheStartAndTheRestForTheEnd() {
        #expect(TableRenderer.cutInTheMiddle("urn:epc:id:sgln:9506000.13435.0", to: 16) == "urn:e…00.13435.0")
        #expect(TableRenderer.cutInTheMiddle("short", to: 16) == "short")
    }
}
