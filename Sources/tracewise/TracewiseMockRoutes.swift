import Shared

/// Which built-in fixture answers which `tracewise --mock` request. Paths are the production base path
/// (`/api`) plus the API path, as fixture names always include the base path. Paging routes key on
/// `pageToken`, so `--all` walks three product pages and two event pages offline; one GTIN and one
/// passport id answer 404 so the error envelope can be seen too. Sign-in and refresh answer on Google's
/// paths and on the emulator's.
enum TracewiseMockRoutes {
    /// A GTIN the mock service does not know.
    static let unknownGTIN = "09506000134369"

    static let all: [FixtureTransport.Route] = firebase + api

    /// Firebase sign-in and refresh, on Google's hosts and under the emulator's scheme.
    static let firebase: [FixtureTransport.Route] = [
        .route(.post, "/v1/accounts:signInWithPassword", "firebase_sign_in"),
        .route(.post, "/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword", "firebase_sign_in"),
        .route(.post, "/v1/token", "firebase_refresh"),
        .route(.post, "/securetoken.googleapis.com/v1/token", "firebase_refresh"),
    ]

    static let api: [FixtureTransport.Route] = [
        .route(.get, "/api/v1/products?gtin=\(unknownGTIN)", "product_not_found"),
        .route(.get, "/api/v1/products/list", "products_list_1"),
        .route(.get, "/api/v1/products/list?pageToken=p2", "products_list_2"),
        .route(.get, "/api/v1/products/list?pageToken=p3", "products_list_3"),
        .route(.get, "/api/v1/products/users/{user}", "products_owned"),
        .route(.get, "/api/v1/events/{gtin}/{serial}", "events_list_1"),
        .route(.get, "/api/v1/events/{gtin}/{serial}?pageToken=e2", "events_list_2"),
        .route(.get, "/api/v1/cirpass-sim/product/{id}", "cirpass_product"),
        .route(.get, "/api/v1/cirpass-sim/product/missing", "cirpass_not_found"),
    ]
}
