import Foundation
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport
@testable import DigitalLink
@testable import tracewise

/// products, events, cirpass and health in-process against a scripted transport: the requests they build
/// (paths, percent-encoding, query, bodies, headers), paging, the error envelope and exit codes.
@Suite(.verifiesStubs)
struct TracewiseAPICommandsTests {
    func run(
        _ line: String, _ transport: MockTransport, variables: [String: String] = [:], stdin: String = "",
        files: [String: String] = [:]
    ) async -> ToolHarness.Result {
        await ToolHarness(
            tool: Tracewise.definition, variables: variables, fileSystem: InMemoryFileSystem(files: files),
            transport: transport
        ).run(line, stdin: stdin)
    }

    static func item(_ gtin: String) -> JSONValue { .object(["gtin": .string(gtin)]) }

    static func page(_ gtins: [String], next: String?) -> MockResponse {
        .json(.object(["items": .array(gtins.map(item)), "nextPageToken": next.map(JSONValue.string) ?? .null]))
    }

    // MARK: products

    @Test func getByGTINAndSerialEncodesTheQuery() async throws {
        let transport = MockTransport()
        transport.on(.get, "/api/v1/products", respond: .json(Self.item("09506000134352")))
        let result = await run("products get --gtin 09506000134352 --serial 'A/B #1&x=2'", transport)
        #expect(result.exitCode == .success)
        #expect(result.stdout == "{\"gtin\":\"09506000134352\"}\n")
        let url = try #require(transport.requests.first?.url.absoluteString)
        #expect(url == "https://trace-wise.eu/api/v1/products?gtin=09506000134352&serial=A%2FB%20%231%26x%3D2")
    }

    @Test func getByDigitalLinkUsesItsGTINAndSerial() async throws {
        let transport = MockTransport()
        transport.on(.get, "/api/v1/products", respond: .json(Self.item("09506000134352")))
        let result = await run("products get 'https://example.com/shop/01/09506000134352/10/LOT7/21/SN%2F9?17=271231'", transport)
        #expect(result.exitCode == .success)
        #expect(transport.requests.first?.url.query == "gtin=09506000134352&serial=SN%2F9")
    }

    @Test func anInvalidLinkIsBadDataBeforeAnyRequest() async {
        let transport = MockTransport()
        let result = await run("products get 'https://id.gs1.org/01/09506000134353'", transport)
        #expect(result.exitCode == .dataError)
        #expect(result.stderr.contains("invalid digital link 'https://id.gs1.org/01/09506000134353'"))
        #expect(transport.requests.isEmpty)
    }

    @Test func aLinkWithAnotherPrimaryKeyNamesNoProduct() async {
        let result = await run("products get 'https://id.gs1.org/414/9506000000008'", MockTransport())
        #expect(result.exitCode == .dataError)
        #expect(result.stderr.contains("primary key is AI 414, not 01 (GTIN)"))
    }

    /// A QR code may hold the link compressed, and `parse-link` decodes it: so does every command that
    /// takes a link. Before, the parser alone read it and said "not supported".
    @Test func aCompressedLinkIsDecodedToItsGTINAndSerial() async throws {
        let transport = MockTransport()
        transport.on(.get, "/api/v1/products", respond: .json(Self.item("09506000134352")))
        let result = await run("products get https://id.gs1.org/ARFKk4XBoELGkb6", transport)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(transport.requests.first?.url.query == "gtin=09506000134352&serial=SN9")
    }

    /// A blob of upper case alone (an SSCC's, as `parse-link --compress` writes it) is a compressed link
    /// here as in `parse-link`, not a URI without a primary key.
    @Test func aCompressedLinkOfUpperCaseAloneIsToldAsParseLinkTellsIt() async {
        let result = await run("products get http://example.net/AAEFWP_DZEVA", MockTransport())
        #expect(result.exitCode == .dataError)
        #expect(result.stderr.contains("primary key is AI 00, not 01 (GTIN)"), "\(result.stderr)")
    }

    /// GS1 data in a form that is no link is refused by name, with the command that turns it into one.
    @Test(arguments: [("(01)09506000134352", "an element string"), ("]d201095060001343521012", "scanner data")])
    func gs1DataThatIsNoLinkIsRefusedByName(_ input: String, _ form: String) async {
        let transport = MockTransport()
        let result = await run("products get '\(input)'", transport)
        #expect(result.exitCode == .dataError)
        #expect(result.stderr.contains("is \(form), not a digital link"), "\(result.stderr)")
        #expect(result.stderr.contains("parse-link"))
        #expect(transport.requests.isEmpty)
    }

    @Test(arguments: [
        ("products get", "missing product"),
        ("products get --gtin 09506000134352 https://id.gs1.org/01/09506000134352", "not both"),
        ("products get --gtin 0950600013435", "invalid GTIN '0950600013435'"),
        ("products get --gtin 09506000134353", "invalid GTIN"),
        ("products get --serial X https://id.gs1.org/01/09506000134352", "--serial goes with --gtin"),
        ("products register --gtin 09506000134352", "missing option --user"),
        ("events list --gtin 09506000134352", "missing serial"),
        ("events list 09506000134352", "expected GTIN:SERIAL"),
        // A GTIN where a link goes: said so, with the option it goes with (it said "not an http:// URI").
        ("products get 09506000134352", "a GTIN goes with --gtin: --gtin 09506000134352"),
        ("events add --gtin 09506000134352", "missing option --biz-step"),
        ("events add --gtin 09506000134352 --biz-step x --when yesterday", "\"when\" is not an ISO 8601"),
        ("events add --input - --gtin 09506000134352", "each line names its product"),
    ])
    func usageErrorsNeedNoRequest(_ line: String, _ message: String) async {
        let transport = MockTransport()
        let result = await run(line, transport)
        #expect(result.exitCode == .usage, "\(line): \(result.stderr)")
        #expect(result.stderr.contains(message), "\(line): \(result.stderr)")
        #expect(transport.requests.isEmpty)
    }

    /// `products get -` takes a line of GS1 data in another form as the argument does: refused by name
    /// (it was "invalid GTIN", a usage error, for a line).
    @Test func aLineOfGS1DataThatIsNoLinkIsRefusedByNameAndTheRunGoesOn() async throws {
        let transport = MockTransport()
        transport.on(.get, "/api/v1/products", respond: .json(Self.item("09506000134352")))
        let result = await run("products get - -o ndjson", transport, stdin: "(01)09506000134352\n09506000134352\n")
        let lines = result.stdout.split(separator: "\n")
        try #require(lines.count == 2, "\(result.stdout)")
        #expect(lines[0] == #"{"input":"(01)09506000134352","error":{"code":"DATA","message":"'(01)09506000134352' is an element string, not a digital link"}}"#)
        // The answer carries its line, as the failed line's record does (TracewiseSecondTrialTests).
        #expect(lines[1] == #"{"input":"09506000134352","gtin":"09506000134352"}"#)
        #expect(result.exitCode == .failure)
    }

    /// Digits that are no valid GTIN stay an invalid link (65): the hint to use --gtin is for a GTIN.
    @Test func digitsThatAreNoGTINAreAnInvalidLinkWithoutTheGTINHint() async {
        let result = await run("products get 123", MockTransport())
        #expect(result.exitCode == .dataError, "\(result.stderr)")
        #expect(!result.stderr.contains("--gtin 123"), "\(result.stderr)")
    }

    /// The parser's advice to use --lenient belongs to parse-link: here the hint names that command.
    @Test func aLinkOnlyLenientReadingTakesPointsToParseLinkLenient() async {
        let result = await run("products get https://id.gs1.org/01/9506000134352", MockTransport())
        #expect(result.exitCode == .dataError)
        #expect(!result.stderr.contains("or use --lenient"), "\(result.stderr)")
        #expect(result.stderr.contains("tracewise parse-link --lenient reads it"), "\(result.stderr)")
    }

    @Test func registerPostsGTINSerialAndUser() async throws {
        let transport = MockTransport()
        transport.on(.post, "/api/v1/products/register", respond: .json(.object(["status": .string("registered")]), status: 201))
        let result = await run("products register --user 'u 42' --gtin 09506000134352", transport)
        #expect(result.exitCode == .success)
        #expect(result.stdout == "{\"status\":\"registered\"}\n")
        let request = try #require(transport.requests.first)
        #expect(String(decoding: request.body ?? [], as: UTF8.self) == #"{"gtin":"09506000134352","serial":null,"userId":"u 42"}"#)
        #expect(request.isSafeToRetry == false)
    }

    @Test func onePageWithoutAllAndANoteOnHowToGoOn() async throws {
        let transport = MockTransport()
        transport.on(.get, "/api/v1/products/list", respond: Self.page(["1", "2"], next: "tok 2"))
        let result = await run("products list --page-size 2 -o ndjson", transport)
        #expect(result.exitCode == .success)
        #expect(result.stdout == "{\"gtin\":\"1\"}\n{\"gtin\":\"2\"}\n")
        #expect(result.stderr.contains("more items: repeat with --page-token tok 2 for the next page, or with --all for every page"))
        #expect(transport.requests.map { $0.url.query } == ["pageSize=2"])
    }

    @Test func allFollowsEveryPageInOrder() async throws {
        let transport = MockTransport()
        transport.on(.get, "/api/v1/products/users/{user}", query: ["pageToken": "b"], respond: Self.page(["3"], next: nil))
        transport.on(.get, "/api/v1/products/users/{user}", query: ["pageToken": "a"], respond: Self.page(["2"], next: "b"))
        transport.on(.get, "/api/v1/products/users/{user}", respond: Self.page(["1"], next: "a"))
        let result = await run("products owned --user u/1 --all -o ndjson", transport)
        #expect(result.exitCode == .success)
        #expect(result.stdout == "{\"gtin\":\"1\"}\n{\"gtin\":\"2\"}\n{\"gtin\":\"3\"}\n")
        #expect(transport.requests.map { $0.url.path(percentEncoded: true) }.allSatisfy { $0 == "/api/v1/products/users/u%2F1" })
        #expect(transport.requests.map { $0.url.query ?? "" } == ["", "pageToken=a", "pageToken=b"])
        #expect(!result.stderr.contains("more items"))
    }

    @Test func limitCountsItemsAcrossPagesAndStopsMidPage() async throws {
        let transport = MockTransport()
        transport.on(.get, "/api/v1/products/list", query: ["pageToken": "a"], respond: Self.page(["3", "4"], next: "b"))
        transport.on(.get, "/api/v1/products/list", respond: Self.page(["1", "2"], next: "a"))
        let result = await run("products list --limit 3 -o csv", transport)
        #expect(result.stdout == "gtin,serial,name,manufacturer,category\n1,,,,\n2,,,,\n3,,,,\n")
        #expect(transport.requests.count == 2)
        #expect(transport.requests.first?.url.query == "pageSize=3")
    }

    @Test func aRepeatedPageTokenStopsInsteadOfLooping() async {
        let transport = MockTransport()
        transport.on(.get, "/api/v1/products/list", respond: Self.page(["1"], next: "same"))
        let result = await run("products list --all -o ndjson", transport)
        #expect(result.exitCode == .failure)
        // The second page repeats the first: it is not written, and the listing says why it stopped.
        #expect(result.stdout == "{\"gtin\":\"1\"}\n")
        #expect(result.stderr.contains("page 2 holds exactly the items of page 1"))
    }

    @Test func anErrorOnALaterPageKeepsWhatWasPrinted() async {
        let transport = MockTransport()
        let envelope = JSONValue.object(["error": .object([
            "code": .string("INTERNAL"), "message": .string("boom"), "correlationId": .string("c-9"),
        ])])
        transport.on(.get, "/api/v1/products/list", query: ["pageToken": "a"], respond: .json(envelope, status: 400))
        transport.on(.get, "/api/v1/products/list", respond: Self.page(["1"], next: "a"))
        let result = await run("products list --all -o json", transport)
        #expect(result.exitCode == .failure)
        #expect(result.stdout == "[{\"gtin\":\"1\"}]\n")
        #expect(result.stderr.contains("tracewise: error: boom (INTERNAL, correlation id c-9)"))
    }
}
