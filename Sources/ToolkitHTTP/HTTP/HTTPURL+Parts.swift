extension HTTPURL {
    /// The five parts of a URI reference (RFC 3986 §3), split in one pass over the bytes; nil when the
    /// text holds a byte no URI may hold, a bad percent escape, a bad scheme or a bad port.
    struct Parts: Sendable {
        var scheme: String?
        var hasAuthority = false
        var userInfo: String?
        /// As written, brackets of an IPv6 literal included.
        var host: String?
        var portText: String?
        var path = ""
        var query: String?
        var fragment: String?

        var port: Int? { portText.flatMap { $0.isEmpty ? nil : Int($0) } }

        init?(_ text: String) {
            let bytes = Array(text.utf8)
            guard Self.isValid(bytes) else { return nil }
            var rest = Substring(text)
            if let hash = rest.firstIndex(of: "#") {
                fragment = String(rest[rest.index(after: hash)...])
                rest = rest[..<hash]
            }
            if let question = rest.firstIndex(of: "?") {
                query = String(rest[rest.index(after: question)...])
                rest = rest[..<question]
            }
            // A scheme is letters first, then letters, digits, `+`, `-`, `.`, up to the first `:` that
            // comes before any `/` (`a/b:c` is a relative path).
            if let colon = rest.firstIndex(of: ":"), !rest[..<colon].contains("/") {
                let name = rest[..<colon]
                guard let first = name.utf8.first, Self.isLetter(first),
                    name.utf8.allSatisfy({ Self.isLetter($0) || (48...57).contains($0) || $0 == 43 || $0 == 45 || $0 == 46 })
                else { return nil }
                scheme = String(name)
                rest = rest[rest.index(after: colon)...]
            }
            if rest.hasPrefix("//") {
                hasAuthority = true
                rest = rest.dropFirst(2)
                let end = rest.firstIndex(of: "/") ?? rest.endIndex
                var authority = rest[..<end]
                rest = rest[end...]
                if let at = authority.lastIndex(of: "@") {
                    userInfo = String(authority[..<at])
                    authority = authority[authority.index(after: at)...]
                }
                if authority.hasPrefix("[") {
                    guard let close = authority.firstIndex(of: "]") else { return nil }
                    host = String(authority[...close])
                    let after = authority[authority.index(after: close)...]
                    if !after.isEmpty {
                        guard after.hasPrefix(":") else { return nil }
                        portText = String(after.dropFirst())
                    }
                } else if let colon = authority.lastIndex(of: ":") {
                    host = String(authority[..<colon])
                    portText = String(authority[authority.index(after: colon)...])
                } else {
                    host = String(authority)
                }
                if let portText, !portText.utf8.allSatisfy({ (48...57).contains($0) }) || portText.count > 5 { return nil }
                if let port, port > 65_535 { return nil }
            }
            path = String(rest)
        }

        /// The reference written back.
        var text: String {
            var result = scheme.map { $0 + ":" } ?? ""
            if hasAuthority {
                result += "//" + (userInfo.map { $0 + "@" } ?? "") + (host ?? "") + (portText.map { ":" + $0 } ?? "")
            }
            result += path
            if let query { result += "?" + query }
            if let fragment { result += "#" + fragment }
            return result
        }

        private static func isLetter(_ byte: UInt8) -> Bool { (65...90).contains(byte) || (97...122).contains(byte) }

        /// Printable ASCII except `"<>\^`{|}` and space; `%` only before two hex digits.
        private static func isValid(_ bytes: [UInt8]) -> Bool {
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard byte > 0x20, byte < 0x7F else { return false }
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"), UInt8(ascii: "^"),
                    UInt8(ascii: "`"), UInt8(ascii: "{"), UInt8(ascii: "|"), UInt8(ascii: "}"):
                    return false
                case UInt8(ascii: "%"):
                    guard index + 2 < bytes.count, isHex(bytes[index + 1]), isHex(bytes[index + 2]) else { return false }
                    index += 2
                default:
                    break
                }
                index += 1
            }
            return true
        }

        private static func isHex(_ byte: UInt8) -> Bool {
            (48...57).contains(byte) || (65...70).contains(byte) || (97...102).contains(byte)
        }
    }
}
