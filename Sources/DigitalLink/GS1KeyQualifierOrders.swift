/// Every path a primary key's qualifiers may take, in the order GS1's engine tries them when it writes a
/// Digital Link (`GS1CanonicalLink`): for each `dlpkey` alternative, each of its ordered subsets
/// (`22,10,21` gives 22; 10; 22 10; 21; …), all sorted by their text as the engine sorts its table
/// (`"01 10" < "01 10 21" < "01 21" < "01 22" < … < "01 235"`), so the first of the longest that the
/// data satisfies is the engine's choice.
enum GS1KeyQualifierOrders {
    /// Per primary key's definition index, its qualifier orders as definition indices; built once.
    private static let table: [[[Int]]] = {
        let lookup = GS1AILookup.standard
        var table = [[[Int]]](repeating: [], count: GS1Dictionary.count)
        for definition in 0..<GS1Dictionary.count where lookup.isPrimaryKey(definition) {
            let key = lookup.ai(definition)
            var orders: [[String]] = []
            for alternative in lookup.definition(definition).keyQualifiers ?? [] where !alternative.isEmpty {
                for mask in 1..<(1 << alternative.count) {
                    orders.append(alternative.indices.filter { mask & (1 << $0) != 0 }.map { alternative[$0] })
                }
            }
            let sorted = orders.sorted { left, right in
                Array(([key] + left).joined(separator: " ").utf8).lexicographicallyPrecedes(([key] + right).joined(separator: " ").utf8)
            }
            table[definition] = sorted.map { $0.map { lookup.index(ofAI: $0)! } }
        }
        return table
    }()

    /// The qualifier orders of the primary key at `definition`, engine order; empty for a key without
    /// qualifiers.
    static func orders(ofKey definition: Int, lookup: GS1AILookup) -> [[Int]] {
        table[definition]
    }
}
