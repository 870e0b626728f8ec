/// Reads JSON text (RFC 8259) into a `JSONValue`, keeping object key order and number literals.
public struct JSONParser {
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        public var offset: Int
        public var reason: String
        public var description: String { "invalid JSON at byte \(offset): \(reason)" }
    }

    let bytes: [UInt8]
    var position = 0
    var depth = 0
    static let maximumDepth = 512

    public static func parse(_ text: String) throws(Failure) -> JSONValue { try parse(bytes: Array(text.utf8)) }

    public static func parse(bytes: [UInt8]) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.position == bytes.count else { throw parser.failure("unexpected text after the value") }
        return value
    }

    init(bytes: [UInt8]) {
        // A leading byte-order mark is tolerated.
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    func failure(_ reason: String) -> Failure { Failure(offset: position, reason: reason) }

    mutating func skipWhitespace() {
        while position < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[position]) { position += 1 }
    }

    mutating func parseValue() throws(Failure) -> JSONValue {
        guard position < bytes.count else { throw failure("unexpected end of input") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw failure("unexpected character")
        }
    }

    mutating func expect(_ word: String) throws(Failure) {
        let expected = Array(word.utf8)
        let count = expected.count
        guard position + count <= bytes.count, bytes[position..<position + count].elementsEqual(expected) else {
            throw failure("unexpected literal")
        }
        position += count
    }

    mutating func enter() throws(Failure) {
        depth += 1
        if depth > Self.maximumDepth { throw failure("nested too deeply") }
    }

    private mutating func parseObject() throws(Failure) -> JSONValue {
        try enter()
        position += 1
        var object = JSONObject()
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") { position += 1; depth -= 1; return .object(object) }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw failure("expected a key") }
            let key = try parseString()
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw failure("expected ':'") }
            position += 1
            skipWhitespace()
            object[key] = try parseValue()
            skipWhitespace()
            guard position < bytes.count else { throw failure("unexpected end of input") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            if bytes[position] == UInt8(ascii: "}") { position += 1; depth -= 1; return .object(object) }
            throw failure("expected ',' or '}'")
        }
    }

    private mutating func parseArray() throws(Failure) -> JSONValue {
        try enter()
        position += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") { position += 1; depth -= 1; return .array(items) }
        while true {
            skipWhitespace()
            items.append(try parseValue())
            skipWhitespace()
            guard position < bytes.count else { throw failure("unexpected end of input") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            if bytes[position] == UInt8(ascii: "]") { position += 1; depth -= 1; return .array(items) }
            throw failure("expected ',' or ']'")
        }
    }

    private mutating func parseNumber() throws(Failure) -> JSONValue {
        let start = position
        try skipNumber()
        return .number(String(decoding: bytes[start..<position], as: UTF8.self))
    }

    /// Moves past a number, checking its grammar.
    mutating func skipNumber() throws(Failure) {
        func digits() -> Int {
            let begin = position
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
            return position - begin
        }
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        guard digits() > 0 else { throw failure("expected digits") }
        if bytes[integerStart] == UInt8(ascii: "0"), position - integerStart > 1 { throw failure("leading zero") }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { throw failure("expected digits after '.'") }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard digits() > 0 else { throw failure("expected digits in the exponent") }
        }
    }

    private mutating func parseString() throws(Failure) -> String {
        position += 1
        // Most strings have no escape: made straight from the input's bytes, without a buffer between.
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return String(decoding: bytes[start..<position - 1], as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            position += 1
        }
        var out = Array(bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""): return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"): try parseEscape(into: &out)
            case 0..<0x20: throw failure("control character in a string")
            default: out.append(byte)
            }
        }
        throw failure("unterminated string")
    }

    mutating func parseEscape(into out: inout [UInt8]) throws(Failure) {
        guard position < bytes.count else { throw failure("unterminated escape") }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(byte)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hexQuad()
            if (0xD800...0xDBFF).contains(scalar), position + 1 < bytes.count,
               bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") {
                position += 2
                let low = try hexQuad()
                if (0xDC00...0xDFFF).contains(low) {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    out.append(contentsOf: [0xEF, 0xBF, 0xBD])  // lone high surrogate
                    scalar = low
                }
            }
            let character = Unicode.Scalar(scalar) ?? "\u{FFFD}"
            out.append(contentsOf: String(character).utf8)
        default: throw failure("unknown escape")
        }
    }

    private mutating func hexQuad() throws(Failure) -> UInt32 {
        guard position + 4 <= bytes.count else { throw failure("short \\u escape") }
        var value: UInt32 = 0
        for byte in bytes[position..<position + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("bad hex digit in \\u escape")
            }
            value = value << 4 | UInt32(digit)
        }
        position += 4
        return value
    }
}
