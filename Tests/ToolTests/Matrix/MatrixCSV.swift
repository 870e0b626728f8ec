/// A strict RFC 4180 reader for the matrix: the toolkit's own `CSVReader` is lenient on purpose (it reads
/// what spreadsheets write), so what the tools write is checked against the RFC's grammar instead. LF is
/// accepted beside CRLF as a line break; a quote inside an unquoted field, text after a closing quote, an
/// unterminated quote or a record with another number of fields than the header is an error.
enum MatrixCSV {
    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    static func records(_ text: String) throws -> [[String]] {
        var records: [[String]] = []
        var fields: [String] = []
        var field = ""
        var characters = Array(text.unicodeScalars)[...]
        var atFieldStart = true
        func endRecord() throws {
            fields.append(field)
            if let width = records.first?.count, width != fields.count {
                throw Malformed(description: "record \(records.count + 1) has \(fields.count) fields, the header \(width)")
            }
            records.append(fields)
            fields = []
            field = ""
            atFieldStart = true
        }
        while let scalar = characters.popFirst() {
            switch scalar {
            case "\"" where atFieldStart:
                atFieldStart = false
                while true {
                    guard let next = characters.popFirst() else { throw Malformed(description: "unterminated quote") }
                    if next == "\"" {
                        if characters.first == "\"" { characters.removeFirst(); field.unicodeScalars.append("\"") } else { break }
                    } else {
                        field.unicodeScalars.append(next)
                    }
                }
                guard let after = characters.first, after != "," && after != "\r" && after != "\n" else { continue }
                throw Malformed(description: "text after a closing quote: \(field)")
            case "\"":
                throw Malformed(description: "a quote inside an unquoted field: \(field)")
            case ",":
                fields.append(field)
                field = ""
                atFieldStart = true
            case "\r" where characters.first == "\n":
                characters.removeFirst()
                try endRecord()
            case "\n":
                try endRecord()
            default:
                atFieldStart = false
                field.unicodeScalars.append(scalar)
            }
        }
        if !atFieldStart || !fields.isEmpty || !field.isEmpty { try endRecord() }
        return records
    }
}
