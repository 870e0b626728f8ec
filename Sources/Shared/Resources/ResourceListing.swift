/// A list resource's listing for one command line: the `PagedListing` its paging and options ask for
/// (numbered pages with `PageNumberOptions`, token pages with `PagingOptions`, one answer cut at
/// `--limit`), the fetch of a page, and what an answer that is not a page means.
struct ResourceListing: Sendable {
    let resource: Resource
    let request: ResourceRequest
    let paged: PagedListing

    init(resource: Resource, command: ParsedCommand, request: ResourceRequest) {
        self.resource = resource
        self.request = request
        let base = request.presentQuery
        switch resource.paging {
        case .pages(let scheme, _) where scheme.kind == .numbers:
            let options = PageNumberOptions(command, scheme: scheme)
            paged = PagedListing(
                scheme: scheme, start: scheme.firstQuery(page: options.page, size: options.size, base: base),
                followsPages: options.all, concurrency: options.concurrency)
        case .pages(let scheme, _):
            let options = PagingOptions(command)
            paged = PagedListing(
                scheme: scheme, start: scheme.firstQuery(token: options.pageToken, size: options.requestedPageSize, base: base),
                followsPages: options.followsPages, limit: options.limit)
        case .whole(_, let limitQuery?):
            // The limit is the service's to apply; one that ignores it still prints no more than asked.
            let limit = PagingOptions(command).limit
            paged = PagedListing(
                scheme: .whole, start: base + (limit.map { [(limitQuery, String($0))] } ?? []), followsPages: false, limit: limit)
        case .whole, .none:
            paged = PagedListing(scheme: .whole, start: base, followsPages: false)
        }
    }

    /// The listing of the first page of `size` items, with no option of a command line: what completion
    /// asks for when it has seen nothing of a kind.
    init(firstPageOf resource: Resource, size: Int, request: ResourceRequest) {
        self.resource = resource
        self.request = request
        let base = request.presentQuery
        switch resource.paging {
        case .pages(let scheme, _):
            let start = scheme.kind == .numbers ? scheme.firstQuery(page: 1, size: size, base: base) : scheme.firstQuery(size: size, base: base)
            paged = PagedListing(scheme: scheme, start: start, followsPages: false)
        case .whole, .none:
            paged = PagedListing(scheme: .whole, start: base, followsPages: false)
        }
    }

    /// The page at `query`, as text, its request carrying the resource's kind.
    func fetch(in session: ServiceSession) -> PagedListing.Fetch {
        { [resource, request] query in
            let page = ResourceRequest(request.segments, query: query.map { ($0.0, $0.1) })
            return try await session.jsonText(resource.service.get(page, kind: resource.shape.kind, in: session))
        }
    }

    /// The items of an answer that is not a page of the scheme, or the error it is.
    func unpaged(host: String) -> PagedListing.Unpaged {
        let items: ItemsInAnswer = switch resource.paging {
        case .pages(_, let notAPage), .whole(let notAPage, _): notAPage
        case .none: .bareArray(else: "the answer is not a list")
        }
        return { data, _ in try items.items(of: data, host: host) }
    }

    /// Completion's live listing (`P_COMPLETE_LIVE=1`, `ValueCompleter.askService`), read from the
    /// declarations: for a kind nothing was seen of, the first list command of the tool whose resource
    /// teaches it, and that can be listed without arguments, is asked for one page of
    /// `completionPageSize`; its answer feeds the store as every answer does. Whether there was one to ask.
    static func askForFirstPage(teaching kind: ValueKind, tool: ToolDefinition, context: CommandContext) async throws -> Bool {
        for (_, spec) in tool.rootSpec.allDescendants() {
            guard let resource = spec.resource, resource.form == .list, resource.teaches.contains(kind),
                // A list that needs an argument (a client's orders, a user's products) is not one to guess.
                let request = try? resource.request(ResourceCall(command: context.command))
            else { continue }
            let session = try await resource.service.open(context)
            let listing = ResourceListing(firstPageOf: resource, size: completionPageSize, request: request)
            _ = try await listing.fetch(in: session)(listing.paged.start)
            return true
        }
        return false
    }

    static let completionPageSize = 50
}
