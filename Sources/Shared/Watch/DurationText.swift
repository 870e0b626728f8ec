/// A duration as people type it for `--interval` and `--within`: `30s`, `5m`, `1h`, `2m30s`, or a bare
/// number of seconds. Whole units only, so no decimal point reaches any arithmetic; the total is bounded
/// (a week), so nothing an option holds can overflow a `Duration`.
public enum DurationText {
    /// The longest duration taken: a week.
    public static let maximumSeconds = 7 * 24 * 3_600

    /// Seconds, or nil when `text` is not a duration.
    public static func seconds(_ text: String) -> Int? {
        let trimmed = text.trimmedWhitespace.lowercased()
        guard !trimmed.isEmpty else { return nil }
        if let bare = Int(trimmed) { return (0...maximumSeconds).contains(bare) ? bare : nil }
        var total = 0
        var digits = ""
        for character in trimmed {
            if character.isASCII, character.isNumber {
                digits.append(character)
                continue
            }
            let unit: Int
            switch character {
            case "h": unit = 3_600
            case "m": unit = 60
            case "s": unit = 1
            default: return nil
            }
            // Six digits at most before a unit: a week is 604800 s, and no longer number is meant.
            guard !digits.isEmpty, digits.count <= 6, let amount = Int(digits) else { return nil }
            total += amount * unit
            guard total <= maximumSeconds else { return nil }
            digits = ""
        }
        return digits.isEmpty ? total : nil
    }
}
