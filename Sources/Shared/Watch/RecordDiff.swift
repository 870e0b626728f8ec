/// The changes between two polls of a list, keyed by each record's identity (its id fields): records new
/// in the later poll are `added`, those whose content differs `changed`, those gone `removed`. Events come
/// in the later poll's order, the removed ones last in the earlier poll's order, so output is stable.
public struct RecordDiff: Sendable {
    /// The dotted paths that together identify a record (`id`; tracewise's products: `gtin`, `serial`).
    public var identity: [String]

    public init(identity: [String]) {
        self.identity = identity
    }

    /// A record's key: its identity fields' values, or, for a record with none of them, the whole record
    /// (then a change reads as one record removed and another added).
    public func key(of record: JSONValue) -> String {
        let parts = identity.map { record.value(at: $0).map(JSONWriter.compact) ?? "" }
        if parts.allSatisfy(\.isEmpty) { return JSONWriter.compact(record) }
        return parts.joined(separator: "\u{1F}")
    }

    /// What changed from `before` to `after`.
    public func events(from before: [JSONValue], to after: [JSONValue]) -> [WatchEvent] {
        var earlier: [String: JSONValue] = [:]
        for record in before { earlier[key(of: record)] = record }
        var events: [WatchEvent] = []
        var seen = Set<String>()
        for record in after {
            let key = key(of: record)
            // A key met twice in one poll counts once: a service listing a record twice changes nothing.
            guard seen.insert(key).inserted else { continue }
            if let old = earlier[key] {
                if old != record { events.append(WatchEvent(.changed, record)) }
            } else {
                events.append(WatchEvent(.added, record))
            }
        }
        var reported = Set<String>()
        for record in before {
            let key = key(of: record)
            if !seen.contains(key), reported.insert(key).inserted { events.append(WatchEvent(.removed, record)) }
        }
        return events
    }
}
