import Testing

/// Fails a test that registered a `MockTransport` stub it never used, or a sequence it did not play to the
/// end: a stub nobody asked for means the command sent something other than the test believes.
/// Every suite of tool tests carries it (`@Suite(.verifiesStubs)`).
public struct VerifiesStubs: SuiteTrait, TestTrait, TestScoping {
    public init() {}

    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // Suites get their own scope too; only test cases run bodies that make transports.
        guard testCase != nil || !test.isSuite else { return try await function() }
        let registry = MockTransportRegistry()
        try await MockTransport.$registry.withValue(registry) { try await function() }
        for problem in registry.problems() { Issue.record("unused stub: \(problem)") }
    }
}

extension Trait where Self == VerifiesStubs {
    public static var verifiesStubs: Self { VerifiesStubs() }
}
