/// CSV output per RFC 4180: a header row, fields quoted when they hold a comma, a quote or a line break,
/// quotes doubled. Lines end with LF (RFC 4180 says CRLF; every reader accepts LF, and pipes prefer it).
/// A row of one empty field is `""`, as Python's csv writer has it: an empty line is no row to readers
/// (pandas skips it, Python's csv reads `[]`).
public enum CSVWriter {
    public static func row(_ fields: [String]) -> String {
        if fields.count == 1 && fields[0].isEmpty { return "\"\"\n" }
        return fields.map(escape).joined(separator: ",") + "\n"
    }

    public static func escape(_ field: String) -> String {
        let needsQuotes = field.utf8.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
            || field.first == " " || field.last == " "
        guard needsQuotes else { return field }
        var quoted = "\""
        for character in field {
            if character == "\"" { quoted += "\"\"" } else { quoted.append(character) }
        }
        return quoted + "\""
    }
}
