import Testing

@testable import Shared
@testable import ToolkitCommandModel

/// What `__complete` reads from the words typed so far: which value is at the cursor, of which kind, and
/// the options that choose the store.
struct CompletionTargetTests {
    static let order = ValueKind("order")
    static let status = ValueKind("status")

    static let root = CommandSpec(
        "kit", abstract: "",
        options: [
            OptionSpec.flag("mock", help: ""), OptionSpec("profile", help: ""), OptionSpec("env", short: "e", help: ""),
            OptionSpec.flag("verbose", short: "v", help: ""),
        ],
        subcommands: [
            CommandSpec(
                "orders", abstract: "",
                subcommands: [
                    CommandSpec(
                        "get", abstract: "", positionals: [PositionalSpec("ID", help: "", type: .identifier).completing(order)],
                        action: { _ in .success }),
                    CommandSpec(
                        "list", abstract: "",
                        options: [
                            OptionSpec("status", short: "s", type: .suggested(["open", "closed"]), help: "").completing(status),
                            OptionSpec("search", help: ""),
                        ],
                        action: { _ in .success }),
                ]),
        ])

    static func target(_ words: [String]) -> CompletionTarget? { CompletionTarget(root: root, words: words) }

    @Test func aPositionalAfterGlobalOptionsAnywhere() throws {
        let target = try #require(Self.target(["--mock", "orders", "-e", "staging", "get", "ord_"]))
        #expect(target.kind == Self.order && target.partial == "ord_" && target.fixed.isEmpty)
        #expect(target.parsed.path == ["orders", "get"])
        #expect(target.parsed.values["mock"] == ["true"] && target.parsed.values["env"] == ["staging"])
    }

    @Test(arguments: [
        (["orders", "list", "--status", "op"], "op"), (["orders", "list", "--status=op"], "op"),
        (["orders", "list", "-s", ""], ""), (["orders", "list", "-vsop"], "op"), (["orders", "list", "-s"], ""),
    ])
    func anOptionsValueSeparateOrGlued(words: [String], partial: String) throws {
        let target = try #require(Self.target(words))
        #expect(target.kind == Self.status && target.partial == partial && target.fixed == ["open", "closed"])
    }

    @Test(arguments: [
        ["orders", "list", "--search", ""], ["orders", "get", "ord_1", ""], ["orders", ""], ["orders", "get", "--"],
        ["orders", "list", "--status", "--search"], ["--profile", ""],
    ])
    func nothingWhereNoDataCompletes(words: [String]) {
        #expect(Self.target(words) == nil)
    }

    @Test func theProfileTypedChoosesTheStore() throws {
        let target = try #require(Self.target(["--profile", "work", "orders", "get", ""]))
        #expect(target.parsed.values["profile"] == ["work"])
    }

    @Test func afterDoubleDashEveryWordIsAPositional() throws {
        let target = try #require(Self.target(["orders", "get", "--", "-x"]))
        #expect(target.partial == "-x")
    }
}
