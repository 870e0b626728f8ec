/// Reading JSON without building it: checking a whole document as `parse` would (`validate`), moving past
/// a value known to be valid (`skipValid`), and parsing one value inside a checked document
/// (`parse(checked:at:)`). `JSONText` reads large answers this way, a value at a time.
extension JSONParser {
    /// The range of the one value `bytes` hold, when `parse` would accept them; else `parse`'s failure.
    /// Nothing is built, so a large document costs no memory beside its bytes.
    static func validate(bytes: [UInt8]) throws(Failure) -> Range<Int> {
        var parser = JSONParser(bytes: bytes)
        var scratch: [UInt8] = []
        parser.skipWhitespace()
        let start = parser.position
        try parser.skipValue(&scratch)
        let end = parser.position
        parser.skipWhitespace()
        guard parser.position == bytes.count else { throw parser.failure("unexpected text after the value") }
        return start..<end
    }

    /// The value at `position` of bytes `validate` accepted.
    static func parse(checked bytes: [UInt8], at position: Int) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.position = position
        return (try? parser.parseValue()) ?? .null
    }

    /// The end of the value at `position` of bytes `validate` accepted: strings, brackets and the ends of
    /// scalars only, with no check.
    static func skipValid(_ bytes: [UInt8], from position: Int) -> Int {
        var position = position
        var depth = 0
        repeat {
            switch bytes[position] {
            case UInt8(ascii: "\""):
                position += 1
                while bytes[position] != UInt8(ascii: "\"") { position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1 }
                position += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                position += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                position += 1
            default:
                // A scalar ends at a separator, a closing bracket or white space; inside a container, so do
                // the spaces and commas between values.
                position += 1
                if depth == 0 {
                    while position < bytes.count, !Self.endsScalar(bytes[position]) { position += 1 }
                }
            }
        } while depth > 0
        return position
    }

    private static func endsScalar(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), 0x20, 0x0A, 0x0D, 0x09: true
        default: false
        }
    }

    /// Moves past one value, checking it as `parseValue` does, without building it.
    mutating func skipValue(_ scratch: inout [UInt8]) throws(Failure) {
        guard position < bytes.count else { throw failure("unexpected end of input") }
        switch bytes[position] {
        case UInt8(ascii: "{"): try skipContainer(closing: UInt8(ascii: "}"), keyed: true, &scratch)
        case UInt8(ascii: "["): try skipContainer(closing: UInt8(ascii: "]"), keyed: false, &scratch)
        case UInt8(ascii: "\""): try skipString(&scratch)
        case UInt8(ascii: "t"): try expect("true")
        case UInt8(ascii: "f"): try expect("false")
        case UInt8(ascii: "n"): try expect("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try skipNumber()
        default: throw failure("unexpected character")
        }
    }

    private mutating func skipContainer(closing: UInt8, keyed: Bool, _ scratch: inout [UInt8]) throws(Failure) {
        try enter()
        position += 1
        skipWhitespace()
        if position < bytes.count, bytes[position] == closing { position += 1; depth -= 1; return }
        while true {
            skipWhitespace()
            if keyed {
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw failure("expected a key") }
                try skipString(&scratch)
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw failure("expected ':'") }
                position += 1
                skipWhitespace()
            }
            try skipValue(&scratch)
            skipWhitespace()
            guard position < bytes.count else { throw failure("unexpected end of input") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            if bytes[position] == closing { position += 1; depth -= 1; return }
            throw failure(keyed ? "expected ',' or '}'" : "expected ',' or ']'")
        }
    }

    private mutating func skipString(_ scratch: inout [UInt8]) throws(Failure) {
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""): return
            case UInt8(ascii: "\\"):
                scratch.removeAll(keepingCapacity: true)
                try parseEscape(into: &scratch)
            case 0..<0x20: throw failure("control character in a string")
            default: continue
            }
        }
        throw failure("unterminated string")
    }
}
