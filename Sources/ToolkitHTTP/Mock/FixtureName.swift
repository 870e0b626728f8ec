import ToolkitFloor
/// Fixture names and the files that hold them.
///
/// A request without a registered route gets a name derived from its method and path:
/// `GET /api/orders/17` → `get_api_orders_17`. The method is lower-cased; the path (percent-encoded, as
/// sent) has every character outside `[a-z0-9]`, after ASCII case folding, turned into `_`; runs of `_`
/// collapse into one and leading or trailing ones go; the query is ignored. A bare `/` is `root`, so
/// `GET /` → `get_root`.
///
/// A name's file is `NAME.json`; the second answer in a sequence is `NAME.2.json`, the third
/// `NAME.3.json`, and so on. Names are limited to letters, digits, `_` and `-` so that `.N.json` is never
/// ambiguous. A recorded request with a query or a body is kept under its route's name and its request's
/// digest, `NAME@DIGEST.json` (`RequestKey`), so two pages of one list never share a sequence.
public enum FixtureName {
    /// The derived name for `method` and `path` (a query, if present, is dropped).
    public static func derived(method: HTTPMethod, path: String) -> String {
        var pathOnly = Substring(path)
        if let cut = pathOnly.firstIndex(where: { $0 == "?" || $0 == "#" }) { pathOnly = pathOnly[..<cut] }
        let cleaned = sanitize(pathOnly)
        return method.rawValue.lowercased() + "_" + (cleaned.isEmpty ? "root" : cleaned)
    }

    /// The derived name for a request's method and percent-encoded path.
    public static func derived(for request: HTTPRequest) -> String {
        derived(method: request.method, path: request.url.path(percentEncoded: true))
    }

    /// `text` with every run of characters outside `[a-z0-9]` (ASCII, case-folded) as one `_`, trimmed.
    public static func sanitize<S: StringProtocol>(_ text: S) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            let folded: UInt8? = switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): byte
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 32
            default: nil
            }
            if let folded {
                out.append(folded)
            } else if let last = out.last, last != UInt8(ascii: "_") {
                out.append(UInt8(ascii: "_"))
            }
        }
        if out.last == UInt8(ascii: "_") { out.removeLast() }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether `name` can be a fixture name: non-empty, only ASCII letters, digits, `_` and `-`.
    public static func isValid(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"): true
            default: false
            }
        }
    }

    /// `NAME@DIGEST`: the answers recorded for one request of the route `name`.
    public static func keyed(_ name: String, _ key: RequestKey) -> String {
        "\(name)@\(key.digest)"
    }

    /// The key of the `position`-th answer (1-based) in a sequence: `NAME`, `NAME.2`, `NAME.3`, …
    /// Built-in fixtures are keyed this way (the file name without `.json`).
    public static func key(_ name: String, position: Int = 1) -> String {
        position <= 1 ? name : "\(name).\(position)"
    }

    /// `NAME.json`, `NAME.2.json`, …
    public static func fileName(_ name: String, position: Int = 1) -> String {
        key(name, position: position) + ".json"
    }

    /// The name and position a key or file name stands for: `ups_token.2.json` → (`ups_token`, 2),
    /// `get_api_orders_{id}.json` → (`get_api_orders_{id}`, 1); nil when it is not a fixture file name.
    public static func parse(_ fileName: String) -> (name: String, position: Int)? {
        var stem = Substring(fileName)
        if stem.hasSuffix(".json") { stem = stem.dropLast(5) }
        var position = 1
        if let dot = stem.lastIndex(of: ".") {
            guard let number = Int(stem[stem.index(after: dot)...]), number >= 2 else { return nil }
            position = number
            stem = stem[..<dot]
        }
        let name = String(stem)
        return isValid(name) || FixtureNamePattern(name) != nil ? (name, position) : nil
    }
}
