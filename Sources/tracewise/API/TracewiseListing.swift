import Shared

/// Prints a token-paged TraceWise listing: items streamed as pages arrive, and, when pages are left,
/// a note on stderr saying how to continue.
enum TracewiseListing {
    static func run(
        _ context: CommandContext, columns: [TableColumn],
        fetch: (_ token: String?, _ pageSize: Int?) async throws -> Page
    ) async throws -> ExitCode {
        let options = PagingOptions(context.command)
        // With --all on a terminal, rows show page by page in widths taken from the first page.
        let stream = try context.output().stream(columns: columns, streamsOnTerminal: options.followsPages)
        if options.followsPages { context.noteDryRunStopsEarly("the next pages") }
        let outcome = try await stream.finishing {
            try await PagedListing(options: options).run(into: stream, fetch: fetch)
        }
        if let note = PagedListing.continuationNote(outcome) {
            context.note(note)
        }
        return .success
    }
}
