import Shared

/// `scorebase --mock`'s offline ScoreBase: the 9 leagues of Fixtures/scorebase/data, one of a sport the
/// client does not know (lacrosse), answered in ScoreBase's envelope; a league created through `api` is
/// answered with a new id and kept for the rest of the run. docs/mock-data/scorebase.md lists them and the
/// ids that fail on purpose. Cognito's sign-in stays in the fixtures (`ScorebaseMockRoutes`).
enum ScorebaseMockService {
    static let now = "2026-11-20T12:00:00Z"
    /// The tenant of the mock user's ID token.
    static let tenant = "tn_riverside"

    static let leagues = MockCollection("leagues", key: "league_id") { _ in "No league with that id in your tenant." }

    static var service: MockService {
        MockService(routes: routes, dialect: Dialect(), data: BuiltinFixtures.data, troubles: MockService.standardTroubles, now: now)
    }

    static let routes = [
        leagues.list("/v1/leagues", paging: .whole),
        leagues.get("/v1/leagues/{id}"),
        leagues.create("/v1/leagues", newID: { "lg_01MOCK\($0.zeroPadded(6))" }) { sent, _ throws(MockFailure) in
            guard let name = sent["name"]?.stringValue, !name.isEmpty else { throw MockFailure.invalid("name is required") }
            return ["tenant_id": .string(tenant), "sport_type": .null, "logo_url": .null, "primary_color": .null, "secondary_color": .null]
        },
        leagues.update("/v1/leagues/{id}"),
    ]

    /// ScoreBase's envelope: `{"request_id","timestamp","data"}` (lists are plain arrays), errors
    /// `{"error":{"code","message","request_id","details"}}`. Request ids count up within a run.
    struct Dialect: MockDialect {
        func success(_ data: JSONValue, store: MockStore) -> JSONValue {
            .object(["request_id": .string(requestID(store)), "timestamp": .string(store.now), "data": data])
        }

        func failure(_ failure: MockFailure, store: MockStore) -> JSONValue {
            let code = switch failure.status {
            case 404: "LEAGUE_NOT_FOUND"
            case 400: "VALIDATION_ERROR"
            default: failure.code
            }
            return .object(["error": .object([
                "code": .string(code), "message": .string(failure.message), "request_id": .string(requestID(store)),
                "details": .null,
            ])])
        }

        func requestID(_ store: MockStore) -> String { "mock-request-\(store.next("request").zeroPadded(6))" }
    }
}
