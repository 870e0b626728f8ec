/// An amount of money as a table or card shows it: with its currency's minor digits (ISO 4217), so that
/// `89.5` GBP reads `89.50` and `1500` JPY reads `1500`, lined up on the right (docs/output.md, "Money").
/// JSON, NDJSON and CSV keep the service's number; this is for people only.
///
/// The digits are worked on as text, never through a binary floating point: `0.1` stays `0.10`, and a
/// number with more digits than its currency has (a unit price in tenths of a penny) keeps them all,
/// since a view must never round money the service did not round.
public enum MoneyText {
    /// Currencies whose minor unit is not two digits (ISO 4217's list); every other code has two.
    static let minorDigitsByCurrency: [String: Int] = [
        "BIF": 0, "CLP": 0, "DJF": 0, "GNF": 0, "ISK": 0, "JPY": 0, "KMF": 0, "KRW": 0, "PYG": 0, "RWF": 0,
        "UGX": 0, "UYI": 0, "VND": 0, "VUV": 0, "XAF": 0, "XOF": 0, "XPF": 0,
        "BHD": 3, "IQD": 3, "JOD": 3, "KWD": 3, "LYD": 3, "OMR": 3, "TND": 3, "CLF": 4, "UYW": 4,
    ]

    /// The minor digits of `currency` (a three-letter code, any case); nil for anything else, whose
    /// amounts are shown as the service wrote them.
    public static func minorDigits(of currency: String?) -> Int? {
        guard let code = currency?.uppercased(), code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return nil
        }
        return minorDigitsByCurrency[code] ?? 2
    }

    /// `text` (a JSON number as the service wrote it) with `currency`'s minor digits: zeros added up to
    /// them, none taken away. Text that is not a plain decimal number (an exponent, a word, empty) is
    /// returned as it is.
    public static func amount(_ text: String, currency: String?) -> String {
        guard let digits = minorDigits(of: currency), isPlainDecimal(text) else { return text }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = String(parts[0])
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        guard fraction.count < digits else { return text }
        let padded = fraction + String(repeating: "0", count: digits - fraction.count)
        return padded.isEmpty ? whole : whole + "." + padded
    }

    /// `-12`, `89.5`, `0.125`: an optional sign, digits, and at most one point followed by digits.
    static func isPlainDecimal(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "-" { rest = rest.dropFirst() }
        let parts = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCIIDigit) else { return false }
        return parts.count == 1 || (!parts[1].isEmpty && parts[1].allSatisfy(\.isASCIIDigit))
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension MoneyFields {
    /// `text`, the value at `path`, as a person reads it: with its currency's minor digits when it is an
    /// amount of money; else as it is (a path that holds no amount has no currency, and `amount` keeps
    /// the text of an amount without one).
    public func shown(_ text: String, at path: String, in record: JSONValue) -> String {
        MoneyText.amount(text, currency: currency(at: path, in: record))
    }
}
