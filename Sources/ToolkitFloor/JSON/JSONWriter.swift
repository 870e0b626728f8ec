/// Writes `JSONValue`s as text: compact on one line, or pretty with 2-space indentation. `/` is never
/// escaped, non-ASCII text is written as UTF-8, and control characters are escaped, so the same value
/// always gives the same bytes.
public enum JSONWriter {
    public static func compact(_ value: JSONValue) -> String {
        var out: [UInt8] = []
        write(value, into: &out, indent: nil, depth: 0)
        return String(decoding: out, as: UTF8.self)
    }

    public static func pretty(_ value: JSONValue) -> String {
        var out: [UInt8] = []
        write(value, into: &out, indent: 2, depth: 0)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the encoding of `value`; `indent` nil means compact.
    public static func write(_ value: JSONValue, into out: inout [UInt8], indent: Int?, depth: Int) {
        write(value, into: &out, indent: indent, depth: depth, flush: nil)
    }

    /// The encoding of `value` handed to `emit` a piece at a time, each about `pieceSize` bytes (whole
    /// values, so a long string may make a longer piece): a large answer is written without its text
    /// ever being whole in memory beside its tree. The pieces joined are `write`'s bytes.
    public static func write(
        _ value: JSONValue, indent: Int?, pieceSize: Int = 1 << 16, emit: ([UInt8]) -> Void
    ) {
        var out: [UInt8] = []
        out.reserveCapacity(pieceSize + pieceSize / 4)
        withoutActuallyEscaping(emit) { emit in
            write(value, into: &out, indent: indent, depth: 0, flush: Flush(size: pieceSize, emit: emit))
        }
        if !out.isEmpty { emit(out) }
    }

    /// Hands the bytes so far to `emit` once they pass `size`, between two values.
    struct Flush {
        let size: Int
        let emit: ([UInt8]) -> Void

        func callAsFunction(_ out: inout [UInt8]) {
            guard out.count >= size else { return }
            emit(out)
            out.removeAll(keepingCapacity: true)
        }
    }

    static func write(_ value: JSONValue, into out: inout [UInt8], indent: Int?, depth: Int, flush: Flush?) {
        switch value {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let text): out.append(contentsOf: text.utf8)
        case .string(let text): writeString(text, into: &out)
        case .array(let items):
            if items.isEmpty { out.append(contentsOf: "[]".utf8); return }
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                newline(into: &out, indent: indent, depth: depth + 1)
                write(item, into: &out, indent: indent, depth: depth + 1, flush: flush)
                flush?(&out)
            }
            newline(into: &out, indent: indent, depth: depth)
            out.append(UInt8(ascii: "]"))
        case .object(let object):
            if object.isEmpty { out.append(contentsOf: "{}".utf8); return }
            out.append(UInt8(ascii: "{"))
            for (index, pair) in object.pairs.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                newline(into: &out, indent: indent, depth: depth + 1)
                writeString(pair.key, into: &out)
                out.append(UInt8(ascii: ":"))
                if indent != nil { out.append(UInt8(ascii: " ")) }
                write(pair.value, into: &out, indent: indent, depth: depth + 1, flush: flush)
                flush?(&out)
            }
            newline(into: &out, indent: indent, depth: depth)
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Appends what comes before an element of an array written one element at a time (a stream): `[`
    /// or `,`, then, pretty, a line break and one level of indentation. The element follows at depth 1.
    public static func beginArrayElement(isFirst: Bool, indent: Int?, into out: inout [UInt8]) {
        out.append(UInt8(ascii: isFirst ? "[" : ","))
        newline(into: &out, indent: indent, depth: 1)
    }

    /// The end of such an array after `count` elements, and the line break that ends the document: with
    /// the elements, the bytes `write` gives for the whole array, then a newline.
    public static func endArray(count: Int, indent: Int?) -> [UInt8] {
        guard count > 0 else { return Array("[]\n".utf8) }
        var out: [UInt8] = []
        newline(into: &out, indent: indent, depth: 0)
        out.append(contentsOf: "]\n".utf8)
        return out
    }

    static func newline(into out: inout [UInt8], indent: Int?, depth: Int) {
        guard let indent else { return }
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * depth))
    }

    /// `text` as a JSON string, quotes included, appended to `out` (escapes: `JSONStringEscaping`).
    public static func writeString(_ text: String, into out: inout [UInt8]) {
        let start = out.count
        let room = 6 * text.utf8.count + 2
        out.append(contentsOf: repeatElement(0, count: room))
        let used = out.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress! + start
            var cursor = base
            cursor.pointee = UInt8(ascii: "\"")
            cursor += 1
            JSONStringEscaping.write(text, at: &cursor)
            cursor.pointee = UInt8(ascii: "\"")
            return base.distance(to: cursor) + 1
        }
        out.removeLast(room - used)
    }
}
