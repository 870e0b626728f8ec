/// Completion's live listing (`P_COMPLETE_LIVE=1`, `ValueCompleter.askService`) read from the
/// declarations: for a kind nothing was seen of, the first list command of the tool whose resource teaches
/// it, and can be listed without arguments, is asked for one page; its answer feeds the store as every
/// answer does. A tool writes no listing of its own.
public enum ResourceCompletion {
    /// The size of the page asked for.
    static let pageSize = 50

    /// Asks for one page of the list that teaches `kind`: whether there was one to ask.
    public static func list(_ kind: ValueKind, tool: ToolDefinition, context: CommandContext) async throws -> Bool {
        for (_, spec) in tool.rootSpec.allDescendants() {
            guard let resource = spec.resource, resource.form == .list, resource.teaches.contains(kind),
                // A list that needs an argument (a client's orders, a user's products) is not one to guess.
                let request = try? resource.request(ResourceCall(command: context.command))
            else { continue }
            let session = try await resource.service.open(context)
            let listing = ResourceListing(firstPageOf: resource, size: pageSize, request: request)
            _ = try await listing.fetch(in: session)(listing.paged.start)
            return true
        }
        return false
    }
}
