import Synchronization
import ToolkitFloor

/// Where `PagedListing` puts the items of the pages it follows: a `RecordStream` when a list is printed,
/// or `GatheredItems` when a live view polls it, so one engine, with one set of stop rules, serves both.
public protocol ListingDestination: AnyObject, Sendable {
    /// Whether `check` or `measure` would read the first records (then a page is built for them).
    var takesSample: Bool { get }
    /// Checks the first records before any is written (`--fields`).
    func check(_ sample: [JSONValue]) throws(UsageError)
    /// Lays out what is written from the first records (a streamed table's widths).
    func measure(_ records: [JSONValue])
    func write(_ record: JSONValue) throws
}

extension RecordStream: ListingDestination {}

/// The items of one poll of a list, kept in memory: a live view compares them with the last poll's.
public final class GatheredItems: ListingDestination {
    private let items = Mutex<[JSONValue]>([])

    public init() {}

    public var gathered: [JSONValue] { items.withLock { $0 } }

    public var takesSample: Bool { false }
    public func check(_ sample: [JSONValue]) throws(UsageError) {}
    public func measure(_ records: [JSONValue]) {}
    public func write(_ record: JSONValue) throws { items.withLock { $0.append(record) } }
}

extension PagedListing {
    /// Every item the listing would print, gathered in order under the same stop rules: what one poll of
    /// a live view reads (`--all` follows every page; without it, the page asked for).
    public func items(fetch: @escaping Fetch, unpaged: Unpaged) async throws -> [JSONValue] {
        let gathered = GatheredItems()
        _ = try await run(into: gathered, fetch: fetch, unpaged: unpaged)
        return gathered.gathered
    }
}
