/// How a resource's list comes: page by page as the service's `PageScheme` says (numbered pages take
/// `PageNumberOptions`, token pages `PagingOptions`), or in one answer; and what an answer that is not a
/// page means. A record does not page.
public enum ResourcePaging: Sendable {
    case none
    /// Pages of `scheme`; an answer that is no page of it is read as `notAPage` says.
    case pages(PageScheme, notAPage: ItemsInAnswer)
    /// One answer holds the whole list, where `items` says; `limitQuery` names the query item that carries
    /// `--limit` to a service that cuts the list itself (nil: the command takes no `--limit`).
    case whole(ItemsInAnswer, limitQuery: String? = nil)
}

/// Where an answer that is not a page holds its items: the answer itself when it is an array (`bare`), or
/// under a key (cirpass's `products`); any other answer is refused with `reason`, or, without one, is the
/// list's one item (a ticket's messages, printed as the service answered).
public struct ItemsInAnswer: Sendable {
    public var key: String?
    /// A bare array is taken too when the key is missing.
    public var takesBareArray: Bool
    /// Why an answer without its items is refused (`no "items" list in the answer`); nil takes it as the
    /// one item of the list.
    public var reason: String?

    public init(key: String? = nil, takesBareArray: Bool = true, reason: String?) {
        self.key = key
        self.takesBareArray = takesBareArray
        self.reason = reason
    }

    /// A bare array, else `reason`.
    public static func bareArray(else reason: String) -> ItemsInAnswer { ItemsInAnswer(reason: reason) }

    /// No list but the page's own: every other answer is `reason`.
    public static func refused(_ reason: String) -> ItemsInAnswer { ItemsInAnswer(takesBareArray: false, reason: reason) }

    /// The list under `key` (or a bare array, when `orBare`), else `reason` (nil: the answer is one item).
    public static func at(_ key: String, orBare: Bool = false, else reason: String?) -> ItemsInAnswer {
        ItemsInAnswer(key: key, takesBareArray: orBare, reason: reason)
    }

    /// The items of `data`, or the error an answer without them is.
    func items(of data: JSONText, host: String) throws -> JSONText {
        if let key, data.isObject, let list = data.members[key], list.isArray { return list }
        if takesBareArray, data.isArray { return data }
        guard let reason else { return JSONText(.array([data.value])) }
        throw UndecodableResponse(status: 200, reason: reason, host: host)
    }
}
