import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// tracewise's, scorebase's and upsctl's mock services answer what was asked: token pages visit every
/// item once, a serial asked for is echoed, a batch's events get distinct ids in input order, every league
/// can be got, an address comes back as sent, and the documented failures happen.
struct ServiceMockTests {
    let tracewise = MockRun(tool: "tracewise")
    let scorebase = MockRun(tool: "scorebase")
    let upsctl = MockRun(tool: "upsctl")

    @Test(arguments: [3, 10, 100])
    func tokenPagesVisitEveryProductOnce(_ size: Int) async {
        var seen: [String] = []
        var token: String?
        var pages = 0
        repeat {
            let query = "pageSize=\(size)" + (token.map { "&pageToken=\($0)" } ?? "")
            let page = await tracewise.object("api '/v1/products/list?\(query)'")
            seen += (page?["items"]?.arrayValue ?? []).map { "\($0["gtin"]?.plainText ?? "")/\($0["serial"]?.plainText ?? "")" }
            #expect(page?["totalCount"]?.intValue == 21)
            token = page?["nextPageToken"]?.stringValue
            pages += 1
        } while token != nil && pages < 30
        #expect(seen.count == 21 && Set(seen).count == 21)
        #expect(pages == (21 + size - 1) / size)
        #expect(await tracewise.records("products list --all --page-size \(size)").count == 21)
    }

    @Test func productsListHasMoreThanOnePageByDefaultAndRefusesAnUnknownToken() async {
        let first = await tracewise.run("products list -o ndjson", quiet: false)
        #expect(first.stdout.split(separator: "\n").count == 10)
        #expect(first.stderr.contains("--page-token o10"))
        let bad = await tracewise.run("products list --page-token nonsense")
        #expect(bad.exitCode == .failure && bad.stderr.contains("INVALID_ARGUMENT"))
    }

    @Test func aProductIsAnsweredWithTheSerialAskedFor() async {
        let item = await tracewise.object("products get --gtin 09506000134406 --serial 'SN/77 #9'")
        #expect(item?["gtin"]?.stringValue == "09506000134406")
        #expect(item?["serial"]?.stringValue == "SN/77 #9")
        #expect(item?["name"]?.stringValue == "Solace Headphones")
        let owned = await tracewise.records("products owned --user mock-uid-7Qm2 --all")
        #expect(owned.count == 4)
        #expect(await tracewise.records("products owned --user someone-else --all").isEmpty)
        let registered = await tracewise.object("products register --user u-42 --gtin 09506000134383 --serial B-9")
        #expect(registered?["userId"]?.stringValue == "u-42" && registered?["serial"]?.stringValue == "B-9")
    }

    @Test func eventsPageAndABatchGetsDistinctIDsInInputOrder() async {
        let events = await tracewise.records("events list 09506000134352:SN123 --all")
        #expect(events.count == 14)
        #expect(Set(MockRun.values(events, "id")).count == 14)
        let lines = (1...4).map { #"{"gtin":"09506000134352","serial":"SN123","bizStep":"step\#($0)"}"# }.joined(separator: "\n")
        let result = await tracewise.run("events add --input - -o ndjson", stdin: lines + "\n")
        let ids = result.stdout.split(separator: "\n").compactMap { try? JSONParser.parse(String($0)) }.map { $0["id"]?.stringValue ?? "" }
        #expect(ids == (1...4).map { "evt_01MOCK00000000000\($0)" }, "\(result.stderr)")
    }

    @Test(arguments: [
        ("tracewise", "products get --gtin 09506000134369", ExitCode.failure, "No product with GTIN 09506000134369 (NOT_FOUND"),
        ("tracewise", "products get --gtin 09506000134291 --retries 0", .temporaryFailure, "RATE_LIMITED"),
        ("tracewise", "products get --gtin 09506000135007 --retries 0", .unavailable, "INTERNAL"),
        ("tracewise", "cirpass get dpp-0099", .failure, "No passport with id dpp-0099"),
        ("tracewise", "events list 09506000134369:X", .failure, "NOT_FOUND"),
        ("tracewise", "auth login --email mock-wrong-password@example.test --password-stdin", .notPermitted, "INVALID_LOGIN_CREDENTIALS"),
        ("tracewise", "auth login --email mock-disabled@example.test --password-stdin", .notPermitted, "USER_DISABLED"),
        ("tracewise", "auth login --email mock-throttled@example.test --password-stdin", .temporaryFailure, "TOO_MANY_ATTEMPTS_TRY_LATER"),
        ("scorebase", "leagues get lg_nope", .failure, "LEAGUE_NOT_FOUND"),
        ("scorebase", "leagues get mock-429 --retries 0", .temporaryFailure, "rate limited"),
        ("scorebase", "leagues get mock-500 --retries 0", .unavailable, "server error"),
        ("scorebase", "auth login --username mock-wrong-password --password-stdin", .notPermitted, "Incorrect username or password"),
    ])
    func theDocumentedFailuresHappen(_ tool: String, _ line: String, _ code: ExitCode, _ message: String) async {
        await MockRun(tool: tool).expect(line, exits: code, saying: message)
    }

    @Test func everyLeagueCanBeGotAndACreateEchoes() async {
        let leagues = await scorebase.records("leagues list")
        #expect(leagues.count == 9)
        #expect(MockRun.values(leagues, "sport_type").contains("lacrosse"))
        for id in MockRun.values(leagues, "league_id") {
            #expect(await scorebase.object("leagues get \(id)")?["league_id"]?.stringValue == id)
        }
        let created = await scorebase.object("api POST /leagues -f name=Tuesday -f sport_type=hockey")
        #expect(created?["league_id"]?.stringValue == "lg_01MOCK000001")
        #expect(created?["name"]?.stringValue == "Tuesday" && created?["sport_type"]?.stringValue == "hockey")
    }

    @Test func anAddressComesBackAsSentInUPSsForm() async {
        let answer = await upsctl.object(
            "validate --street '12 Oak Road' --street 'Suite 4' --city Albany --state ny --postal-code 12207 --mode both")
        let candidate = answer?["candidates"]?.arrayValue?.first
        #expect(candidate?["addressLines"] == .array([.string("12 OAK RD"), .string("STE 4")]))
        #expect(candidate?["city"]?.stringValue == "ALBANY" && candidate?["state"]?.stringValue == "NY")
        #expect(candidate?["postalCode"]?.stringValue == "12207")
        #expect(answer?.value(at: "classification.description")?.stringValue == "Commercial")
        let known = await upsctl.object("validate --street '26 Federal Plaza' --city 'New York' --state NY --postal-code 10278")
        #expect(known?["candidates"]?.arrayValue?.first?["region"]?.stringValue == "NEW YORK NY 10278-0004")
        let home = await upsctl.object("validate --street '9 Elm Street' --city Troy --state NY --postal-code 12180 --mode classify")
        #expect(home?.value(at: "classification.description")?.stringValue == "Residential")
    }

    @Test func upsctlFailuresHappen() async {
        let broken = await upsctl.run("validate --street '1 BROKEN Rd' --city Albany --state NY --retries 0")
        #expect(broken.exitCode == .unavailable, "\(broken.stderr)")
        let refused = await ToolHarness(tool: AllTools.definition("upsctl"), variables: ["UPS_CLIENT_ID": "mock-refused"])
            .run("--mock auth token")
        #expect(refused.exitCode == .notPermitted, "\(refused.stderr)")
        #expect(refused.stderr.contains("10401 ClientId is Invalid"))
    }
}
