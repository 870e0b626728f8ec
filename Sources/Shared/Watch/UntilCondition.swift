/// `--until FIELD=VALUE[,FIELD=VALUE…]`: the fields a poll waits for. FIELD is a dotted path into the
/// record, as `--fields` reads it; VALUE matches the field's text exactly (a string as it is, a number,
/// boolean or null as JSON writes it).
public struct UntilCondition: Sendable, Equatable {
    public struct Clause: Sendable, Equatable {
        public var field: String
        public var value: String
    }

    public var clauses: [Clause]

    /// The condition `text` states, or a usage error naming what is wrong with it.
    public static func parse(_ text: String) throws(UsageError) -> UntilCondition {
        var clauses: [Clause] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let equals = part.firstIndex(of: "=") else {
                throw UsageError("--until takes FIELD=VALUE pairs separated by commas; '\(part)' has no '='")
            }
            let field = String(part[..<equals]).trimmedWhitespace
            guard !field.isEmpty, !field.hasPrefix("."), !field.hasSuffix("."), !field.contains("..") else {
                throw UsageError("--until: '\(part)' names no field before '='")
            }
            clauses.append(Clause(field: field, value: String(part[part.index(after: equals)...])))
        }
        return UntilCondition(clauses: clauses)
    }

    /// Whether every clause holds in `record`.
    public func isMet(by record: JSONValue) -> Bool {
        clauses.allSatisfy { Self.text(of: record.value(at: $0.field)) == $0.value }
    }

    /// The current value of each field, `status=in_repair, priority=1` (`<missing>` where absent): the
    /// progress line, and what stderr says when the wait gives up.
    public func currentValues(in record: JSONValue?) -> String {
        clauses.map { clause in
            "\(clause.field)=\(record.flatMap { Self.text(of: $0.value(at: clause.field)) } ?? "<missing>")"
        }.joined(separator: ", ")
    }

    /// What is waited for, as typed: `status=ready_for_collection`.
    public var description: String { clauses.map { "\($0.field)=\($0.value)" }.joined(separator: ",") }

    /// A field's text: a string as it is, anything else as compact JSON; nil when absent.
    static func text(of value: JSONValue?) -> String? {
        guard let value else { return nil }
        if let string = value.stringValue { return string }
        return JSONWriter.compact(value)
    }
}

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
