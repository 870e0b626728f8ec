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
        self = showing(resource.form, resource.shape).watchable(resource.live)
    }

    /// The resource this command shows, when `ResourceRunner` runs it.
    public var resource: Resource? { (action as? CommandAction)?.resource }
}
