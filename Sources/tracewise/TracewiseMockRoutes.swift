import Shared

/// Which built-in fixture answers `tracewise --mock`'s sign-in and refresh, on Google's paths and on the
/// emulator's. The API itself is `TracewiseMockService`, over a data set; a `--mock-dir` file named as
/// derived from method and path wins over it. The accounts below are refused as Firebase refuses them.
enum TracewiseMockRoutes {
    static let all: [FixtureTransport.Route] = firebase

    /// Email → the fixture of its refusal (`firebase_sign_in_SCENARIO`).
    static let refusals = [
        "mock-wrong-password@example.test": "wrong_password", "mock-disabled@example.test": "disabled",
        "mock-throttled@example.test": "throttled",
    ]

    /// Firebase sign-in and refresh, on Google's hosts and under the emulator's scheme.
    static let firebase: [FixtureTransport.Route] = [
        signIn("/v1/accounts:signInWithPassword"),
        signIn("/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword"),
        .route(.post, "/v1/token", "firebase_refresh"),
        .route(.post, "/securetoken.googleapis.com/v1/token", "firebase_refresh"),
    ]

    static func signIn(_ path: String) -> FixtureTransport.Route {
        FixtureTransport.Route(.post, path, description: "firebase_sign_in[_SCENARIO]") { request, _ in
            let email = request.body.flatMap { try? JSONParser.parse(bytes: $0) }?["email"]?.stringValue ?? ""
            return refusals[email].map { "firebase_sign_in_" + $0 } ?? "firebase_sign_in"
        }
    }
}
