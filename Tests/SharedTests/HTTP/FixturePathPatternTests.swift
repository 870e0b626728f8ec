import Foundation
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// Route patterns: segment-wise matching against the percent-encoded path, captures, query items.
struct PathPatternTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var pattern: String
        var url: String
        var captures: [String: String]?
        var testDescription: String { "\(pattern) ~ \(url)" }
    }

    static let cases: [Case] = [
        Case(pattern: "/api/orders/{id}", url: "https://h/api/orders/17", captures: ["id": "17"]),
        Case(pattern: "/api/orders/{id}", url: "https://h/api/orders", captures: nil),
        Case(pattern: "/api/orders/{id}", url: "https://h/api/orders/17/items", captures: nil),
        Case(pattern: "/api/orders/{id}", url: "https://h/api/orders/17/", captures: ["id": "17"]),
        Case(pattern: "/api/orders/{id}", url: "https://h/api/orders/17?page=2", captures: ["id": "17"]),
        Case(pattern: "/v1/products/*", url: "https://h/v1/products/abc", captures: [:]),
        Case(pattern: "/v1/products/*", url: "https://h/v1/products", captures: nil),
        Case(pattern: "/files/**", url: "https://h/files", captures: [:]),
        Case(pattern: "/files/**", url: "https://h/files/a/b/c", captures: [:]),
        Case(pattern: "/", url: "https://h/", captures: [:]),
        Case(pattern: "/", url: "https://h", captures: [:]),
        // An encoded slash stays inside its segment, and the capture is decoded.
        Case(pattern: "/v1/events/{gtin}/{serial}", url: "https://h/v1/events/0950/A%2FB%20C",
             captures: ["gtin": "0950", "serial": "A/B C"]),
        Case(pattern: "/v1/events/{gtin}/{serial}", url: "https://h/v1/events/0950/A/B", captures: nil),
        // Literal segments match the encoded or the decoded text.
        Case(pattern: "/a b/x", url: "https://h/a%20b/x", captures: [:]),
        Case(pattern: "/a%20b/x", url: "https://h/a%20b/x", captures: [:]),
        Case(pattern: "/api/orders?status=open", url: "https://h/api/orders?page=1&status=open",
             captures: [:]),
        Case(pattern: "/api/orders?status=open", url: "https://h/api/orders?status=closed", captures: nil),
        Case(pattern: "/api/orders?status=open", url: "https://h/api/orders", captures: nil),
        Case(pattern: "/api/orders?search=a b", url: "https://h/api/orders?search=a+b", captures: [:]),
        Case(pattern: "/api/orders?page=*", url: "https://h/api/orders?page=3", captures: [:]),
        Case(pattern: "/api/orders?page=*", url: "https://h/api/orders?limit=3", captures: nil),
    ]

    @Test(arguments: cases)
    func matches(_ testCase: Case) throws {
        let request = HTTPRequest(method: .get, url: try #require(HTTPURL(string: testCase.url)))
        #expect(PathPattern(testCase.pattern).match(request) == testCase.captures)
    }

    @Test func queryArgumentAddsRequiredItems() {
        let pattern = PathPattern("/api/orders", query: ["status": "open", "limit": "5"])
        #expect(pattern.match(path: "/api/orders", query: "status=open&limit=5&page=1") == [:])
        #expect(pattern.match(path: "/api/orders", query: "status=open") == nil)
        #expect(pattern.description == "/api/orders?limit=5&status=open")
    }

    @Test func describesItselfAsWritten() {
        #expect(PathPattern("/v1/products/{id}").description == "/v1/products/{id}")
        #expect(PathPattern("/files/*/**").description == "/files/*/**")
        #expect(PathPattern("/").description == "/")
    }

    @Test func literalSegmentsAreMoreSpecificThanCaptures() {
        #expect(PathPattern("/v1/products/list").specificity > PathPattern("/v1/products/{id}").specificity)
        #expect(PathPattern("/v1/products/{id}").specificity > PathPattern("/v1/products/**").specificity)
        #expect(PathPattern("/a?x=1").specificity > PathPattern("/a").specificity)
    }
}
