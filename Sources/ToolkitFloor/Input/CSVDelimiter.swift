/// The field delimiters a CSV export uses, and how to tell which one a file uses from its header line.
///
/// Spreadsheets in locales whose decimal separator is a comma export with `;`; databases and `cut` like
/// tab; some accounting tools `|`. A header line names columns, so it rarely holds any of these inside a
/// name: the candidate that occurs most often outside quotes wins, and a comma wins ties and empty lines
/// (a one-column file).
public enum CSVDelimiter {
    /// The delimiters recognised, in the order that breaks ties.
    public static let candidates: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: ";"), 9, UInt8(ascii: "|")]

    /// The delimiter given on a command line: `,` `;` `|`, a tab character, or `\t` / `tab` spelt out (a
    /// tab is awkward to type in a shell). Nil for anything else.
    public static func parse(_ text: String) -> UInt8? {
        switch text {
        case ",", "comma": UInt8(ascii: ",")
        case ";", "semicolon": UInt8(ascii: ";")
        case "\t", "\\t", "tab", "TAB": 9
        case "|", "pipe": UInt8(ascii: "|")
        default: nil
        }
    }

    /// The delimiter of a file whose first bytes (from the start of the header, after any byte-order mark)
    /// are `firstLine`: counted up to the first line break outside quotes.
    public static func detect(firstLine bytes: ArraySlice<UInt8>) -> UInt8 {
        var counts = [Int](repeating: 0, count: candidates.count)
        var quoted = false
        for byte in bytes {
            if byte == UInt8(ascii: "\"") {
                quoted.toggle()
            } else if !quoted {
                if byte == 10 || byte == 13 { break }
                if let index = candidates.firstIndex(of: byte) { counts[index] += 1 }
            }
        }
        var best = 0
        for index in counts.indices where counts[index] > counts[best] { best = index }
        return candidates[best]
    }
}
