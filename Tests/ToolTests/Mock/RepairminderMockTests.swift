import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// `repairminder --mock` answers what was asked: every filter narrows, paging visits each record once,
/// every listed id can be got, creates and updates echo, and the documented failures happen.
struct RepairminderMockTests {
    let mock = MockRun(tool: "repairminder")

    /// Each filter keeps only matching records, and the unfiltered list holds records it leaves out.
    @Test(arguments: [
        ("orders list --all", "--status in_repair", "status", "in_repair"),
        ("devices list --all", "--status awaiting_parts", "status", "awaiting_parts"),
        ("devices list --all", "--order ord_8d2f41", "order_id", "ord_8d2f41"),
        ("tickets list --all", "--status closed", "status", "closed"),
    ])
    func eachFilterNarrows(_ list: String, _ filter: String, _ field: String, _ value: String) async {
        let all = await mock.records(list)
        let narrowed = await mock.records(list + " " + filter)
        #expect(!narrowed.isEmpty)
        #expect(MockRun.values(narrowed, field).allSatisfy { $0 == value }, "\(filter)")
        #expect(MockRun.values(all, field).contains { $0 != value }, "the unfiltered list has what \(filter) leaves out")
        #expect(narrowed.count == all.filter { $0.value(at: field)?.plainText == value }.count)
    }

    @Test func searchesMatchPartOfTheDocumentedFieldsIgnoringCase() async {
        #expect(MockRun.values(await mock.records("clients list --search ann --all"), "name") == ["Ann Example"])
        #expect(MockRun.values(await mock.records("clients list --search 0161 --all"), "id").isEmpty)
        #expect(MockRun.values(await mock.records("clients list --search '161 496' --all"), "id") == ["cli_77c0"])
        let lena = await mock.records("orders list --search MÜLLER --all")
        #expect(!lena.isEmpty && MockRun.values(lena, "client.name").allSatisfy { $0 == "Lena Müller" })
        #expect(MockRun.values(await mock.records("orders list --search rm-10490 --all"), "reference") == ["RM-10490"])
        #expect(await mock.records("orders list --search nobody-at-all --all").isEmpty)
    }

    /// Page by page at a small limit, every record comes once, in the order `--all` gives, and the last
    /// page says no more follow.
    @Test(arguments: ["orders", "devices", "clients", "tickets"])
    func pagingVisitsEveryRecordOnce(_ list: String) async {
        let all = MockRun.values(await mock.records("\(list) list --all"), "id")
        var paged: [String] = []
        var page = 1
        while true {
            let result = await mock.run("\(list) list --limit 7 --page \(page) -o ndjson", quiet: false)
            #expect(result.exitCode == .success)
            paged += result.stdout.split(separator: "\n").compactMap { try? JSONParser.parse(String($0)) }.map { $0["id"]?.plainText ?? "" }
            guard result.stderr.contains("--page \(page + 1)") else { break }
            page += 1
        }
        #expect(paged == all)
        #expect(Set(paged).count == paged.count)
        #expect(page == (all.count + 6) / 7)
        let json = await mock.object("api '/api/\(list)?page=1&limit=500'")
        #expect(json?.value(at: "pagination.limit")?.intValue == 100, "a limit above the cap is cut to it")
    }

    @Test func ordersFillThreePagesAtTheDefaultLimit() async {
        let first = await mock.object("api /api/orders")
        #expect(first?.value(at: "pagination.total")?.intValue == 47)
        #expect(first?.value(at: "pagination.has_more")?.boolValue == true)
        #expect(first?["items"]?.arrayValue?.count == 20)
        let last = await mock.object("api '/api/orders?page=3'")
        #expect(last?["items"]?.arrayValue?.count == 7)
        #expect(last?.value(at: "pagination.has_more")?.boolValue == false)
    }

    @Test(arguments: ["orders", "devices", "clients", "tickets"])
    func everyListedIDCanBeGot(_ list: String) async {
        for id in MockRun.values(await mock.records("\(list) list --all"), "id") {
            let record = await mock.object("\(list) get \(id)")
            #expect(record?["id"]?.plainText == id)
        }
    }

    @Test func createsAndUpdatesEchoWhatWasSent() async {
        let created = await mock.object("orders create --set client.id=cli_3a91 --set total=12.5 --set notes=urgent")
        #expect(created?["id"]?.stringValue == "ord_m00001")
        #expect(created?["total"] == .number("12.5"))
        #expect(created?["notes"]?.stringValue == "urgent")
        #expect(created?["status"]?.stringValue == "booked_in")
        #expect(created?["created_at"]?.stringValue == "2026-11-20T12:00:00Z")
        let updated = await mock.object("orders update ord_8d2f41 --set client.name=Ann --set status=collected")
        #expect(updated?.value(at: "client.name")?.stringValue == "Ann")
        #expect(updated?.value(at: "client.email")?.stringValue == "ann@example.com", "nested objects merge")
        #expect(updated?["status"]?.stringValue == "collected")
        #expect(await mock.object("settings set default_scope=company")?["default_scope"]?.stringValue == "company")
        #expect(await mock.object("devices update dev_51c2 --set status=repaired")?["status"]?.stringValue == "repaired")
        #expect(await mock.object("tickets reply tkt_9001 -m 'On its way'")?["message"]?.stringValue == "On its way")
    }

    @Test func theDashboardEchoesItsScopeAndPeriod() async {
        let stats = await mock.object("dashboard stats --scope company --period last_month")
        #expect(stats?["scope"]?.stringValue == "company")
        #expect(stats?["period"]?.stringValue == "last_month")
        let own = await mock.object("dashboard stats --period last_month")
        #expect(own?["scope"]?.stringValue == "user")
        #expect(stats?.value(at: "orders.created") != own?.value(at: "orders.created"))
        #expect(await mock.object("dashboard categories --period this_year")?["period"]?.stringValue == "this_year")
        let unknown = await mock.run("dashboard stats --period fortnight")
        #expect(unknown.exitCode == .failure)
        #expect(unknown.stderr.contains("Unknown period 'fortnight'"))
    }

    @Test func lookupsFindTheirRecordOrAnswerSuccessFalse() async {
        #expect(await mock.object("lookup barcode 356938035643809")?.value(at: "device.id")?.stringValue == "dev_51c2")
        #expect(await mock.object("lookup qr RM-10483")?.value(at: "order.id")?.stringValue == "ord_8d2f57")
        let none = await mock.run("lookup barcode 0000000000000")
        #expect(none.exitCode == .failure)
        #expect(none.stderr.contains("No order or device matches the barcode '0000000000000'"), "\(none.stderr)")
    }

    @Test(arguments: [
        ("orders get ord_nope", ExitCode.failure, "not found: Order not found"),
        ("orders get mock-404", .failure, "not found"),
        ("devices get mock-429 --retries 0", .temporaryFailure, "Too many requests"),
        ("tickets get mock-500 --retries 0", .unavailable, "service failed"),
        ("clients orders cli_nope", .failure, "Client not found"),
        ("auth login --email mock-wrong-password@example.test --password-stdin", .notPermitted, "Invalid email or password"),
        ("auth login --email mock-2fa@example.test --password-stdin --code 999999", .notPermitted, "Invalid two-factor code"),
        ("auth login --email mock-2fa@example.test --password-stdin --code 123456", .success, "signed in"),
    ])
    func theDocumentedFailuresHappen(_ line: String, _ code: ExitCode, _ message: String) async {
        await mock.expect(line, exits: code, saying: message)
    }

    @Test(arguments: ["json", "ndjson", "csv"])
    func theSameCommandPrintsTheSameBytes(_ format: String) async {
        for line in ["orders list --all", "orders create --set client.id=cli_3a91", "tickets reply tkt_9001 -m hi"] {
            let first = await mock.run("\(line) -o \(format)"), second = await mock.run("\(line) -o \(format)")
            #expect(first.exitCode == .success && first.stdout == second.stdout, "\(line)")
        }
    }

    @Test func aMockDirFileWinsOverTheDataSet() async throws {
        let files = InMemoryFileSystem(files: [
            "/fixtures/get_api_orders_ord_x1.json": #"{"status":200,"body":{"success":true,"data":{"id":"ord_x1","status":"hand-made"}}}"#,
            "/fixtures/get_api_orders_ord_8d2f41.json": #"{"status":404,"body":{"success":false,"error":"gone"}}"#,
        ])
        let mock = MockRun(tool: "repairminder", files: files)
        #expect(await mock.object("--mock-dir /fixtures orders get ord_x1")?["status"]?.stringValue == "hand-made")
        let gone = await mock.run("--mock-dir /fixtures orders get ord_8d2f41")
        #expect(gone.exitCode == .failure && gone.stderr.contains("gone"))
        #expect(await mock.object("--mock-dir /fixtures orders get ord_8d2f57")?["id"]?.stringValue == "ord_8d2f57")
        let unknown = await mock.run("--mock-dir /fixtures api /api/no-such-thing")
        #expect(unknown.exitCode == .failure)
        #expect(unknown.stderr.contains("no mock fixture for GET /api/no-such-thing: looked for get_api_no_such_thing.json"))
    }
}
