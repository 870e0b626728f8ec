/// What kind of value an argument takes when its values come from data rather than from the command model:
/// an order's id, a league's id, a ticket's status. The command model only names the kind
/// (`PositionalSpec.completing(_:)`, `OptionSpec.completing(_:)`); the values are those the tool has seen
/// in its answers, kept per kind, and the completion scripts ask the tool for them (`TOOL __complete`).
///
/// Each tool declares its own kinds (`ValueKind("order")`); the name is also how the kind is filed in the
/// store, so it is a short lower-case word that never changes.
public struct ValueKind: Hashable, Sendable, CustomStringConvertible {
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public var description: String { name }
}

extension OptionSpec {
    /// This option, its values completed from the values of `kind` seen so far (besides a fixed set its
    /// type declares, such as a service's known statuses).
    public func completing(_ kind: ValueKind) -> OptionSpec {
        var spec = self
        spec.completes = kind
        return spec
    }
}

extension PositionalSpec {
    /// This positional, its values completed from the values of `kind` seen so far.
    public func completing(_ kind: ValueKind) -> PositionalSpec {
        var spec = self
        spec.completes = kind
        return spec
    }
}

extension OptionKey {
    /// This key, its option's values completed from the values of `kind` seen so far.
    public func completing(_ kind: ValueKind) -> OptionKey {
        OptionKey(spec.completing(kind), read: read)
    }
}
