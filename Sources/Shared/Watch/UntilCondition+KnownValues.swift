extension UntilCondition {
    /// Usage error (exit 64) for the first clause whose value is outside its field's known set
    /// (`KnownValues`: the documented values and those `seen` gives for the field's kind), with the
    /// closest known value: `--until status=colected` is a typo to say at once, not a wait that runs out.
    /// A field without a known set, or one `shape` does not declare, takes any value.
    public func requireKnownValues(
        in shape: RecordShape, seen: (ValueKind) -> [String], commandPath: [String]
    ) throws(UsageError) {
        for clause in clauses {
            guard let known = shape.field(at: clause.field)?.knownValues else { continue }
            let values = known.values(seen: known.seen.map(seen) ?? [])
            guard !values.contains(clause.value) else { continue }
            throw UsageError(
                "--until: '\(clause.value)' is not a known value of \(clause.field) (\(values.joined(separator: ", ")))",
                suggestion: EditDistance.suggestion(for: clause.value, among: values), commandPath: commandPath)
        }
    }

    /// Usage error (exit 64) for a value outside its field's known set, the values seen read from the
    /// completion store of the command being run (its profile, environment and mock or not); a store
    /// that cannot be read counts as nothing seen.
    static func requireKnownValues(_ until: UntilCondition, _ context: CommandContext) throws(UsageError) {
        guard let shape = context.command.declaration?.shape else { return }
        let store = try? ValueCompleter(tool: context.tool).store(context)
        let now = context.environment.now()
        try until.requireKnownValues(
            in: shape, seen: { kind in store?.values(of: kind, now: now).map(\.value) ?? [] },
            commandPath: context.command.path)
    }
}
