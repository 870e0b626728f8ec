/// One CSV record: its fields in column order and the physical line it starts on.
public struct CSVRecord: Sendable, Equatable {
    public var fields: [String]
    /// The record's first physical line, 1-based (a quoted field may carry it over several lines).
    public var line: Int

    public init(fields: [String], line: Int) {
        self.fields = fields
        self.line = line
    }
}
