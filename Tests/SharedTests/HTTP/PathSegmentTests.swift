import Testing
@testable import Shared
@testable import ToolkitHTTP

/// `PathSegment`, the one way a path is built from a user's value: one segment each, percent-encoded,
/// and nothing a path would resolve into another resource.
struct PathSegmentTests {
    @Test func aValueIsOneEncodedSegmentWhateverItHolds() throws {
        let segment = try PathSegment("A/1 ?#%41&=+é..", argument: "ID")
        #expect(segment.encoded == "A%2F1%20%3F%23%2541%26%3D%2B%C3%A9..")
        #expect(PathSegment.path(["api", "orders", segment]) == "/api/orders/A%2F1%20%3F%23%2541%26%3D%2B%C3%A9..")
    }

    @Test(arguments: ["", ".", ".."])
    func whatAPathWouldResolveAwayIsRefusedNamingTheArgument(_ value: String) {
        #expect(throws: UsageError.self) { try PathSegment(value, argument: "--serial") }
        do {
            _ = try PathSegment(value, argument: "--serial", commandPath: ["events", "list"])
        } catch {
            // The initialiser throws only UsageError (a typed throw).
            #expect(error.message.hasPrefix("--serial must not be"))
            #expect(error.commandPath == ["events", "list"])
        }
    }

    @Test func dotsWithinAValueAreOrdinaryCharacters() throws {
        for value in ["...", ".a", "a.", "a..b", " .."] {
            #expect(PathSegment.problem(with: value) == nil, "\(value)")
            _ = try PathSegment(value, argument: "ID")
        }
    }

    @Test func theLimitIsInclusiveAndCountsBytes() {
        #expect(PathSegment.problem(with: String(repeating: "a", count: PathSegment.maximumLength)) == nil)
        #expect(PathSegment.problem(with: String(repeating: "a", count: PathSegment.maximumLength + 1)) != nil)
        // é is two bytes: half as many fit.
        #expect(PathSegment.lengthProblem(with: String(repeating: "é", count: PathSegment.maximumLength / 2 + 1)) != nil)
    }
}
