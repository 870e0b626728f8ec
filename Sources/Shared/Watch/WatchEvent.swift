/// One change a poll saw: a record that appeared, changed or went away, keyed by its identity. Written as
/// a row behind an EVENT column on a terminal (`added`, `changed`, `removed`), or as kubectl's watch event
/// `{"type":"ADDED"|"MODIFIED"|"DELETED","object":{…}}` elsewhere.
public struct WatchEvent: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        case added, changed, removed

        /// The word of a kubectl watch event.
        public var type: String {
            switch self {
            case .added: "ADDED"
            case .changed: "MODIFIED"
            case .removed: "DELETED"
            }
        }
    }

    public var kind: Kind
    /// The record as last seen: the new one for `added` and `changed`, the one that went for `removed`.
    public var record: JSONValue

    public init(_ kind: Kind, _ record: JSONValue) {
        self.kind = kind
        self.record = record
    }

    /// The NDJSON event, with `--fields` applied to the object.
    public func json(fields: FieldSelection?) -> JSONValue {
        .object(["type": .string(kind.type), "object": fields.map { $0.apply(to: record) } ?? record])
    }

    /// Writes the event as one NDJSON line, flushed.
    public func write(to printer: OutputPrinter) {
        var bytes: [UInt8] = []
        JSONWriter.write(json(fields: printer.fields), into: &bytes, indent: nil, depth: 0)
        bytes.append(0x0A)
        printer.sink.write(bytes: bytes)
        printer.sink.flush()
    }
}
