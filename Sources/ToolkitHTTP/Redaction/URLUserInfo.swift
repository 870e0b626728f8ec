/// The user-info of URLs in text (`https://user:PW@host/…`): a password, or a token written as the user
/// name (`https://TOKEN@host`), so the whole of it is masked wherever a URL is printed, in a log line, a
/// dry run's record or an error message.
public enum URLUserInfo {
    /// `text` with the user-info of each `SCHEME://USERINFO@HOST` replaced by `mask`.
    public static func masked(in text: String, with mask: String) -> String {
        // Most text holds no URL at all: look for the `:` before copying anything.
        guard text.utf8.contains(UInt8(ascii: ":")) else { return text }
        let bytes = Array(text.utf8)
        guard let first = offset(ofSchemeSeparatorIn: bytes, from: 0) else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var position = 0
        var found: Int? = first
        while let separator = found {
            let start = separator + 3
            var end = start
            while end < bytes.count, !endsAuthority(bytes[end]) { end += 1 }
            result += bytes[position..<start]
            if let at = bytes[start..<end].lastIndex(of: UInt8(ascii: "@")) {
                result += mask.utf8
                result += bytes[at..<end]
            } else {
                result += bytes[start..<end]
            }
            position = end
            found = offset(ofSchemeSeparatorIn: bytes, from: end)
        }
        result += bytes[position...]
        return String(decoding: result, as: UTF8.self)
    }

    /// Where the next `://` starts.
    private static func offset(ofSchemeSeparatorIn bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 2 < bytes.count {
            if bytes[index] == UInt8(ascii: ":"), bytes[index + 1] == UInt8(ascii: "/"), bytes[index + 2] == UInt8(ascii: "/") {
                return index
            }
            index += 1
        }
        return nil
    }

    /// A byte that ends a URL's authority: the path, query or fragment, or the end of the URL in prose.
    private static func endsAuthority(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: " "), UInt8(ascii: "\t"),
             UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "<"),
             UInt8(ascii: ">"), UInt8(ascii: "`"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ","):
            true
        default:
            false
        }
    }
}
