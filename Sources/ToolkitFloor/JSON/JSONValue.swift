/// A JSON document as a value. Objects keep their keys in the order they were read or built, and numbers
/// keep the exact text the service sent, so what goes through the tools comes out byte-for-byte stable.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// The number's literal text (`"14399"`, `"1.50"`, `"1e3"`), never re-rounded.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    public static func integer(_ value: Int) -> JSONValue { .number(String(value)) }

    public static func double(_ value: Double) -> JSONValue {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return .number(String(Int(value))) }
        return value.isFinite ? .number(String(value)) : .null
    }

    /// An object from key–value pairs, in this order; nil values are left out.
    public static func object(_ pairs: KeyValuePairs<String, JSONValue?>) -> JSONValue {
        var object = JSONObject()
        for (key, value) in pairs { if let value { object[key] = value } }
        return .object(object)
    }

    public var stringValue: String? { if case .string(let s) = self { s } else { nil } }
    public var objectValue: JSONObject? { if case .object(let o) = self { o } else { nil } }
    public var arrayValue: [JSONValue]? { if case .array(let a) = self { a } else { nil } }
    public var boolValue: Bool? { if case .bool(let b) = self { b } else { nil } }
    public var isNull: Bool { self == .null }

    /// An integer from a number, or from a string of digits (services send both).
    public var intValue: Int? {
        switch self {
        case .number(let text): Int(text) ?? Double(text).flatMap { $0 == $0.rounded() ? Int(exactly: $0) : nil }
        case .string(let text): Int(text)
        default: nil
        }
    }

    public subscript(key: String) -> JSONValue? { objectValue?[key] }

    /// The value at a dotted path (`client.name`, `items.0.id`), or nil when any step is missing.
    public func value(at path: String) -> JSONValue? {
        var current = self
        for step in path.split(separator: ".", omittingEmptySubsequences: false) {
            switch current {
            case .object(let object):
                guard let next = object[String(step)] else { return nil }
                current = next
            case .array(let items):
                guard let index = Int(step), items.indices.contains(index) else { return nil }
                current = items[index]
            default:
                return nil
            }
        }
        return current
    }

    /// A string, number or boolean: a value with text of its own (not null, not a container).
    public var isScalar: Bool {
        switch self {
        case .string, .number, .bool: true
        case .null, .array, .object: false
        }
    }

    /// Text for a table cell or CSV field: strings as they are, scalars as JSON, containers as compact JSON.
    public var plainText: String {
        switch self {
        case .null: ""
        case .bool(let b): b ? "true" : "false"
        case .number(let n): n
        case .string(let s): s
        case .array, .object: JSONWriter.compact(self)
        }
    }
}

/// A JSON object that keeps its keys in insertion order and finds them by name.
///
/// The entries are one array, in order. Most objects the tools meet have a handful of keys (an address, a
/// candidate, a record), where comparing the key against each entry is quicker than hashing it: hashing
/// was a tenth of a batch row's CPU (`perf`), and writing an object looked every key up again. Past
/// `indexedFrom` keys a dictionary of positions is kept beside the entries.
public struct JSONObject: Sendable, Equatable {
    private var entries: [(key: String, value: JSONValue)] = []
    /// Positions by key; only for objects of `indexedFrom` keys or more.
    private var index: [String: Int]?
    private static let indexedFrom = 16

    public init() {}

    public init(_ pairs: [(String, JSONValue)]) {
        entries.reserveCapacity(pairs.count)
        for (key, value) in pairs { self[key] = value }
    }

    public subscript(key: String) -> JSONValue? {
        get { position(of: key).map { entries[$0].value } }
        set {
            let found = position(of: key)
            switch (found, newValue) {
            case (let position?, let value?):
                entries[position].value = value
            case (nil, let value?):
                entries.append((key, value))
                if index != nil {
                    index![key] = entries.count - 1
                } else if entries.count >= Self.indexedFrom {
                    reindex()
                }
            case (let position?, nil):
                entries.remove(at: position)
                if index != nil { reindex() }
            case (nil, nil):
                break
            }
        }
    }

    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        return entries.firstIndex { $0.key == key }
    }

    private mutating func reindex() {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(entries.count)
        for (position, entry) in entries.enumerated() { positions[entry.key] = position }
        index = positions
    }

    public var keys: [String] { entries.map(\.key) }
    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }

    /// Key–value pairs in order.
    public var pairs: [(key: String, value: JSONValue)] { entries }

    /// Sets `value` at a path of keys (`["client", "name"]`), making the objects on the way; a step that
    /// holds something other than an object is replaced by one.
    public mutating func set(_ value: JSONValue, atPath steps: ArraySlice<String>) {
        guard let first = steps.first else { return }
        if steps.count == 1 {
            self[first] = value
            return
        }
        var child = self[first]?.objectValue ?? JSONObject()
        child.set(value, atPath: steps.dropFirst())
        self[first] = .object(child)
    }

    /// Equal when they hold the same keys with the same values; order matters for output, not identity.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.count == rhs.count && lhs.entries.allSatisfy { rhs[$0.key] == $0.value }
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// `["AuthFlow": .string(flow), …]`, keys in the order written.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements)
    }
}
