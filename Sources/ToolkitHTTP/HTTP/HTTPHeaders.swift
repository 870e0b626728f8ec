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

    /// The first value of `name`, or nil. Setting replaces every field of that name (nil removes them):
    /// the first keeps its place and spelling.
    public subscript(name: String) -> String? {
        get { fields.first { Self.sameName($0.name, name) }?.value }
        set {
            var kept: [(name: String, value: String)] = []
            kept.reserveCapacity(fields.count + 1)
            var replaced = false
            for field in fields {
                guard Self.sameName(field.name, name) else {
                    kept.append(field)
                    continue
                }
                if !replaced, let newValue { kept.append((field.name, newValue)) }
                replaced = true
            }
            if !replaced, let newValue { kept.append((name, newValue)) }
            fields = kept
        }
    }

    /// Field names are ASCII tokens (RFC 9110), compared without regard to ASCII case and without making
    /// lower-cased copies: `lowercased()` on every name of every lookup was 1.4 % of a batch row's CPU.
    static func sameName(_ a: String, _ b: String) -> Bool {
        var left = a.utf8.makeIterator(), right = b.utf8.makeIterator()
        while true {
            switch (left.next(), right.next()) {
            case (nil, nil): return true
            case (let x?, let y?) where x == y || (x | 0x20 == y | 0x20 && (0x61...0x7A).contains(x | 0x20)): continue
            default: return false
            }
        }
    }

    /// Adds a field, keeping any of the same name.
    public mutating func add(_ name: String, _ value: String) { fields.append((name, value)) }

    public func contains(_ name: String) -> Bool { self[name] != nil }

    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> { fields.makeIterator() }

    public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
        lhs.fields.count == rhs.fields.count
            && zip(lhs.fields, rhs.fields).allSatisfy { sameName($0.name, $1.name) && $0.value == $1.value }
    }
}
