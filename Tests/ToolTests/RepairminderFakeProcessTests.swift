import Foundation
import Testing

/// The built repairminder against the RepairMinder fake on loopback (Tests/Support/repairminder_fake.py):
/// every command's request as the fake received it, login with a second factor, the session on disk,
/// refresh before expiry and after a 401 (once for many processes), logout when the endpoint fails,
/// retries, and lists of over a thousand items with and without `has_more`.
@Suite(.serialized)
struct RepairminderFakeProcessTests {
    static let password = "Corr3ct-Horse!"
    let state: URL

    init() throws {
        _ = try BuiltBinary.path("repairminder")
        state = FileManager.default.temporaryDirectory.appendingPathComponent("repairminder-\(UUID().uuidString)")
    }

    func cleanUp() { try? FileManager.default.removeItem(at: state) }

    func run(_ command: String, _ fake: PythonPeer, _ extra: [String: String] = [:]) throws -> BuiltBinary.Run {
        let variables = [
            "REPAIRMINDER_API_BASE_URL": "http://127.0.0.1:\(fake.greeting)", "XDG_STATE_HOME": state.path,
            "NO_PROXY": "127.0.0.1", "PW": Self.password, "REPAIRMINDER_TOKEN": "", "REPAIRMINDER_EMAIL": "",
            "REPAIRMINDER_PASSWORD": "",
        ]
        return try BuiltBinary.shell(command, environment: variables.merging(extra) { $1 })
    }

    func signIn(_ fake: PythonPeer) throws {
        let login = try run("printf '%s\\n' \"$PW\" | repairminder auth login -e ann@example.com --password-stdin", fake)
        #expect(login.status == 0, "\(login.stderr)")
    }

    func control(_ fake: PythonPeer, _ json: String) throws {
        _ = try BuiltBinary.shell("curl -s -X POST -d '\(json)' http://127.0.0.1:\(fake.greeting)/_control")
    }

    func requests(_ fake: PythonPeer) throws -> [[String: Any]] {
        let run = try BuiltBinary.shell("curl -s http://127.0.0.1:\(fake.greeting)/_log")
        return try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]] ?? []
    }

    func counts(_ fake: PythonPeer) throws -> [String: Int] {
        let run = try BuiltBinary.shell("curl -s http://127.0.0.1:\(fake.greeting)/_counts")
        return try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Int] ?? [:]
    }

    func body(_ request: [String: Any]) throws -> String {
        guard let body = request["body"], !(body is NSNull) else { return "" }
        return String(decoding: try JSONSerialization.data(withJSONObject: body, options: [.sortedKeys]), as: UTF8.self)
    }

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

    @Test func everyCommandSendsExactlyTheContractsRequest() throws {
        defer { cleanUp() }
        let fake = try PythonPeer("repairminder_fake.py")
        try signIn(fake)
        for (command, method, path, body) in Self.exactRequests {
            let before = try requests(fake).count
            let line = command.hasPrefix("printf") ? command : "repairminder " + command
            let result = try run(line + " >/dev/null", fake)
            #expect(result.status == 0, "\(command): \(result.stderr)")
            let sent = Array(try requests(fake).dropFirst(before))
            #expect(sent.count == 1, "\(command): \(sent.count) requests")
            guard let request = sent.first else { continue }
            #expect(request["method"] as? String == method, "\(command)")
            #expect(request["path"] as? String == path, "\(command)")
            #expect(try self.body(request) == body, "\(command)")
            #expect((request["authorization"] as? String)?.hasPrefix("Bearer rm-access-") == true, "\(command)")
        }
    }

    @Test func aSecondFactorIsAskedForAndTheSessionIsSavedPrivately() throws {
        defer { cleanUp() }
        let fake = try PythonPeer("repairminder_fake.py")
        let noCode = try run("printf '%s\\n' \"$PW\" | repairminder auth login -e tfa@example.com --password-stdin", fake)
        #expect(noCode.status == 77)
        #expect(noCode.stderr.contains("two-factor authentication, and there is no terminal"))
        #expect(noCode.stderr.contains("--code CODE"))
        let wrong = try run("printf '%s\\n' \"$PW\" | repairminder auth login -e tfa@example.com --password-stdin --code 111111", fake)
        #expect(wrong.status == 77)
        #expect(wrong.stderr.contains("the two-factor code was not accepted: Invalid two-factor code"))
        let right = try run(
            "printf '%s\\n' \"$PW\" | repairminder auth login -e tfa@example.com --password-stdin --code 246810 -v", fake)
        #expect(right.status == 0, "\(right.stderr)")
        let logins = try requests(fake).filter { $0["path"] as? String == "/api/auth/login" }
        #expect(try logins.map(body) == [
            #"{"email":"tfa@example.com","password":"Corr3ct-Horse!"}"#,
            #"{"email":"tfa@example.com","password":"Corr3ct-Horse!","two_factor_token":"111111"}"#,
            #"{"email":"tfa@example.com","password":"Corr3ct-Horse!","two_factor_token":"246810"}"#,
        ])
        let sessions = state.appendingPathComponent("repairminder/sessions")
        let files = try FileManager.default.contentsOfDirectory(atPath: sessions.path).filter { $0.hasSuffix(".json") }
        #expect(files.count == 1)
        let file = sessions.appendingPathComponent(files[0]).path
        #expect(try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int == 0o600)
        #expect(try FileManager.default.attributesOfItem(atPath: sessions.path)[.posixPermissions] as? Int == 0o700)
        let status = try run("repairminder auth status -o json", fake)
        #expect(status.status == 0)
        #expect(status.stdout.contains(#""email":"tfa@example.com","name":"Tom Factor","userId":"usr_2""#))
        for output in [noCode, wrong, right, status] {
            #expect(!(output.stdout + output.stderr).contains("Corr3ct-Horse!"))
            #expect(!(output.stdout + output.stderr).contains("SECRET"))
            #expect(!(output.stdout + output.stderr).contains("246810"))
        }
    }

    @Test func aRevokedTokenIsRefreshedOnceForManyProcesses() throws {
        defer { cleanUp() }
        let fake = try PythonPeer("repairminder_fake.py")
        try signIn(fake)
        try control(fake, #"{"revoke_access": true}"#)
        let runs = try run("for i in 1 2 3 4 5 6; do repairminder orders get o$i >/dev/null & done; wait", fake)
        #expect(runs.status == 0, "\(runs.stderr)")
        #expect(try counts(fake)["refresh"] == 1)
        // The session on disk now holds the new token: the next run sends it at once.
        let before = try requests(fake).count
        #expect(try run("repairminder orders get o7", fake).status == 0)
        let next = Array(try requests(fake).dropFirst(before))
        #expect(next.count == 1)
        #expect(next.first?["authorization"] as? String == "Bearer rm-access-2-SECRET")
    }

    @Test func aSessionNearItsEndIsRefreshedBeforeTheRequest() throws {
        defer { cleanUp() }
        let fake = try PythonPeer("repairminder_fake.py")
        try signIn(fake)
        // An hour later: 30 s of the session's hour remain.
        let sessions = state.appendingPathComponent("repairminder/sessions")
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: sessions.path).first { $0.hasSuffix(".json") })
        let file = sessions.appendingPathComponent(name)
        var saved = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let now = Date().timeIntervalSince1970
        saved["expires_at"] = now + 30
        saved["obtained_at"] = now - 3570
        try JSONSerialization.data(withJSONObject: saved).write(to: file)
        let before = try requests(fake).count
        let result = try run("repairminder orders get o1 -v", fake)
        #expect(result.status == 0, "\(result.stderr)")
        let sent = Array(try requests(fake).dropFirst(before)).compactMap { $0["path"] as? String }
        #expect(sent == ["/api/auth/refresh", "/api/orders/o1"])
        let refresh = try requests(fake).first { $0["path"] as? String == "/api/auth/refresh" }
        #expect(try refresh.map(body) == #"{"refresh_token":"rm-refresh-1-SECRET"}"#)
        #expect(!(result.stdout + result.stderr).contains("SECRET"))
    }

    @Test func aRefusedRefreshEndsTheSessionWith77() throws {
        defer { cleanUp() }
        let fake = try PythonPeer("repairminder_fake.py")
        try signIn(fake)
        try control(fake, #"{"revoke_access": true, "refuse_refresh": true}"#)
        let result = try run("repairminder orders list", fake)
        #expect(result.status == 77)
        #expect(result.stderr.contains("session expired"), "\(result.stderr)")
        #expect(result.stderr.contains("repairminder auth login"))
        let status = try run("repairminder auth status", fake)
        #expect(status.status == 77)
        #expect(status.stderr.contains("not signed in"))
    }

    @Test func logoutForgetsTheSessionEvenWhenTheEndpointFails() throws {
        defer { cleanUp() }
        let fake = try PythonPeer("repairminder_fake.py")
        try signIn(fake)
        try control(fake, #"{"logout_status": 500}"#)
        let logout = try run("repairminder auth logout", fake)
        #expect(logout.status == 0)
        #expect(logout.stderr.contains("warning: could not sign out at 127.0.0.1"))
        #expect(try counts(fake)["logout"] == 1)  // a POST is not repeated
        #expect(try run("repairminder auth status", fake).status == 77)
        #expect(try run("repairminder auth token", fake).status == 77)
    }

    @Test func serverErrorsAreRetriedForGETButNotForPOST() throws {
        defer { cleanUp() }
        let fake = try PythonPeer("repairminder_fake.py")
        try signIn(fake)
        try control(fake, #"{"fail": [503, 502], "retry_after": "0"}"#)
        let get = try run("repairminder orders get o1", fake)
        #expect(get.status == 0, "\(get.stderr)")
        try control(fake, #"{"fail": [503, 503, 503, 503]}"#)
        let post = try run("repairminder orders create --set a=1", fake)
        #expect(post.status == 69)
        #expect(post.stderr.contains("server error: injected 503"))
        try control(fake, #"{"fail": []}"#)
        let posts = try requests(fake).filter { $0["method"] as? String == "POST" && $0["path"] as? String == "/api/orders" }
        #expect(posts.count == 1)
    }

    @Test(arguments: [false, true])
    func allFollowsOverAThousandItemsWithAndWithoutHasMore(hasMore: Bool) throws {
        defer { cleanUp() }
        let fake = try PythonPeer("repairminder_fake.py", arguments: ["--items", "1234"] + (hasMore ? [] : ["--no-has-more"]))
        try signIn(fake)
        let result = try run("repairminder orders list --all -o ndjson", fake)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 1234)
        #expect(lines.first?.contains(#""id":"ord_00001""#) == true)
        #expect(lines.last?.contains(#""id":"ord_01234""#) == true)
        let pages = try requests(fake).compactMap { $0["path"] as? String }.filter { $0.hasPrefix("/api/orders?") }
        #expect(pages.count == 13)
        #expect(pages.last == "/api/orders?page=13&limit=100")
    }

    @Test func tablesLeaveMissingColumnsEmpty() throws {
        defer { cleanUp() }
        let fake = try PythonPeer("repairminder_fake.py", arguments: ["--items", "2"])
        try signIn(fake)
        let result = try run("repairminder clients list -o table", fake)
        #expect(result.status == 0)
        #expect(result.stdout == "ID         NAME      EMAIL           PHONE\ncli_00001  Client 1  c1@example.com\ncli_00002  Client 2  c2@example.com\n")
    }

    @Test func successFalseUnderHTTP200IsExit1WithTheServicesText() throws {
        defer { cleanUp() }
        let fake = try PythonPeer("repairminder_fake.py")
        try signIn(fake)
        let result = try run("repairminder lookup barcode 000", fake)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "repairminder: error: No device or order matches this code\n")
    }

    @Test func theEnvironmentTokenIsUsedAsIsAndNeverShown() throws {
        defer { cleanUp() }
        let fake = try PythonPeer("repairminder_fake.py")
        for flags in ["", "-v", "--debug"] {
            let result = try run("repairminder orders get o1 \(flags)", fake, ["REPAIRMINDER_TOKEN": "ci-token-SECRET"])
            #expect(result.status == 77)
            #expect(result.stderr.contains("REPAIRMINDER_TOKEN was not accepted: Token expired or invalid (Unauthorized)"), "\(result.stderr)")
            #expect(!(result.stdout + result.stderr).contains("ci-token-SECRET"))
        }
        let sent = try requests(fake).compactMap { $0["authorization"] as? String }
        #expect(sent.allSatisfy { $0 == "Bearer ci-token-SECRET" })
        #expect(try counts(fake)["refresh"] == 0)
    }

    @Test func secretsStayOutOfEveryStreamAtEveryVerbosity() throws {
        defer { cleanUp() }
        let fake = try PythonPeer("repairminder_fake.py")
        for flags in ["", "-v", "--debug"] {
            let login = try run(
                "printf '%s\\n' \"$PW\" | repairminder auth login -e tfa@example.com --password-stdin --code 246810 \(flags)", fake)
            #expect(login.status == 0)
            try control(fake, #"{"revoke_access": true}"#)
            let list = try run("repairminder orders list \(flags)", fake)
            #expect(list.status == 0)
            for output in [login, list] {
                let text = output.stdout + output.stderr
                #expect(!text.contains("Corr3ct-Horse!"))
                #expect(!text.contains("246810"))
                #expect(!text.contains("SECRET"), "\(flags): \(text)")
            }
        }
    }
}
