import Testing
@testable import Shared
import ToolkitTestSupport
@testable import tracewise

/// A cut keeps what tells rows apart: a product's name before its maker and category, and a read point's
/// end, which is where read points that share `urn:epc:id:sgln:…` differ.
struct TracewiseTableCutTests {
    func table(_ line: String, columns: Int, lang: String = "C.UTF-8") async -> String {
        await ToolHarness(tool: Tracewise.definition, variables: ["LANG": lang], terminal: true, columns: columns)
            .run("--mock -q --color never " + line).stdout
    }

    @Test func aProductsNameStaysWholeWhileItsMakerAndCategoryAreCut() async {
        let text = await table("products list", columns: 70)
        #expect(text.contains("Aurora Kettle 1.7 L"), "\(text)")
        #expect(text.contains("…"), "70 columns are too few for every column whole: \(text)")
    }

    /// Outside a UTF-8 locale `…` would show as `?` or mojibake: a cut value ends in `...`, which takes
    /// its three columns out of the room, so no line passes the width.
    @Test func aCutValueEndsInThreeDotsUnderLangC() async {
        let text = await table("products list", columns: 70, lang: "C")
        #expect(!text.contains("…"), "\(text)")
        #expect(text.contains("..."), "\(text)")
        for line in text.split(separator: "\n") { #expect(DisplayWidth.of(line) <= 70, "\(line)") }
        #expect(TableRenderer.cut("Aurora Kettle 1.7 L", to: 10, ellipsis: "...") == "Aurora...")
        #expect(TableRenderer.cutInTheMiddle("urn:epc:id:sgln:9506000.13435.0", to: 16, ellipsis: "...") == "urn:...0.13435.0")
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
