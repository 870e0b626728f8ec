import Shared

/// The `line` and `id` of one NDJSON batch record, for `--resume`. Records are written with these two
/// keys first (`{"line":12,"id":"A-17",…`), so they are read straight from the line's first bytes; any
/// other shape (an id with escapes, a hand-edited record) goes through the JSON parser instead.
enum RecordKey {
    private static let linePrefix = Array(#"{"line":"#.utf8), idPrefix = Array(#","id":"#.utf8)
    private static let null = Array("null".utf8)

    static func parse(_ bytes: ArraySlice<UInt8>) -> (line: Int, id: String?)? {
        quick(bytes) ?? parsed(bytes)
    }

    private static func quick(_ bytes: ArraySlice<UInt8>) -> (line: Int, id: String?)? {
        guard bytes.starts(with: linePrefix) else { return nil }
        var index = bytes.startIndex + linePrefix.count
        var line = 0
        while index < bytes.endIndex, (48...57).contains(bytes[index]), line < Int.max / 10 {
            line = line * 10 + Int(bytes[index] - 48)
            index += 1
        }
        guard bytes[index...].starts(with: idPrefix) else { return nil }
        index += idPrefix.count
        if bytes[index...].starts(with: null) { return (line, nil) }
        guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let start = index + 1
        guard let end = bytes[start...].firstIndex(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }),
            bytes[end] == UInt8(ascii: "\"")
        else { return nil }
        return (line, String(decoding: bytes[start..<end], as: UTF8.self))
    }

    private static func parsed(_ bytes: ArraySlice<UInt8>) -> (line: Int, id: String?)? {
        guard let record = try? JSONParser.parse(bytes: Array(bytes)), let line = record["line"]?.intValue else {
            return nil
        }
        return (line, record["id"]?.stringValue)
    }
}
