import ToolkitFloor

/// A data set of records with ids, and the routes a service usually has over one: list (filtered and
/// paged), get by id (an unknown id is the service's 404), create (the fields sent, a new id, stamped) and
/// update (the fields sent merged in, stamped). Each route reads and writes the run's `MockStore`.
public struct MockCollection: Sendable {
    /// The data set's name (`orders`).
    public var name: String
    /// The field that holds a record's id.
    public var key: String
    /// Fields only a record's own page shows; lists leave them out, as the services' list endpoints do.
    public var detailFields: Set<String>
    /// Fields the data keeps for other routes (a ticket's messages) that neither a list nor a get shows.
    public var hiddenFields: Set<String>
    /// The 404 message for an unknown id, in the service's words.
    public var notFound: @Sendable (_ id: String) -> String
    /// Fields a create and an update stamp with the store's time (`created_at`, `updated_at`).
    public var createdField: String?
    public var updatedField: String?

    public init(
        _ name: String, key: String = "id", detailFields: Set<String> = [], hiddenFields: Set<String> = [], createdField: String? = "created_at",
        updatedField: String? = "updated_at", notFound: @escaping @Sendable (_ id: String) -> String
    ) {
        self.name = name
        self.key = key
        self.detailFields = detailFields
        self.hiddenFields = hiddenFields
        self.createdField = createdField
        self.updatedField = updatedField
        self.notFound = notFound
    }

    /// The record with id `id`, or the 404.
    public func find(_ id: String, in store: MockStore) throws(MockFailure) -> JSONValue {
        guard let record = store.records(name).first(where: { $0[key]?.plainText == id }) else {
            throw MockFailure.notFound(notFound(id))
        }
        return record
    }

    /// A record as a list shows it: without its detail (and hidden) fields.
    public func summary(_ record: JSONValue) -> JSONValue { removing(detailFields.union(hiddenFields), from: record) }

    /// A record as its own page shows it: without its hidden fields.
    public func visible(_ record: JSONValue) -> JSONValue { removing(hiddenFields, from: record) }

    private func removing(_ fields: Set<String>, from record: JSONValue) -> JSONValue {
        guard !fields.isEmpty, var object = record.objectValue else { return record }
        for field in fields { object[field] = nil }
        return .object(object)
    }

    /// `GET pattern`: the records `scope` keeps (all by default), narrowed by `filters`, paged as `paging` says.
    public func list(
        _ pattern: String, filters: [MockFilter] = [], paging: PageScheme,
        scope: @escaping @Sendable (MockRequest, MockStore, JSONValue) throws(MockFailure) -> Bool = { _, _, _ in true }
    ) -> MockRoute {
        let names = filters.map(\.parameter).joined(separator: ", ")
        return MockRoute(.get, pattern, "\(name)\(names.isEmpty ? "" : ", narrowed by \(names)"), paged") { request, store throws(MockFailure) in
            var scoped: [JSONValue] = []
            for record in store.records(name) where try scope(request, store, record) { scoped.append(record) }
            let matching = MockFilter.apply(filters, to: scoped, for: request)
            var page = try paging.page(of: matching, for: request)
            page.items = page.items.map(summary)
            return .page(page)
        }
    }

    /// `GET pattern` with `{id}`: that record, whole.
    public func get(_ pattern: String) -> MockRoute {
        MockRoute(.get, pattern, "one of \(name) by id") { request, store throws(MockFailure) in
            .data(visible(try find(request[capture: "id"], in: store)))
        }
    }

    /// `POST pattern`: a new record of the fields sent over `defaults`, with the id `newID(n)` for the
    /// run's n-th create, stamped, kept for the rest of the run, and answered with 201.
    public func create(
        _ pattern: String, newID: @escaping @Sendable (Int) -> String,
        defaults: @escaping @Sendable (_ sent: JSONObject, _ store: MockStore) throws(MockFailure) -> JSONObject = { _, _ in [:] }
    ) -> MockRoute {
        MockRoute(.post, pattern, "a new record of \(name), echoing the fields sent") { request, store throws(MockFailure) in
            let sent = try request.objectBody()
            let id = JSONValue.string(newID(store.next(name)))
            var record = JSONObject([(key, id)]).merging(try defaults(sent, store)).merging(sent)
            record[key] = id
            for field in [createdField, updatedField].compactMap({ $0 }) { record[field] = .string(store.now) }
            let created = JSONValue.object(record)
            try store.change(name) { (table: inout JSONValue) throws(MockFailure) in
                table = .array((table.arrayValue ?? []) + [created])
            }
            return .created(visible(created))
        }
    }

    /// `PATCH pattern` with `{id}`: the record with the fields sent merged in (objects merge key by key;
    /// the id stays), stamped, kept for the rest of the run.
    public func update(_ pattern: String) -> MockRoute {
        MockRoute(.patch, pattern, "one of \(name), changed by the fields sent") { request, store throws(MockFailure) in
            let id = request[capture: "id"]
            var sent = try request.objectBody()
            sent[key] = nil
            let updated = try store.change(name) { (table: inout JSONValue) throws(MockFailure) -> JSONValue in
                var records = table.arrayValue ?? []
                guard let index = records.firstIndex(where: { $0[key]?.plainText == id }),
                      var record = records[index].objectValue
                else { throw MockFailure.notFound(notFound(id)) }
                record = record.merging(sent)
                if let updatedField { record[updatedField] = .string(store.now) }
                records[index] = .object(record)
                table = .array(records)
                return .object(record)
            }
            return .data(visible(updated))
        }
    }
}

extension JSONObject {
    /// This object with `other`'s fields on top; where both hold objects, they merge the same way, so
    /// `{"client":{"name":"Ann"}}` changes the name and keeps the client's other fields.
    public func merging(_ other: JSONObject) -> JSONObject {
        var result = self
        for (key, value) in other.pairs {
            if case .object(let mine)? = result[key], case .object(let theirs) = value {
                result[key] = .object(mine.merging(theirs))
            } else {
                result[key] = value
            }
        }
        return result
    }
}
