import Shared

/// How `--mock` names fixtures. Most paths use the derived names (`GET /api/orders` →
/// `get_api_orders`). Further pages of a list are `NAME_page_N`; a record by id is `NAME_ID` when such a
/// fixture exists, else a 404 fixture (`order_not_found`). Logins are named after the email for the
/// scenario accounts below, so mock mode acts out a second factor and a refused password.
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
            FixtureTransport.Route(.get, "/api/lookup/barcode", description: "get_api_lookup_barcode[_BARCODE]") { request, _ in
                let code = PathPattern.queryItems(request.url.query(percentEncoded: true) ?? "").first { $0.name == "barcode" }?.value
                return existing("get_api_lookup_barcode_" + FixtureName.sanitize(code ?? ""), else: "get_api_lookup_barcode")
            },
        ]
        for (path, notFound) in [("orders", "order_not_found"), ("devices", "device_not_found"), ("clients", "client_not_found"),
                                 ("tickets", "ticket_not_found")] {
            routes.append(byID(.get, "/api/\(path)/{id}", prefix: "get_api_\(path)_", notFound: notFound))
            routes.append(.route(.patch, "/api/\(path)/{id}", "patch_api_\(path)"))
        }
        routes.append(byID(.get, "/api/clients/{id}/orders", prefix: "get_api_clients_orders_", notFound: "client_not_found"))
        routes.append(byID(.get, "/api/tickets/{id}/messages", prefix: "get_api_tickets_messages_", notFound: "ticket_not_found"))
        routes.append(byID(.post, "/api/tickets/{id}/messages", prefix: "post_api_tickets_messages_", notFound: "ticket_not_found"))
        for list in ["orders", "devices", "clients", "tickets"] {
            for page in 2...3 {
                routes.append(.route(.get, "/api/\(list)?page=\(page)", "get_api_\(list)_page_\(page)"))
            }
        }
        return routes
    }

    /// `PREFIX + ID` when there is such a fixture, else `notFound`.
    static func byID(_ method: HTTPMethod, _ pattern: String, prefix: String, notFound: String) -> FixtureTransport.Route {
        FixtureTransport.Route(method, pattern, description: "\(prefix){id} or \(notFound)") { _, captures in
            existing(prefix + FixtureName.sanitize(captures["id"] ?? ""), else: notFound)
        }
    }

    static func existing(_ name: String, else fallback: String) -> String {
        BuiltinFixtures.all[name] != nil ? name : fallback
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
