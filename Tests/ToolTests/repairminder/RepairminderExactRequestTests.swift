import Foundation
import Testing

/// Every documented command against the RepairMinder fake: the one request each sends, as the fake
/// received it (method, path with its query, body, bearer).
@Suite(.serialized)
struct RepairminderExactRequestTests {
    /// Each command line, and the one request it must send: method, path with query, body (keys sorted).
    static let exactRequests: [(String, String, String, String)] = [
        ("dashboard stats", "GET", "/api/dashboard/stats?scope=user&period=this_month", ""),
        ("dashboard stats --scope company --period last_month", "GET", "/api/dashboard/stats?scope=company&period=last_month", ""),
        ("dashboard enquiries", "GET", "/api/dashboard/enquiry-stats?scope=user&include_breakdown=false", ""),
        ("dashboard enquiries --scope company --breakdown", "GET", "/api/dashboard/enquiry-stats?scope=company&include_breakdown=true", ""),
        ("dashboard categories --period this_year", "GET", "/api/dashboard/category-breakdown?scope=user&period=this_year", ""),
        ("orders list", "GET", "/api/orders?page=1&limit=20", ""),
        ("orders list --page 3 --limit 5 --status in_repair --search 'Ann & co'", "GET",
         "/api/orders?page=3&limit=5&status=in_repair&search=Ann%20%26%20co", ""),
        ("orders get 'A/1 b'", "GET", "/api/orders/A%2F1%20b", ""),
        ("orders create --set client_id=cli_1 --set priority=2 --set device.type=phone", "POST", "/api/orders",
         #"{"client_id":"cli_1","device":{"type":"phone"},"priority":2}"#),
        ("orders update ord_1 --data '{\"status\":\"x\",\"client\":{\"name\":\"A\",\"email\":\"e\"}}' --set client.name=B --set 'tags=[\"a\"]'",
         "PATCH", "/api/orders/ord_1", #"{"client":{"email":"e","name":"B"},"status":"x","tags":["a"]}"#),
        ("devices list --status repaired --order ord_9", "GET", "/api/devices?page=1&limit=20&status=repaired&order_id=ord_9", ""),
        ("devices get dev_1", "GET", "/api/devices/dev_1", ""),
        ("devices update dev_1 --set status=repaired --set ok=true --set note=null", "PATCH", "/api/devices/dev_1",
         #"{"note":null,"ok":true,"status":"repaired"}"#),
        ("devices queue --limit 7", "GET", "/api/devices/my-queue?page=1&limit=7", ""),
        ("clients list --search ann", "GET", "/api/clients?page=1&limit=20&search=ann", ""),
        ("clients get cli_1", "GET", "/api/clients/cli_1", ""),
        ("clients orders cli_1 --page 2", "GET", "/api/clients/cli_1/orders?page=2&limit=20", ""),
        ("tickets list --status open", "GET", "/api/tickets?page=1&limit=20&status=open", ""),
        ("tickets get tkt_1", "GET", "/api/tickets/tkt_1", ""),
        ("tickets messages tkt_1", "GET", "/api/tickets/tkt_1/messages", ""),
        ("tickets reply tkt_1 -m 'Ready: £89.50'", "POST", "/api/tickets/tkt_1/messages", #"{"message":"Ready: £89.50"}"#),
        ("printf 'Line 1\\nLine 2\\n' | repairminder tickets reply tkt_1 --message-file -", "POST", "/api/tickets/tkt_1/messages",
         #"{"message":"Line 1\nLine 2"}"#),
        ("lookup qr 'RM ORD/1'", "GET", "/api/lookup/qr?code=RM%20ORD%2F1", ""),
        ("lookup barcode 356938035643809", "GET", "/api/lookup/barcode?barcode=356938035643809", ""),
        ("settings get", "GET", "/api/user/settings", ""),
        ("settings set notifications.email=false default_scope=company", "PATCH", "/api/user/settings",
         #"{"default_scope":"company","notifications":{"email":false}}"#),
        ("auth me", "GET", "/api/auth/me", ""),
        ("api POST /api/orders/o1/notes -f text=hi", "POST", "/api/orders/o1/notes", #"{"text":"hi"}"#),
    ]

    @Test func everyCommandSendsExactlyTheContractsRequest() async throws {
        let fake = try await RepairminderFakeRun()
        defer { fake.cleanUp() }
        try await fake.signIn()
        for (command, method, path, body) in Self.exactRequests {
            let before = try await fake.requests().count
            let line = command.hasPrefix("printf") ? command : "repairminder " + command
            let result = try await fake.run(line + " >/dev/null")
            #expect(result.status == 0, "\(command): \(result.stderr)")
            let sent = Array(try await fake.requests().dropFirst(before))
            #expect(sent.count == 1, "\(command): \(sent.count) requests")
            guard let request = sent.first else { continue }
            #expect(request["method"] as? String == method, "\(command)")
            #expect(request["path"] as? String == path, "\(command)")
            #expect(try RepairminderFakeRun.body(request) == body, "\(command)")
            #expect((request["authorization"] as? String)?.hasPrefix("Bearer rm-access-") == true, "\(command)")
        }
    }
}
