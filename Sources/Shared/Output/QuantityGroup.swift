/// Figures a command declares comparable (docs/output.md, "Pictures"): on a terminal each value gets a
/// bar, scaled to the largest in its group. A path names a card's field (`orders.created`); a path ending
/// in `.*` every field directly under an object (`breakdown.by_source.*`, whose keys the service picks);
/// a path through a list of objects (`categories.count`) that column of its table, every row in the
/// group. In a table of its own, a path names a column.
public struct QuantityGroup: Sendable, Equatable {
    public var paths: [String]

    public init(_ paths: String...) { self.paths = paths }
    public init(paths: [String]) { self.paths = paths }

    /// Whether the value at `path` belongs to the group.
    public func contains(_ path: String) -> Bool {
        paths.contains { declared in
            guard declared.hasSuffix(".*") else { return declared == path }
            let object = declared.dropLast(2)
            return path.hasPrefix(object + ".") && !path.dropFirst(object.count + 1).contains(".")
        }
    }

    /// The group as seen from inside the list at `listPath`: its paths under the list, made relative
    /// (`categories.count` is the column `count` of the list `categories`); nil when none is.
    public func within(list listPath: String) -> QuantityGroup? {
        let prefix = listPath + "."
        let inner = paths.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
        return inner.isEmpty ? nil : QuantityGroup(paths: inner)
    }
}
