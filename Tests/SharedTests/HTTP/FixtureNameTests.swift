import Foundation
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// The derived fixture name for a request without a registered route, and fixture file names.
struct FixtureNameTests {
    @Test(arguments: [
        (HTTPMethod.get, "/api/orders/17", "get_api_orders_17"),
        (.get, "/api/orders/17?page=2&limit=5", "get_api_orders_17"),
        (.post, "/security/v1/oauth/token", "post_security_v1_oauth_token"),
        (.get, "/", "get_root"),
        (.delete, "", "delete_root"),
        (.get, "/API/Orders/AB-17", "get_api_orders_ab_17"),
        (.patch, "/api/devices/dev_9/", "patch_api_devices_dev_9"),
        (.get, "/v1/cirpass-sim/product/X%2FY%20Z", "get_v1_cirpass_sim_product_x_2fy_20z"),
        (.get, "//a//b--c__d", "get_a_b_c_d"),
        (.get, "/v1/events/0950/caf%C3%A9", "get_v1_events_0950_caf_c3_a9"),
        (.get, "/v1/events/café", "get_v1_events_caf"),
        (.post, "/v1/accounts:signInWithPassword", "post_v1_accounts_signinwithpassword"),
        (.head, "/_/", "head_root"),
    ])
    func derivesNames(_ method: HTTPMethod, _ path: String, _ expected: String) {
        #expect(FixtureName.derived(method: method, path: path) == expected)
    }

    @Test func derivesFromTheRequestsEncodedPath() throws {
        let url = try #require(HTTPURL(string: "https://host/api/orders/A%2F1?status=open"))
        #expect(FixtureName.derived(for: HTTPRequest(method: .get, url: url)) == "get_api_orders_a_2f1")
    }

    @Test func fileNamesNumberTheSequence() {
        #expect(FixtureName.fileName("ups_token") == "ups_token.json")
        #expect(FixtureName.fileName("ups_token", position: 2) == "ups_token.2.json")
        #expect(FixtureName.key("ups_token", position: 3) == "ups_token.3")
    }

    @Test(arguments: [
        ("ups_token.json", "ups_token", 1), ("ups_token.2.json", "ups_token", 2), ("a-b.12.json", "a-b", 12),
        ("ups_token.2", "ups_token", 2),
    ])
    func parsesFileNames(_ file: String, _ name: String, _ position: Int) throws {
        let parsed = try #require(FixtureName.parse(file))
        #expect(parsed.name == name)
        #expect(parsed.position == position)
    }

    @Test(arguments: ["a.b.json", "x.1.json", "x.0.json", ".json", "a b.json", "tok.x.json"])
    func rejectsOtherFileNames(_ file: String) {
        #expect(FixtureName.parse(file) == nil)
    }
}
