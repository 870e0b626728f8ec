import FoundationEssentials
import Synchronization

/// `TOOL __complete WORDS…`, hidden: what the completion scripts ask when the word at the cursor is a value
/// the command model marks as coming from data (`ValueKind`). The words are those typed after the tool's
/// name, the last one the word being completed (empty at a fresh <TAB>).
///
/// The answer follows cobra's protocol: one `VALUE<TAB>DESCRIPTION` a line, values seen most recently
/// first, then the fixed values the model declares for it, then a line `:36` (cobra's directives: no file
/// names, keep this order). It is always exit 0 and says nothing on stderr: a store that is missing,
/// corrupt, unreadable or refused, a profile that does not exist, any failure at all, is no candidates.
///
/// Nothing touches the network, unless `P_COMPLETE_LIVE=1` and nothing of the kind has been seen: then
/// the tool may ask its service for one page of the list that teaches the kind (`ResourceListing`), given 500 ms, with no
/// prompt, no sign-in, and every file write but the store's kept in memory.
public struct ValueCompleter: Sendable {
    public static let commandName = "__complete"
    /// cobra's ShellCompDirectiveNoFileComp (4) and ShellCompDirectiveKeepOrder (32).
    static let directives = 36
    public static let liveDeadline: Duration = .milliseconds(500)

    public let tool: ToolDefinition

    public init(tool: ToolDefinition) {
        self.tool = tool
    }

    public func run(_ environment: CommandEnvironment) async -> ExitCode {
        let words = Array(environment.arguments.dropFirst())
        let candidates = await candidates(for: words, environment: Self.silent(environment))
        var text = ""
        for candidate in candidates { text += candidate.label.isEmpty ? "\(candidate.value)\n" : "\(candidate.value)\t\(candidate.label)\n" }
        environment.io.stdout.write(text + ":\(Self.directives)\n")
        return .success
    }

    /// The values for the last of `words`, with their descriptions.
    func candidates(for words: [String], environment: CommandEnvironment) async -> [(value: String, label: String)] {
        guard let target = CompletionTarget(root: tool.rootSpec, words: words) else { return [] }
        let context = ToolRunner(tool: tool).makeContext(target.parsed, environment: environment)
        var seen = (try? store(context))?.values(of: target.kind, now: environment.now()) ?? []
        if seen.isEmpty, ((try? context.settings.value(GlobalSettings.completeLive)) ?? nil) == true,
            await askService(target.kind, context)
        {
            seen = (try? store(context))?.values(of: target.kind, now: environment.now()) ?? []
        }
        var offered = Set<String>()
        var result: [(value: String, label: String)] = []
        // A store written before a rule tightened (or by hand) is read as this version would write it:
        // a value that does not complete well is left out, a label is shown as `SeenValue` keeps one.
        for entry in seen where SeenValue.isCompletable(entry.value) && entry.value.hasPrefix(target.partial)
            && offered.insert(entry.value).inserted
        {
            result.append((entry.value, SeenValue.oneLine(entry.label)))
        }
        for value in target.fixed where value.hasPrefix(target.partial) && offered.insert(value).inserted {
            result.append((value, ""))
        }
        return result
    }

    /// The store the command being typed would feed: its profile's, its environment's, mock or not. A
    /// refused directory or a missing profile throws (and so offers nothing).
    func store(_ context: CommandContext) throws -> SeenValueStore {
        let environment = try context.settings.value(GlobalSettings.environment) ?? tool.defaultEnvironment
        let isMock = try context.settings.value(GlobalSettings.mock) ?? false
        return SeenValueStore(
            cacheDirectory: try context.paths().cacheDirectory, environment: environment, isMock: isMock,
            fileSystem: context.environment.fileSystem)
    }

    /// One page of `kind` from the service, within `liveDeadline`, written to the store: whether it came.
    /// The request runs in a context whose file system keeps every write in memory (a refreshed token is
    /// not saved), with no terminal to prompt at; only the store is written, to the real file system.
    func askService(_ kind: ValueKind, _ context: CommandContext) async -> Bool {
        var environment = context.environment
        let fileSystem = environment.fileSystem
        environment.fileSystem = DryRunFileSystem(over: fileSystem)
        let offline = CommandContext(
            tool: tool, environment: environment, command: context.command, settings: context.settings)
        let answered = await Self.first(within: Self.liveDeadline, timer: environment.deadlineTimer) {
            try await ResourceListing.askForFirstPage(teaching: kind, tool: tool, context: offline)
        }
        guard answered, let (store, values) = offline.seen.pending else { return false }
        do {
            try SeenValueStore(path: store.path, fileSystem: fileSystem).record(SeenValues.newest(values), now: environment.now())
            return true
        } catch {
            return false
        }
    }

    /// Whether `work` finished with true before `deadline`; past it, the work is cancelled and left behind
    /// (the process ends soon after, whatever it was waiting for).
    static func first(
        within deadline: Duration, timer: @escaping @Sendable (Duration) async throws -> Void,
        _ work: @escaping @Sendable () async throws -> Bool
    ) async -> Bool {
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let resumed = Mutex(false)
            let finish: @Sendable (Bool) -> Void = { outcome in
                guard resumed.withLock({ done in defer { done = true }; return !done }) else { return }
                continuation.resume(returning: outcome)
            }
            let task = Task { finish((try? await work()) ?? false) }
            Task {
                try? await timer(deadline)
                task.cancel()
                finish(false)
            }
        }
    }

    /// The environment with nothing said to the person: stderr discarded, no terminal to prompt at.
    static func silent(_ environment: CommandEnvironment) -> CommandEnvironment {
        var environment = environment
        environment.io = TerminalIO(stdin: BufferInput(""), stdout: environment.io.stdout, stderr: BufferSink())
        return environment
    }
}
