/// Printing an answer kept as its text (`api`): JSON and NDJSON without `--fields` are written a part at a
/// time, so a large answer costs its bytes and the part being written (docs/http.md);
/// every other format reads the value built.
extension OutputPrinter {
    /// Prints `text` as `print(text.value)` would.
    public func print(_ text: JSONText) throws(UsageError) {
        guard fields == nil else { return try print(text.value) }
        switch format(isStream: false) {
        case .json:
            JSONWriter.write(text, indent: isTerminal ? 2 : nil) { sink.write(bytes: $0) }
            sink.write("\n")
        case .ndjson:
            guard text.isArray else { writeLine(text.value); break }
            text.forEachElement { writeLine($0.value) }
        case .csv, .table:
            return try print(text.value)
        }
        sink.flush()
    }
}
