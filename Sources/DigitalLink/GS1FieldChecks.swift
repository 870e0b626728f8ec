/// The linters that check a component's shape or range rather than a check character, a date or a
/// code list: company prefix positions, percent-encoding, piece counts, sequences, coordinates and the
/// one-character flags.
enum GS1FieldChecks {
    static func problem(in bytes: UnsafeBufferPointer<UInt8>, for linter: GS1Linter) -> String? {
        switch linter {
        case .gcppos1:
            return companyPrefixProblem(in: bytes, at: 0, count: bytes.count)
                .map { _ in "must start with a GS1 Company Prefix (at least 4 digits)" }
        case .gcppos2:
            return companyPrefixProblem(in: bytes, at: 1, count: bytes.count - 1)
                .map { _ in "must have a GS1 Company Prefix (at least 4 digits) after its first digit" }
        case .pcenc: return percentEncodingProblem(in: bytes)
        case .pieceoftotal: return pieceOfTotalProblem(in: bytes)
        case .posinseqslash: return positionInSequenceProblem(in: bytes)
        case .latitude: return rangeProblem(in: bytes, upTo: 1_800_000_000, what: "a latitude (0000000000-1800000000)")
        case .longitude: return rangeProblem(in: bytes, upTo: 3_600_000_000, what: "a longitude (0000000000-3600000000)")
        case .importeridx:
            return bytes.count == 1 && isImporterIndex(bytes[0]) ? nil : "not an importer index (one of - 0-9 A-Z _ a-z)"
        case .hasnondigit:
            return bytes.contains { $0 &- UInt8(ascii: "0") >= 10 } ? nil : "must contain a character that is not a digit"
        case .hyphen: return !bytes.isEmpty && bytes.allSatisfy { $0 == UInt8(ascii: "-") } ? nil : "must be '-'"
        case .nonzero: return bytes.contains { $0 != UInt8(ascii: "0") } ? nil : "must not be zero"
        case .nozeroprefix: return bytes.first == UInt8(ascii: "0") ? "must not start with 0" : nil
        case .zero: return isOneOf(bytes, "0") ? nil : "must be 0"
        case .yesno: return isOneOf(bytes, "01") ? nil : "must be 0 (no) or 1 (yes)"
        case .winding: return isOneOf(bytes, "019") ? nil : "winding direction must be 0 (face out), 1 (face in) or 9 (undefined)"
        case .iso5218: return isOneOf(bytes, "0129") ? nil : "not an ISO 5218 sex code (0, 1, 2 or 9)"
        default: preconditionFailure("GS1FieldChecks has no check for \(linter.rawValue)")
        }
    }

    /// Non-nil when `count` bytes at `start` cannot begin with a GS1 Company Prefix. Without a
    /// registry of allocated prefixes, like GS1's reference without its lookup hook, this only
    /// requires the shortest prefix length (4) of digits.
    static func companyPrefixProblem(in bytes: UnsafeBufferPointer<UInt8>, at start: Int, count: Int) -> String? {
        let shortestPrefix = 4
        guard count >= shortestPrefix, start + shortestPrefix <= bytes.count else { return "too short" }
        for index in start..<(start + shortestPrefix) where bytes[index] &- UInt8(ascii: "0") >= 10 {
            return "not digits"
        }
        return nil
    }

    /// RFC 3986 percent-encoding: every "%" followed by two hex digits.
    private static func percentEncodingProblem(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, isHex(bytes[index + 1]), isHex(bytes[index + 2]) else {
                    return "'%' at position \(index + 1) is not followed by two hex digits"
                }
                index += 3
            } else {
                index += 1
            }
        }
        return nil
    }

    /// Piece number then total, equal widths, neither zero, piece not above total ("0103" is 1 of 3).
    private static func pieceOfTotalProblem(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let half = bytes.count / 2
        guard bytes.count > 0, bytes.count % 2 == 0 else { return "piece and total must have the same number of digits" }
        let piece = UnsafeBufferPointer(rebasing: bytes[0..<half])
        let total = UnsafeBufferPointer(rebasing: bytes[half...])
        guard piece.contains(where: { $0 != UInt8(ascii: "0") }) else { return "piece number must not be 0" }
        guard total.contains(where: { $0 != UInt8(ascii: "0") }) else { return "total number of pieces must not be 0" }
        return piece.lexicographicallyPrecedes(total) || piece.elementsEqual(total)
            ? nil : "piece number is greater than the total number of pieces"
    }

    /// "<position>/<total>": digits, no leading zeros, position not above total ("2/3").
    private static func positionInSequenceProblem(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let shape = "must be <position>/<total> (e.g. 2/3)"
        guard let slash = bytes.firstIndex(of: UInt8(ascii: "/")), slash > 0, slash < bytes.count - 1 else { return shape }
        let position = UnsafeBufferPointer(rebasing: bytes[0..<slash])
        let total = UnsafeBufferPointer(rebasing: bytes[(slash + 1)...])
        let isDigit: (UInt8) -> Bool = { $0 &- UInt8(ascii: "0") < 10 }
        guard position.allSatisfy(isDigit), total.allSatisfy(isDigit) else { return shape }
        guard position[0] != UInt8(ascii: "0"), total[0] != UInt8(ascii: "0") else {
            return "position and total must not be 0 or start with 0"
        }
        // Without leading zeros a shorter number is smaller, and equal lengths compare digit by digit.
        let exceeds = position.count != total.count
            ? position.count > total.count : total.lexicographicallyPrecedes(position)
        return exceeds ? "position is greater than the total" : nil
    }

    private static func rangeProblem(in bytes: UnsafeBufferPointer<UInt8>, upTo limit: Int, what: String) -> String? {
        guard let value = GS1DateTime.number(in: bytes, from: 0, count: bytes.count), value <= limit else {
            return "not \(what)"
        }
        return nil
    }

    private static func isImporterIndex(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte &- UInt8(ascii: "0") < 10
            || byte &- UInt8(ascii: "A") < 26 || byte &- UInt8(ascii: "a") < 26
    }

    private static func isHex(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10 || byte &- UInt8(ascii: "A") < 6 || byte &- UInt8(ascii: "a") < 6
    }

    /// True when `bytes` is a single character out of `choices`.
    private static func isOneOf(_ bytes: UnsafeBufferPointer<UInt8>, _ choices: StaticString) -> Bool {
        guard bytes.count == 1 else { return false }
        return choices.withUTF8Buffer { $0.contains(bytes[0]) }
    }
}
