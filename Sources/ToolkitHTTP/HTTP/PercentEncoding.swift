import ToolkitFloor
/// Percent-encoding for path segments and query values (RFC 3986), written here because
/// `addingPercentEncoding` needs full Foundation. A serial may hold `/`, `#`, `?`, spaces: all are encoded.
public enum PercentEncoding {
    /// Unreserved characters only; everything else is encoded. Right for one path segment.
    public static func segment(_ text: String) -> String { encode(text) { isUnreserved($0) } }

    /// A query name or value: unreserved characters kept, the rest encoded (`+`, `&`, `=` included).
    public static func query(_ text: String) -> String { encode(text) { isUnreserved($0) } }

    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
             UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    /// Percent-decoded text that keeps a malformed escape as written instead of failing; with
    /// `plusIsSpace` (form and query encoding) `+` is a space.
    public static func decodeLeniently(_ text: Substring, plusIsSpace: Bool = false) -> String {
        guard text.contains("%") || (plusIsSpace && text.contains("+")) else { return String(text) }
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), index + 2 < bytes.count,
               let high = Hex.value(of: bytes[index + 1]), let low = Hex.value(of: bytes[index + 2]) {
                out.append(high << 4 | low)
                index += 3
                continue
            }
            out.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    static let hex = Array("0123456789ABCDEF".utf8)

    static func encode(_ text: String, keep: (UInt8) -> Bool) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if keep(byte) {
                out.append(byte)
            } else {
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
