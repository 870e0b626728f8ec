// TEMPORARY interface stub: the gs1-tables work replaces this file (and adds the generated table).
enum GS1Dictionary {
    static func definition(of ai: some StringProtocol) -> GS1AIDefinition? {
        all.first { $0.ai == ai }
    }

    static let all: [GS1AIDefinition] = [
        GS1AIDefinition(
            ai: "01", title: "GTIN", components: [GS1Component(characters: .numeric, minLength: 14, maxLength: 14, isOptional: false, linters: [.csum])],
            isDataAttribute: true, keyQualifiers: [["22", "10", "21"], ["235"]], requires: [], excludes: ["255", "37"]),
        GS1AIDefinition(
            ai: "10", title: "BATCH/LOT", components: [GS1Component(characters: .cset82, minLength: 1, maxLength: 20, isOptional: false, linters: [])],
            isDataAttribute: true, keyQualifiers: nil, requires: [["01"], ["02"], ["03"], ["8006"], ["8026"]], excludes: []),
        GS1AIDefinition(
            ai: "17", title: "USE BY or EXPIRY", components: [GS1Component(characters: .numeric, minLength: 6, maxLength: 6, isOptional: false, linters: [.yymmd0])],
            isDataAttribute: true, keyQualifiers: nil, requires: [["01"], ["02"], ["03"], ["255"], ["8006"], ["8026"]], excludes: []),
        GS1AIDefinition(
            ai: "21", title: "SERIAL", components: [GS1Component(characters: .cset82, minLength: 1, maxLength: 20, isOptional: false, linters: [])],
            isDataAttribute: false, keyQualifiers: nil, requires: [["01", "8006"]], excludes: []),
    ]
}

extension GS1AIDefinition {
    /// Why `value` does not fit this AI's format and linters, or nil when it does.
    func problem(with value: String) -> String? {
        nil
    }
}
