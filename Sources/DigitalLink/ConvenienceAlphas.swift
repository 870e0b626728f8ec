/// The deprecated convenience alphas of Digital Link 1.0/1.1 (R12): `/gtin/…` for `/01/…`, `?exp=` for
/// `?17=`. The 1.2 standard deprecated them and GS1's engine keeps them behind a switch that is off, so
/// the parser refuses them by default and maps them only in lenient mode, with a note.
enum ConvenienceAlphas {
    /// Path alphas and their AIs, as the 1.1 grammar and GS1's engine list them.
    static let pathAIs: [String: String] = [
        "gtin": "01", "itip": "8006", "gmn": "8013", "cpid": "8010", "cpsn": "8011", "gln": "414",
        "glnx": "254", "party": "417", "gsrn": "8018", "gsrnp": "8017", "srin": "8019", "gcn": "255",
        "sscc": "00", "gdti": "253", "ginc": "401", "gsin": "402", "grai": "8003", "giai": "8004",
        "cpv": "22", "lot": "10", "ser": "21", "refno": "8020",
    ]

    /// Query alphas of the 1.1 grammar.
    static let queryAIs: [String: String] = ["exp": "17", "expdt": "7003"]

    /// The AI that the path segment `bytes` stands for, when it is a path alpha. Only lower-case ASCII
    /// letters of length 3 to 5 can be one, so most segments are turned away without building a String.
    static func pathAI(for bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
        guard bytes.count >= 3, bytes.count <= 5,
              bytes.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") })
        else { return nil }
        return pathAIs[String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)]
    }

    /// The AI that the (already decoded) query key `name` stands for, when it is a query alpha. Every
    /// `linkType=` of every URI asks, so only a name shaped like
    /// one of `queryAIs` (3 or 5 bytes, starting with `e`) becomes a String to look up.
    static func queryAI(for name: UnsafeBufferPointer<UInt8>) -> String? {
        guard name.count == 3 || name.count == 5, name.first == UInt8(ascii: "e") else { return nil }
        return queryAIs[String(decoding: name, as: UTF8.self)]
    }
}
