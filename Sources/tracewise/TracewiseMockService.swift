import Shared

/// `tracewise --mock`'s offline TraceWise: the data set in Fixtures/tracewise/data (21 products of 12
/// GTINs, their lifecycle events, 8 CIRPASS passports), answered as the service does: lists paged by
/// `pageSize` (10 by default, 100 at most) and `pageToken`, a product by GTIN with the serial asked for
/// echoed, events and registrations recorded for the rest of the run with ids that increase.
/// docs/mock-data/tracewise.md lists the data and the GTINs that fail on purpose. Sign-in stays in the
/// fixtures (`TracewiseMockRoutes`).
enum TracewiseMockService {
    static let now = "2026-11-20T12:00:00Z"
    static let paging = TracewiseService.paging
    /// GTINs (valid, so they pass the local check) that answer 429 and 500.
    static let busyGTIN = "09506000134291"
    static let failingGTIN = "09506000135007"
    /// A valid GTIN the data set does not hold: its 404.
    static let unknownGTIN = "09506000134369"

    static let products = MockCollection("products", key: "gtin", hiddenFields: ["owner"], createdField: nil, updatedField: nil) { gtin in
        "No product with GTIN \(gtin)"
    }
    static let passports = MockCollection("passports", detailFields: ["materials", "lifecycle", "warranty"], createdField: nil, updatedField: nil) { id in
        "No passport with id \(id)"
    }

    static var service: MockService {
        var troubles = MockService.standardTroubles
        troubles[busyGTIN] = .rateLimited
        troubles[failingGTIN] = .serverError
        return MockService(routes: routes, dialect: Dialect(), data: BuiltinFixtures.data, troubles: troubles, now: now)
    }

    static let routes = [
        MockRoute(.get, "/api/v1/products", "a product by GTIN, with the serial asked for") { request, store throws(MockFailure) in
            guard let gtin = request.query("gtin") else { throw MockFailure.invalid("gtin is required") }
            return .data(try product(gtin: gtin, serial: request.query("serial"), in: store))
        },
        products.list("/api/v1/products/list", paging: paging),
        products.list("/api/v1/products/users/{user}", paging: paging) { request, _, record in
            record["owner"]?.stringValue == request[capture: "user"]
        },
        MockRoute(.post, "/api/v1/products/register", "a registration, echoed") { request, store throws(MockFailure) in
            try register(request, store: store)
        },
        MockRoute(.get, "/api/v1/events/{gtin}/{serial}", "a product's events, oldest first") { request, store throws(MockFailure) in
            let gtin = request[capture: "gtin"], serial = request[capture: "serial"]
            _ = try products.find(gtin, in: store)
            let events = store.records("events").filter { $0["gtin"]?.stringValue == gtin && $0["serial"]?.plainText == serial }
            return .page(try paging.page(of: events, for: request))
        },
        MockRoute(.post, "/api/v1/events", "an event, recorded with a new id") { request, store throws(MockFailure) in
            try record(request, store: store)
        },
        passports.get("/api/v1/cirpass-sim/product/{id}"),
        MockRoute(.get, "/api/v1/cirpass-sim/products", "passports, as many as limit asks") { request, store throws(MockFailure) in
            let all = store.records("passports").map(passports.summary)
            let limit = try request.integer("limit") ?? all.count
            guard limit >= 1 else { throw MockFailure.invalid("limit must be 1 or more") }
            return .data(.object(["products": .array(Array(all.prefix(limit)))]))
        },
        MockRoute(.get, "/api/v1/health", "ok") { _, _ throws(MockFailure) in
            .data(.object(["status": .string("ok"), "timestamp": .string(now), "version": .string("1.8.2-mock")]))
        },
    ]

    /// The record of that GTIN and serial; else the GTIN's product with the serial asked for (the
    /// service knows products by GTIN, and a serial is one item of it).
    static func product(gtin: String, serial: String?, in store: MockStore) throws(MockFailure) -> JSONValue {
        let records = store.records("products").filter { $0["gtin"]?.stringValue == gtin }
        if let exact = records.first(where: { $0["serial"]?.stringValue == serial }) { return products.visible(exact) }
        guard let first = records.first, var object = products.visible(first).objectValue else {
            throw MockFailure.notFound(products.notFound(gtin))
        }
        object["serial"] = serial.map(JSONValue.string) ?? .null
        return .object(object)
    }

    static func register(_ request: MockRequest, store: MockStore) throws(MockFailure) -> MockAnswer {
        let sent = try request.objectBody()
        guard let gtin = sent["gtin"]?.stringValue else { throw MockFailure.invalid("gtin is required") }
        guard let user = sent["userId"]?.stringValue, !user.isEmpty else { throw MockFailure.invalid("userId is required") }
        var item = try product(gtin: gtin, serial: sent["serial"]?.stringValue, in: store).objectValue ?? [:]
        item["owner"] = .string(user)
        item["registeredAt"] = .string(store.now)
        let registered = JSONValue.object(item)
        try store.change("products") { (table: inout JSONValue) throws(MockFailure) in
            var records = table.arrayValue ?? []
            records.removeAll { $0["gtin"] == registered["gtin"] && $0["serial"] == registered["serial"] }
            table = .array(records + [registered])
        }
        return .created(.object(["status": .string("registered"), "gtin": .string(gtin), "serial": item["serial"] ?? .null, "userId": .string(user)]))
    }

    /// `POST /v1/events`: the event kept, answered with an id and URN numbered in the order received.
    static func record(_ request: MockRequest, store: MockStore) throws(MockFailure) -> MockAnswer {
        var event = try request.objectBody()
        guard let gtin = event["gtin"]?.stringValue else { throw MockFailure.invalid("gtin is required") }
        guard event["bizStep"]?.stringValue != nil else { throw MockFailure.invalid("bizStep is required") }
        _ = try products.find(gtin, in: store)
        let padded = store.next("events").zeroPadded(12)
        let id = "evt_01MOCK\(padded)"
        event["id"] = .string(id)
        let stored = JSONValue.object(event)
        try store.change("events") { (table: inout JSONValue) throws(MockFailure) in table = .array((table.arrayValue ?? []) + [stored]) }
        return .created(.object([
            "id": .string(id), "status": .string("recorded"),
            "epcisUrn": .string("urn:uuid:00000000-0000-4000-8000-\(padded)"),
        ]))
    }

    /// TraceWise answers bare JSON; errors are `{"error":{"code","message","correlationId"}}`.
    struct Dialect: MockDialect {
        func success(_ data: JSONValue, store: MockStore) -> JSONValue { data }

        func failure(_ failure: MockFailure, store: MockStore) -> JSONValue {
            let correlation = "mock-correlation-" + store.next("correlation").zeroPadded(4)
            return .object(["error": .object([
                "code": .string(failure.code), "message": .string(failure.message), "correlationId": .string(correlation),
            ])])
        }
    }
}
