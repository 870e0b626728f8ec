/// Writing a `JSONText` without building it whole: the same bytes `JSONWriter` gives for its value, with
/// each large array or object written a member at a time, and each member built only while it is written.
extension JSONWriter {
    /// `text`'s encoding handed to `emit` a piece at a time, as `write(_:indent:pieceSize:emit:)` hands
    /// the encoding of `text.value`.
    public static func write(_ text: JSONText, indent: Int?, pieceSize: Int = 1 << 16, emit: ([UInt8]) -> Void) {
        var out: [UInt8] = []
        out.reserveCapacity(pieceSize + pieceSize / 4)
        withoutActuallyEscaping(emit) { emit in
            write(text, into: &out, indent: indent, depth: 0, flush: Flush(size: pieceSize, emit: emit))
        }
        if !out.isEmpty { emit(out) }
    }

    private static func write(_ text: JSONText, into out: inout [UInt8], indent: Int?, depth: Int, flush: Flush) {
        // Small values, and objects that name a key twice (built, the last value is kept in the first
        // one's place), are written built.
        guard text.byteCount > JSONText.largeMember, text.isArray || (text.isObject && !hasDuplicateKeys(text)) else {
            write(text.value, into: &out, indent: indent, depth: depth, flush: flush)
            return
        }
        let (open, close) = text.isArray ? (UInt8(ascii: "["), UInt8(ascii: "]")) : (UInt8(ascii: "{"), UInt8(ascii: "}"))
        var count = 0
        func entry(_ key: String?, _ value: JSONText) {
            out.append(count == 0 ? open : UInt8(ascii: ","))
            count += 1
            newline(into: &out, indent: indent, depth: depth + 1)
            if let key {
                writeString(key, into: &out)
                out.append(UInt8(ascii: ":"))
                if indent != nil { out.append(UInt8(ascii: " ")) }
            }
            write(value, into: &out, indent: indent, depth: depth + 1, flush: flush)
            flush(&out)
        }
        if text.isArray {
            text.forEachElement { entry(nil, $0) }
        } else {
            text.forEachMember { entry($0, $1) }
        }
        guard count > 0 else {
            out.append(contentsOf: [open, close])
            return
        }
        newline(into: &out, indent: indent, depth: depth)
        out.append(close)
    }

    private static func hasDuplicateKeys(_ text: JSONText) -> Bool {
        var keys = Set<String>()
        var duplicate = false
        text.forEachMember { key, _ in duplicate = duplicate || !keys.insert(key).inserted }
        return duplicate
    }
}
