import FoundationEssentials
import Shared
import Synchronization

/// The ScoreBase API as one command uses it: the session with the signed-in user's bearer token and the
/// response cache in front of it, and URLs built from path segments, each percent-encoded here.
struct ScorebaseAPI: Sendable {
    let session: ServiceSession

    static let noCache = OptionKey<Bool>.flag("no-cache", help: "Neither read nor write the response cache.")
    static let cacheTTL = OptionKey<Int?>.integer(
        "cache-ttl", valueName: "SECONDS", range: 0...31_536_000, help: "Reuse a cached GET answer this many seconds; 0 = off.",
        default: "300", setting: ScorebaseSettings.cacheTTL.spec.name)
    static let cacheOptions = [noCache.spec, cacheTTL.spec]

    static func open(_ context: CommandContext) async throws -> ScorebaseAPI {
        var session = try ServiceSession(context, service: ScorebaseService.definition)
        session.credentials = try credentials(session)
        return ScorebaseAPI(session: session)
    }

    /// What a ScoreBase request carries: the response cache first (a hit needs no token), then the bearer
    /// access token of the signed-in user, refreshed when 60 s or less remain and once on a 401.
    static func credentials(_ session: ServiceSession) throws -> [any HTTPMiddleware] {
        let cognito = try ScorebaseLogin(session)
        guard let username = cognito.username else {
            // A dry run needs no one signed in: its request shows the header it would lack.
            if session.context.isDryRun { return [StaticHeadersMiddleware(["Authorization": DryRunTransport.notSignedIn])] }
            throw cognito.notSignedIn()
        }
        let provider = try cognito.signedInProvider()
        return [try cacheMiddleware(session, identity: cognito.key(for: username)), AuthMiddleware(provider: provider)]
    }

    static func cacheMiddleware(_ session: ServiceSession, identity: String) throws -> ResponseCacheMiddleware {
        let context = session.context
        // A live view polls past the cache, which would hide every change.
        let ttl = context.command[noCache] || context.watchPlan != nil ? 0 : try context.settings.value(ScorebaseSettings.cacheTTL) ?? 300
        // Once a run: a listing with --all would otherwise say it for every page.
        let warned = Mutex(false)
        let partialMock = session.stack.partialMock
        return ResponseCacheMiddleware(
            cache: cache(session, identity: identity), ttl: ttl, logger: session.stack.logger,
            onStoreFailure: { warning in
                let first = warned.withLock { already in
                    defer { already = true }
                    return !already
                }
                if first { context.warn(warning) }
            },
            answeredByMockFile: { partialMock?.answersFromFile($0) ?? false })
    }

    /// The cache of `identity`: on disk under `$XDG_CACHE_HOME/scorebase/responses/` (a profile's own cache
    /// directory with `--profile`), in memory under `--mock`.
    static func cache(_ session: ServiceSession, identity: String) -> ResponseCache {
        let environment = session.context.environment
        if session.isMock {
            return ResponseCache(fileSystem: InMemoryFileSystem(), directory: "/mock/responses", now: environment.now)
        }
        let root = FilePath.join(session.paths.cacheDirectory, "responses")
        return ResponseCache(
            fileSystem: environment.fileSystem, directory: ResponseCache.directory(root: root, identity: identity),
            now: environment.now)
    }
}
