/// One field of a declared record: its name as the service (or the toolkit, for its own records) spells
/// it, its type, whether it may be null, and one line on what it means for `--fields help`.
public struct FieldSpec: Sendable, Equatable {
    /// The field's key in its object (a plain key, not a dotted path: nested fields are declared inside
    /// their object's `.object([...])`).
    public var name: String
    public var type: FieldType
    /// The service may send `null` for it (most fields of most services: a missing value).
    public var isNullable: Bool
    /// One line for `--fields help`; empty when the name says it all.
    public var help: String
    /// The values it takes, where they are a known set (`known(_:seen:)`); nil for any value.
    public var knownValues: KnownValues?

    public init(_ name: String, _ type: FieldType, nullable isNullable: Bool = true, help: String = "") {
        self.name = name
        self.type = type
        self.isNullable = isNullable
        self.help = help
    }

    /// The field as one that is never null (an identity, a status every record carries).
    public func required() -> FieldSpec {
        var field = self
        field.isNullable = false
        return field
    }

    /// Every dotted path this field and its members name (`client`, `client.id`, `client.name`), for what
    /// `--fields` accepts; array elements' members are not paths of their own.
    public var paths: [String] {
        guard case .object(let members) = type else { return [name] }
        return [name] + members.flatMap { member in member.paths.map { name + "." + $0 } }
    }
}

/// Short spellings for declaring records: `.text("name")`, `.time("updated_at")`.
extension FieldSpec {
    public static func text(_ name: String, help: String = "") -> FieldSpec { FieldSpec(name, .text, help: help) }
    public static func integer(_ name: String, help: String = "") -> FieldSpec { FieldSpec(name, .integer, help: help) }
    public static func number(_ name: String, help: String = "") -> FieldSpec { FieldSpec(name, .number, help: help) }
    public static func boolean(_ name: String, help: String = "") -> FieldSpec { FieldSpec(name, .boolean, help: help) }
    public static func time(_ name: String, help: String = "") -> FieldSpec { FieldSpec(name, .time, help: help) }
    public static func money(_ name: String, currency: String, help: String = "") -> FieldSpec {
        FieldSpec(name, .money(currencyField: currency), help: help)
    }
    public static func object(_ name: String, _ members: [FieldSpec] = [], help: String = "") -> FieldSpec {
        FieldSpec(name, .object(members), help: help)
    }
    public static func array(_ name: String, of element: FieldType, help: String = "") -> FieldSpec {
        FieldSpec(name, .array(of: element), help: help)
    }
}

extension FieldSpec {
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
}

extension FieldSpec {
    /// This field, whose values are a known set: `documented`, and the values of `seen` once seen.
    public func known(_ documented: [String], seen: ValueKind? = nil) -> FieldSpec {
        var field = self
        field.knownValues = KnownValues(documented: documented, seen: seen)
        return field
    }
}
