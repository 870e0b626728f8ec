import ToolkitFloor
/// HTTP header fields: names compared without regard to case, order and repeated fields kept.
public struct HTTPHeaders: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    public private(set) var fields: [(name: String, value: String)] = []

    public init() {}

    public init(dictionaryLiteral elements: (String, String)...) {
        for (name, value) in elements { add(name, value) }
    }

    public init(_ pairs: [(String, String)]) {
        for (name, value) in pairs { add(name, value) }
    }

    /// The first value of `name`, or nil. Setting replaces every field of that name (nil removes them).
    public subscript(name: String) -> String? {
        get { fields.first { $0.name.lowercased() == name.lowercased() }?.value }
        set {
            let lower = name.lowercased()
            if let index = fields.firstIndex(where: { $0.name.lowercased() == lower }), let newValue {
                fields[index].value = newValue
                fields.removeAll { $0.name.lowercased() == lower && $0.value != newValue }
                return
            }
            fields.removeAll { $0.name.lowercased() == lower }
            if let newValue { fields.append((name, newValue)) }
        }
    }

    /// Adds a field, keeping any of the same name.
    public mutating func add(_ name: String, _ value: String) { fields.append((name, value)) }

    public func contains(_ name: String) -> Bool { self[name] != nil }

    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> { fields.makeIterator() }

    public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
        lhs.fields.map { "\($0.name.lowercased()):\($0.value)" } == rhs.fields.map { "\($0.name.lowercased()):\($0.value)" }
    }
}
