/// Splits a command line written as a person types it (`upsctl validate --city 'Aliso Viejo'`) into
/// arguments: single quotes literal, double quotes with `\"` and `\\`, backslash escapes outside quotes.
/// Used by tests and examples that state a whole invocation as one string.
public enum ShellWords {
    public struct UnterminatedQuote: Error, Equatable {}

    public static func split(_ line: String) throws(UnterminatedQuote) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var iterator = line.makeIterator()
        while let character = iterator.next() {
            switch character {
            case " ", "\t", "\n":
                if inWord { words.append(current) }
                current = ""
                inWord = false
            case "'":
                inWord = true
                while true {
                    guard let next = iterator.next() else { throw UnterminatedQuote() }
                    if next == "'" { break }
                    current.append(next)
                }
            case "\"":
                inWord = true
                while true {
                    guard let next = iterator.next() else { throw UnterminatedQuote() }
                    if next == "\"" { break }
                    if next == "\\", let escaped = iterator.next() {
                        if escaped != "\"" && escaped != "\\" { current.append("\\") }
                        current.append(escaped)
                    } else {
                        current.append(next)
                    }
                }
            case "\\":
                inWord = true
                if let escaped = iterator.next() { current.append(escaped) }
            default:
                inWord = true
                current.append(character)
            }
        }
        if inWord { words.append(current) }
        return words
    }
}
