import Foundation
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// A tool of two commands declared as resources and nothing else — `books list` (numbered pages) and
/// `books get` (one book, `-` lines) — for the runner's tests: every mode must come from the declarations.
/// Its reader of answers reads only answers whose request carried the kind `book`.
enum ShelfTool {
    static let book = ValueKind("book")

    static let service = ServiceDefinition(
        profile: ServiceProfile(builtinFixtures: [:]), paging: .numbered(defaultSize: 2, maxSize: 100),
        seenValues: { request, payload in
            guard request.recordKind == shape.kind else { return [] }
            return SeenValue.records(in: payload).compactMap { SeenValue(book, $0["id"], label: SeenValue.label($0, ["title"])) }
        })

    static let shape = RecordShape(
        kind: "book", identity: ["id"],
        fields: [FieldSpec.text("id").required(), .text("title"), .object("notes")],
        columns: [TableColumn("ID", "id").wrapping(), TableColumn("TITLE", "title")])

    static let resources = ResourceService(root: ["api"]) { try ServiceSession($0, service: service) }

    static let list = Resource.list(
        shape, service: resources, paging: .pages(service.paging, notAPage: .bareArray(else: "not a list of books")),
        teaches: [book]
    ) { _ in ResourceRequest(["books"]) }

    static let get = Resource.record(shape, service: resources, identifier: ResourceIdentifier(label: "Book ID")) { call in
        ResourceRequest(["books", try call.segment()])
    }

    static let definition = ToolDefinition(
        name: "shelf", prefix: "SHELF", abstract: "Books.", discussion: "A tool for the runner's tests.", settings: [],
        environments: [EnvironmentPreset("live", help: "Live.", values: ["SHELF_API_BASE_URL": "https://shelf.example.test"])],
        defaultEnvironment: "live",
        commands: [
            CommandSpec(
                "books", abstract: "Books.",
                subcommands: [
                    CommandSpec("list", abstract: "List books.", options: PageNumberOptions.specs(for: service.paging), resource: list).listing("books"),
                    CommandSpec(
                        "get", abstract: "Show one book.",
                        positionals: [PositionalSpec("ID", help: "A book.", type: .identifier).readingStandardInput().completing(book)],
                        resource: get),
                ]),
        ],
        examples: [], exitStatuses: [.success, .usage, .interrupted])

    static func book(_ id: String, _ title: String) -> JSONValue {
        .object(["id": .string(id), "title": .string(title)])
    }

    static func page(_ books: [JSONValue], hasMore: Bool) -> MockResponse {
        .json(.object(["items": .array(books), "pagination": .object(["has_more": .bool(hasMore), "limit": .integer(2)])]))
    }
}
