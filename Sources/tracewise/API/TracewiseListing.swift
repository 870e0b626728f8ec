import Shared

/// Prints a token-paged TraceWise listing: items streamed as pages arrive, and, when pages are left,
/// a note on stderr saying how to continue.
enum TracewiseListing {
    static func run(
        _ context: CommandContext, columns: [TableColumn],
        fetch: (_ token: String?, _ pageSize: Int?) async throws -> Page
    ) async throws -> ExitCode {
        let stream = try context.output().stream(columns: columns)
        let outcome = try await stream.finishing {
            try await PagedListing(options: PagingOptions(context.command)).run(into: stream, fetch: fetch)
        }
        if let note = PagedListing.continuationNote(outcome) {
            context.note(note)
        }
        return .success
    }
}
