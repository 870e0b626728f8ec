/// What a command shows, declared once beside its spec: a record or a list of records of one shape
/// (`RecordShape`), where its service keeps it (`ResourceService`), how its request is made from the
/// parsed command (`request`), how the list pages (`ResourcePaging`), and which completion kinds its
/// records teach. `ResourceRunner` runs every mode from it — once, `-` lines, `--watch`, `--until`/
/// `--within`, `--all`/`--page`/`--limit`/`--page-token`, and the completion feed — so a command holds
/// no mode of its own, and `CommandSpec(…, resource:)` gives its spec the options of those modes.
public struct Resource: Sendable {
    public var declaration: OutputDeclaration
    public var service: ResourceService
    public var paging: ResourcePaging
    /// The path below the service's root and the query, from the command line and, for a record read
    /// one by one, the identifier (the positional, or one line of `-`).
    public var request: @Sendable (ResourceCall) throws -> ResourceRequest
    /// The kinds of value its records teach completion: the list that `TOOL __complete` asks for one page
    /// of when nothing of a kind was seen (`ResourceListing.askForFirstPage`).
    public var teaches: [ValueKind]
    /// For a record named by one identifier, which `-` reads from standard input: how it is named.
    public var identifier: ResourceIdentifier?
    /// The live view's options the command takes (`CommandSpec(…, resource:)` adds them).
    public var live: LiveOptions
    /// Checks of the command line made before anything else (arguments that go together).
    public var check: (@Sendable (ParsedCommand) throws -> Void)?
    /// How one answer is printed when the command neither watches nor waits (bars, a verdict's exit code);
    /// a card or a list by default.
    public var present: (@Sendable (JSONValue, CommandContext) throws -> ExitCode)?

    public var shape: RecordShape { declaration.shape }
    public var form: OutputDeclaration.Form { declaration.form }

    /// A list of `shape`, paged as `paging` says.
    public static func list(
        _ shape: RecordShape, service: ResourceService, paging: ResourcePaging, teaches: [ValueKind] = [],
        request: @escaping @Sendable (ResourceCall) throws -> ResourceRequest
    ) -> Resource {
        Resource(
            declaration: OutputDeclaration(.list, shape), service: service, paging: paging, request: request,
            teaches: teaches, identifier: nil, live: .watch)
    }

    /// One record of `shape`; `identifier` when it is named by one identifier that `-` may read from
    /// standard input; `live` the live view's options it takes (every `get` watches and waits).
    public static func record(
        _ shape: RecordShape, service: ResourceService, identifier: ResourceIdentifier? = nil, live: LiveOptions = .watchAndWait,
        teaches: [ValueKind] = [], request: @escaping @Sendable (ResourceCall) throws -> ResourceRequest
    ) -> Resource {
        Resource(
            // A record named by an identifier reads `-` lines too, whose failed lines are error records.
            declaration: OutputDeclaration(.record, shape, writesErrorRecords: identifier != nil), service: service,
            paging: .none, request: request,
            teaches: teaches, identifier: identifier, live: live)
    }

    /// This resource, with checks of the command line made before anything else.
    public func checking(_ check: @escaping @Sendable (ParsedCommand) throws -> Void) -> Resource {
        var resource = self
        resource.check = check
        return resource
    }

    /// This resource, one answer printed by `present` (which returns the exit code).
    public func presenting(_ present: @escaping @Sendable (JSONValue, CommandContext) throws -> ExitCode) -> Resource {
        var resource = self
        resource.present = present
        return resource
    }
}

/// The live view's options a resource's command takes: none (a lookup, a service's settings), `--watch`
/// and `--interval` (every list, a dashboard), or `--until` and `--within` too (every `get`, `health`).
public enum LiveOptions: Sendable {
    case none, watch, watchAndWait
}

extension CommandSpec {
    /// A command that shows `resource`: its action is `ResourceRunner`'s, its spec declares what it shows
    /// (`showing`, which the schemas and `--fields help` read), and it takes the live view's options the
    /// resource allows (`--watch`/`--interval` on every list and record, `--until`/`--within` on a record
    /// that waits), added here so that no command can leave them out.
    public init(
        _ name: String, abstract: String, discussion: String? = nil, options: [OptionSpec] = [],
        positionals: [PositionalSpec] = [], examples: [Example] = [], resource: Resource
    ) {
        self.init(
            name, abstract: abstract, discussion: discussion, options: options, positionals: positionals,
            examples: examples, work: CommandAction(showing: resource))
        shows = resource.declaration
        self = watchable(resource.live)
    }

    /// The resource this command shows, when `ResourceRunner` runs it.
    public var resource: Resource? { (action as? CommandAction)?.resource }
}
