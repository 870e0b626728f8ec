import Shared

/// The mock RepairMinder's routes that are not a collection: the dashboard (its figures follow the scope
/// and period asked for, which it echoes), barcode and QR lookups over the orders and devices, and the
/// user's settings, which a `PATCH` changes for the rest of the run.
enum RepairminderMockExtras {
    static let routes = [
        dashboard("stats", "figures for a scope and period") { scope, period throws(MockFailure) in
            let days = try days(in: period)
            return [
                "period": .string(period), "scope": .string(scope),
                "orders": .object(["created": .integer(days * 2 * scale(scope)), "completed": .integer(days * 7 / 4 * scale(scope)),
                                   "open": .integer(19 * scale(scope))]),
                "devices": .object(["received": .integer(days * 5 / 2 * scale(scope)), "repaired": .integer(days * 2 * scale(scope))]),
                "revenue": .object(["total": .double(Double(days * 290 * scale(scope)) + 0.5), "currency": .string("GBP")]),
                "average_turnaround_hours": .double(scope == "company" ? 28.5 : 31.5),
            ]
        },
        dashboard("category-breakdown", "repairs by category for a scope and period") { scope, period throws(MockFailure) in
            let days = try days(in: period)
            let categories: [(String, Int, Int)] = [("phone", 14, 1890), ("laptop", 6, 1710), ("tablet", 4, 420), ("console", 2, 100)]
            return [
                "period": .string(period), "scope": .string(scope),
                "categories": .array(categories.map { name, perMonth, revenue in
                    .object([
                        "category": .string(name), "count": .integer(max(1, perMonth * days / 30) * scale(scope)),
                        "revenue": .double(Double(max(1, revenue * days / 30) * scale(scope))),
                    ])
                }),
            ]
        },
        MockRoute(.get, "/api/dashboard/enquiry-stats", "enquiries for a scope, with a breakdown when asked") { request, _ throws(MockFailure) in
            let scope = try scope(of: request)
            var data: JSONObject = [
                "scope": .string(scope), "total": .integer(27 * scale(scope)), "open": .integer(6 * scale(scope)),
                "pending": .integer(4 * scale(scope)), "closed": .integer(17 * scale(scope)),
            ]
            if request.query("include_breakdown") == "true" {
                data["breakdown"] = .object([
                    "by_status": .object(["open": .integer(6 * scale(scope)), "pending": .integer(4 * scale(scope)), "closed": .integer(17 * scale(scope))]),
                    "by_source": .object(["web": .integer(15 * scale(scope)), "email": .integer(9 * scale(scope)), "phone": .integer(3 * scale(scope))]),
                ])
            }
            return .data(.object(data))
        },
        MockRoute(.get, "/api/lookup/barcode", "the device whose IMEI or serial is the barcode") { request, store throws(MockFailure) in
            let code = request.query("barcode") ?? ""
            guard let device = store.records("devices").first(where: { $0["imei"]?.stringValue == code || $0["serial"]?.stringValue == code }) else {
                throw noMatch("barcode", code)
            }
            return .data(.object(["type": .string("device"), "device": pick(["id", "order_id", "status", "imei", "serial"], from: device)]))
        },
        MockRoute(.get, "/api/lookup/qr", "the order or device a QR code names") { request, store throws(MockFailure) in
            let code = request.query("code") ?? ""
            if let order = store.records("orders").first(where: { $0["reference"]?.stringValue == code || $0["id"]?.stringValue == code }) {
                return .data(.object(["type": .string("order"), "order": pick(["id", "reference", "status"], from: order)]))
            }
            if let device = store.records("devices").first(where: { $0["id"]?.stringValue == code }) {
                return .data(.object(["type": .string("device"), "device": pick(["id", "order_id", "status", "imei", "serial"], from: device)]))
            }
            throw noMatch("QR code", code)
        },
        MockRoute(.get, "/api/user/settings", "the user's settings") { _, store throws(MockFailure) in .data(store.table("settings")) },
        MockRoute(.patch, "/api/user/settings", "the user's settings, changed by the fields sent") { request, store throws(MockFailure) in
            let sent = try request.objectBody()
            if let scope = sent["default_scope"], scope.stringValue != "user", scope.stringValue != "company" {
                throw MockFailure.invalid("default_scope must be user or company")
            }
            return .data(try store.change("settings") { (settings: inout JSONValue) throws(MockFailure) -> JSONValue in
                settings = .object((settings.objectValue ?? [:]).merging(sent))
                return settings
            })
        },
    ]

    /// The periods the dashboard knows, and the days each covers (for figures that grow with them).
    static let periods: [String: Int] = [
        "today": 1, "yesterday": 1, "this_week": 7, "last_week": 7, "this_month": 30, "last_month": 31,
        "this_quarter": 91, "last_quarter": 92, "this_year": 365, "last_year": 365,
    ]

    static func days(in period: String) throws(MockFailure) -> Int {
        guard let days = periods[period] else {
            throw MockFailure.invalid("Unknown period '\(period)'; one of \(periods.keys.sorted().joined(separator: ", "))")
        }
        return days
    }

    static func scope(of request: MockRequest) throws(MockFailure) -> String {
        let scope = request.query("scope") ?? "user"
        guard scope == "user" || scope == "company" else { throw MockFailure.invalid("scope must be user or company") }
        return scope
    }

    /// The company's figures are the shop's four technicians'.
    static func scale(_ scope: String) -> Int { scope == "company" ? 4 : 1 }

    static func dashboard(
        _ name: String, _ summary: String, figures: @escaping @Sendable (_ scope: String, _ period: String) throws(MockFailure) -> JSONObject
    ) -> MockRoute {
        MockRoute(.get, "/api/dashboard/\(name)", summary) { request, _ throws(MockFailure) in
            .data(.object(try figures(try scope(of: request), request.query("period") ?? "this_month")))
        }
    }

    /// A lookup that finds nothing: HTTP 200 with `success: false`, as RepairMinder answers it.
    static func noMatch(_ what: String, _ code: String) -> MockFailure {
        MockFailure(status: 200, code: "NO_MATCH", message: "No order or device matches the \(what) '\(code)'")
    }

    static func pick(_ fields: [String], from record: JSONValue) -> JSONValue {
        .object(JSONObject(fields.compactMap { field in record[field].map { (field, $0) } }))
    }
}
