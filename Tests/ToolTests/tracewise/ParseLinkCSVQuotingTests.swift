import Testing
import ToolkitTestSupport
@testable import tracewise

/// What gets CSV quotes in `parse-link -o csv`, now that two cells are not scanned byte by byte: a URI the
/// parser accepted is searched for a comma only (the one URI character that needs quotes), and a
/// canonical link is known plain when its stem is (the rest is percent-encoded). Each shortcut must
/// still quote what needs it.
struct ParseLinkCSVQuotingTests {
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
