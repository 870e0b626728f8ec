/// A JSON value kept as its text: a checked document's bytes and the range of one value in them, read a
/// part at a time. A large answer (a page of 60 MiB) costs its bytes and the one part being read, not a
/// `JSONValue` tree several times its size (docs/http.md): lists and `api` write its
/// items one by one, each built as it is written.
///
/// Every part shares the document's bytes; the document is checked once, as `JSONParser` would read it,
/// so reading a part never fails.
public struct JSONText: Sendable {
    public let bytes: [UInt8]
    public let range: Range<Int>

    /// `bytes` as JSON, or `JSONParser`'s failure.
    public init(validating bytes: [UInt8]) throws(JSONParser.Failure) {
        range = try JSONParser.validate(bytes: bytes)
        self.bytes = bytes
    }

    /// The text of `value` (compact).
    public init(_ value: JSONValue) {
        bytes = Array(JSONWriter.compact(value).utf8)
        range = 0..<bytes.count
    }

    init(bytes: [UInt8], range: Range<Int>) {
        self.bytes = bytes
        self.range = range
    }

    /// The value, built.
    public var value: JSONValue { JSONParser.parse(checked: bytes, at: range.lowerBound) }

    /// The length of the value's text.
    public var byteCount: Int { range.count }
    public var isArray: Bool { bytes[range.lowerBound] == UInt8(ascii: "[") }
    public var isObject: Bool { bytes[range.lowerBound] == UInt8(ascii: "{") }

    /// An array of this one value, its text copied, not built: an answer that is not a list, shown as one.
    public var asOneElementArray: JSONText {
        JSONText(bytes: [UInt8(ascii: "[")] + bytes[range] + [UInt8(ascii: "]")], range: 0..<byteCount + 2)
    }

    /// Calls `body` with each element of an array, in order (nothing for another value).
    public func forEachElement(_ body: (JSONText) throws -> Void) rethrows {
        guard isArray else { return }
        try forEachEntry(keyed: false) { _, element in try body(element) }
    }

    /// Calls `body` with each member of an object, in order, duplicates included (nothing for another value).
    public func forEachMember(_ body: (_ key: String, _ value: JSONText) throws -> Void) rethrows {
        guard isObject else { return }
        try forEachEntry(keyed: true) { key, value in try body(key ?? "", value) }
    }

    /// The elements of an array (0 for another value), counted without building them.
    public var count: Int {
        var count = 0
        forEachElement { _ in count += 1 }
        return count
    }

    /// The member `key` of an object (the last, when it is there twice, as `JSONObject` keeps it).
    public subscript(key: String) -> JSONText? {
        var found: JSONText?
        forEachMember { name, value in if name == key { found = value } }
        return found
    }

    /// The members of an object by key (the last of a key named twice), read in one pass: for reading
    /// several of them where one is large.
    public var members: [String: JSONText] {
        var members: [String: JSONText] = [:]
        forEachMember { key, value in members[key] = value }
        return members
    }

    /// The value at a dotted path (`pagination.total`, `items.0.id`), as `JSONValue.value(at:)` finds it.
    public func value(at path: String) -> JSONText? {
        var current = self
        for step in path.split(separator: ".", omittingEmptySubsequences: false) {
            if current.isObject, let next = current[String(step)] {
                current = next
            } else if current.isArray, let index = Int(step), index >= 0 {
                var found: JSONText?
                var position = 0
                current.forEachElement { element in
                    if position == index { found = element }
                    position += 1
                }
                guard let found else { return nil }
                current = found
            } else {
                return nil
            }
        }
        return current
    }

    /// Members larger than this are not built for `unwrapped(by:)`.
    static let largeMember = 1 << 16

    /// What `unwrap` (a service's envelope: `data` of `{"success":true,"data":…}`) takes from this answer,
    /// found without building its large members: `unwrap` is shown the answer with each object or array
    /// member over `largeMember` bytes as a stand-in, and a stand-in it gives back is that member's text.
    /// An envelope that gives back something else is shown the whole answer, built.
    public func unwrapped(by unwrap: (JSONValue) throws -> JSONValue) rethrows -> JSONText {
        guard byteCount > Self.largeMember, isObject || isArray else { return JSONText(try unwrap(value)) }
        var standIns: [String: JSONText] = [:]
        var shallow = JSONValue.array([])
        if isObject {
            var object = JSONObject()
            forEachMember { key, member in
                guard member.byteCount > Self.largeMember, member.isObject || member.isArray else { object[key] = member.value; return }
                // A NUL starts no string a service sends as a container's stand-in.
                let standIn = "\u{0}JSONText member \(standIns.count)"
                standIns[standIn] = member
                object[key] = .string(standIn)
            }
            shallow = .object(object)
        }
        let result: JSONValue
        do {
            result = try unwrap(shallow)
        } catch {
            // The error may have been read from a stand-in: the whole answer says which.
            return JSONText(try unwrap(value))
        }
        if result == shallow { return self }
        if let text = result.stringValue, let member = standIns[text] { return member }
        if !Self.mentions(result, standIns) { return JSONText(result) }
        return JSONText(try unwrap(value))
    }

    private static func mentions(_ value: JSONValue, _ standIns: [String: JSONText]) -> Bool {
        switch value {
        case .string(let text): standIns[text] != nil
        case .array(let items): items.contains { mentions($0, standIns) }
        case .object(let object): object.pairs.contains { mentions($0.value, standIns) }
        case .null, .bool, .number: false
        }
    }

    private func forEachEntry(keyed: Bool, _ body: (String?, JSONText) throws -> Void) rethrows {
        var position = range.lowerBound + 1
        func skipWhitespace() {
            while true {
                switch bytes[position] {
                case 0x20, 0x0A, 0x0D, 0x09: position += 1
                default: return
                }
            }
        }
        skipWhitespace()
        if position == range.upperBound - 1 { return }  // empty
        while true {
            skipWhitespace()
            var key: String?
            if keyed {
                let end = JSONParser.skipValid(bytes, from: position)
                key = JSONParser.parse(checked: bytes, at: position).stringValue
                position = end
                skipWhitespace()
                position += 1  // ':'
                skipWhitespace()
            }
            let end = JSONParser.skipValid(bytes, from: position)
            try body(key, JSONText(bytes: bytes, range: position..<end))
            position = end
            skipWhitespace()
            guard bytes[position] == UInt8(ascii: ",") else { return }
            position += 1
        }
    }
}
