/// The values a field takes, where they are a known set (an order's status): those the service documents,
/// and those of a kind completion keeps from the answers seen (`seen`), since a service may send a value
/// no document lists. `--until` refuses a value outside the set at once, with "Did you mean", rather than
/// wait for a value that never comes.
public struct KnownValues: Sendable, Equatable {
    /// The values the documentation lists, in its order.
    public var documented: [String]
    /// The kind of value completion keeps for this field (`order-status`), whose values count as known.
    public var seen: ValueKind?

    public init(documented: [String], seen: ValueKind? = nil) {
        self.documented = documented
        self.seen = seen
    }

    /// The documented values, then those seen that no document lists.
    public func values(seen values: [String]) -> [String] {
        var known = documented
        for value in values where !known.contains(value) { known.append(value) }
        return known
    }
}

extension FieldSpec {
    /// This field, whose values are a known set: `documented`, and the values of `seen` once seen.
    public func known(_ documented: [String], seen: ValueKind? = nil) -> FieldSpec {
        var field = self
        field.knownValues = KnownValues(documented: documented, seen: seen)
        return field
    }
}
