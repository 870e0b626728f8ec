import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// One description of a service's paging: the mock cuts and answers pages by it, and the listing reads
/// the same answers back by it, for page numbers and page tokens alike.
struct PageSchemeTests {
    static let records: [JSONValue] = (1...23).map { .object(["id": .string("r\($0)")]) }

    static func request(_ query: String) -> MockRequest {
        MockRequest(HTTPRequest(method: .get, url: HTTPURL(string: "https://mock.test/list?\(query)")!), captures: [:])
    }

    /// Every page the mock answers, read back: the items, in order, and the end where the mock says it is.
    @Test(arguments: [PageScheme.numbered(defaultSize: 20, maxSize: 10), .tokens(defaultSize: 4, maxSize: 100)])
    func theMockAnswersPagesTheListingReadsBackByTheSameScheme(_ scheme: PageScheme) throws {
        var query = scheme.firstQuery(size: scheme.kind == .tokens ? 5 : nil)
        var seen: [JSONValue] = []
        for _ in 0..<10 {
            let line = query.map { "\($0.0)=\($0.1)" }.joined(separator: "&")
            let cut = try scheme.page(of: Self.records, for: Self.request(line))
            let page = try #require(scheme.read(JSONText(cut.body)))
            seen += page.items.value.arrayValue ?? []
            #expect(page.hasMore == cut.hasMore)
            #expect(page.total == 23)
            guard page.hasMore else { break }
            let next = scheme.kind == .tokens ? try #require(page.nextToken) : String(scheme.pageNumber(in: query) + 1)
            query = scheme.query(query, at: next)
        }
        #expect(seen == Self.records)
    }

    @Test func numberedPagesWithoutHasMoreWeighTheOffsetAgainstTheTotal() throws {
        let scheme = PageScheme.numbered(defaultSize: 20, maxSize: 100)
        func read(_ pagination: String) throws -> ListPage? {
            scheme.read(try JSONText(validating: Array(#"{"items":[1],"pagination":\#(pagination)}"#.utf8)))
        }
        #expect(try read(#"{"total":9,"limit":3,"offset":3}"#)?.hasMore == true)
        #expect(try read(#"{"total":9,"limit":3,"offset":6}"#)?.hasMore == false)
        #expect(try read(#"{"total":9223372036854775807,"limit":9223372036854775807,"offset":9223372036854775807}"#)?.hasMore == false)
        #expect(try read("null")?.hasMore == false)
        #expect(scheme.read(try JSONText(validating: Array("[1,2]".utf8))) == nil, "a bare list is not a page")
    }

    @Test func aServiceThatDoesNotPageAnswersItsWholeListAsOneArray() throws {
        let cut = try PageScheme.whole.page(of: Self.records, for: Self.request(""))
        #expect(cut.body == .array(Self.records))
        #expect(PageScheme.whole.read(JSONText(cut.body)) == nil)
    }
}
