import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// A table column's other spellings of its field (`reference`, else `order_number`: the same thing as
/// some versions of the service spell it) are one CSV column, headed by the first spelling and holding the
/// first one present, so a script reads `reference` however the service spelled it, and a listing's
/// header has no column that the documented API always leaves empty.
@Suite(.verifiesStubs)
struct CSVAliasColumnsTests {
    typealias F = RepairminderFakes

    static let older: [(String, String, JSONValue, String)] = [
        ("orders list", "/api/orders",
         .object(["id": .string("ord_1"), "order_number": .string("RM-1"), "status": .string("open"),
                  "client_name": .string("Ann"), "total_price": .string("12.50"), "updated": .string("2026-11-30T10:00:00Z")]),
         "id,reference,status,client.name,total,updated_at\nord_1,RM-1,open,Ann,12.50,2026-11-30T10:00:00Z\n"),
        ("devices list", "/api/devices",
         .object(["id": .string("dev_1"), "order": .string("RM-1"), "status": .string("queued"),
                  "category": .string("phone"), "updated": .string("2026-11-30T10:00:00Z")]),
         "id,order_id,status,type,updated_at\ndev_1,RM-1,queued,phone,2026-11-30T10:00:00Z\n"),
        ("clients list", "/api/clients",
         .object(["id": .string("cli_1"), "full_name": .string("Ann Lee"), "email": .string("ann@example.com"),
                  "phone_number": .string("0123")]),
         "id,name,email,phone\ncli_1,Ann Lee,ann@example.com,0123\n"),
        ("tickets list", "/api/tickets",
         .object(["id": .string("tkt_1"), "title": .string("Cracked screen"), "status": .string("open"),
                  "updated": .string("2026-11-30T10:00:00Z")]),
         "id,subject,status,updated_at\ntkt_1,Cracked screen,open,2026-11-30T10:00:00Z\n"),
        ("tickets messages tkt_1", "/api/tickets/tkt_1/messages",
         .object(["id": .string("msg_1"), "from": .string("Ann"), "sent_at": .string("2026-11-30T10:00:00Z"),
                  "body": .string("Hello")]),
         "id,author.name,created_at,message\nmsg_1,Ann,2026-11-30T10:00:00Z,Hello\n"),
    ]

    func run(_ line: String, path: String, item: JSONValue) async throws -> ToolHarness.Result {
        let transport = MockTransport()
        let page: JSONValue = .object([
            "items": .array([item]), "pagination": .object(["total": .integer(1), "limit": .integer(20), "offset": .integer(0)]),
        ])
        transport.on(.get, path, respond: F.ok(path.hasSuffix("/messages") ? .array([item]) : page))
        return await F.harness(transport, fileSystem: try F.withSession()).run(line)
    }

    /// An answer in older spellings: each value under its column's first path, no column of its own.
    @Test(arguments: older)
    func anOlderSpellingIsTheSameColumn(_ command: String, _ path: String, _ item: JSONValue, _ expected: String) async throws {
        let result = try await run("\(command) -o csv", path: path, item: item)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout == expected)
    }

    /// `--fields` naming a column's first path means the same field as its header does without it.
    @Test func fieldsNamingTheFirstPathKeepItsSpellings() async throws {
        let (_, path, item, _) = Self.older[0]
        let result = try await run("orders list -o csv --fields reference,total", path: path, item: item)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout == "reference,total\nRM-1,12.50\n")
    }

    /// The documented answers (the mock service's): every header is one of the declared columns' first
    /// paths, none of them always empty.
    @Test(arguments: [
        ("orders list", ["id", "reference", "status", "client.name", "total", "updated_at"]),
        ("devices list", ["id", "order_id", "status", "type", "updated_at"]),
        ("clients list", ["id", "name", "email", "phone"]),
        ("tickets list", ["id", "subject", "status", "updated_at"]),
        ("tickets messages tkt_9001", ["id", "author.name", "created_at", "message"]),
    ])
    func theDocumentedAnswersHaveNoEmptyColumn(_ command: String, _ headers: [String]) async throws {
        let result = await ToolHarness(tool: AllTools.definition("repairminder")).run("--mock -q \(command) -o csv")
        #expect(result.exitCode == .success, "\(result.stderr)")
        let table = try MatrixCSV.records(result.stdout)
        #expect(table.first == headers)
        for (index, header) in headers.enumerated() {
            #expect(table.dropFirst().contains { !$0[index].isEmpty }, "\(command): \(header) is always empty")
        }
    }
}
