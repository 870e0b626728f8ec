import Shared

/// How `--mock` names the fixtures sign-in answers from, and how `--record` names further pages. The API
/// itself is `RepairminderMockService`, over a data set; a `--mock-dir` file named as below (or as derived
/// from method and path, `get_api_orders_ord_x1`) wins over it. Logins are named after the email for the
/// scenario accounts, so mock mode acts out a second factor and a refused password.
enum RepairminderMockRoutes {
    /// The accounts whose sign-in the built-in fixtures script, and the code that passes a second factor.
    static let twoFactorEmail = "mock-2fa@example.test"
    static let wrongPasswordEmail = "mock-wrong-password@example.test"
    static let mockCode = "123456"

    static var all: [FixtureTransport.Route] {
        var routes = [
            FixtureTransport.Route(.post, "/api/auth/login", description: "post_api_auth_login[_SCENARIO]") { request, _ in
                loginName(request)
            },
        ]
        // Recorded pages of a list are told apart by their number.
        for list in ["orders", "devices", "clients", "tickets"] {
            for page in 2...3 {
                routes.append(.route(.get, "/api/\(list)?page=\(page)", "get_api_\(list)_page_\(page)"))
            }
        }
        return routes
    }

    static func loginName(_ request: HTTPRequest) -> String {
        let body = request.body.flatMap { try? JSONParser.parse(bytes: $0) }
        let code = body?["two_factor_token"]?.stringValue
        switch body?["email"]?.stringValue {
        case twoFactorEmail:
            guard let code else { return "post_api_auth_login_2fa_required" }
            return code == mockCode ? "post_api_auth_login" : "post_api_auth_login_2fa_wrong_code"
        case wrongPasswordEmail:
            return "post_api_auth_login_wrong_password"
        default:
            return "post_api_auth_login"
        }
    }
}
