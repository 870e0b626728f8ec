/// Value validation against the dictionary's format specification: the components consume prefixes of
/// the value in order (fixed lengths, a variable length only last, optional trailing components skipped
/// once the value is used up), then each component's character set, then its linters.
extension GS1AIDefinition {
    /// Why `value` does not fit this AI's format and linters, as a complete sentence fragment naming
    /// the AI and value (`AI 17 value '251301': not a real date (YYMMDD)`), or nil when it fits.
    /// Runs on the parser's hot path: it reads the UTF-8 bytes in place and builds a String only to
    /// report a problem.
    func problem(with value: String) -> String? {
        var contiguous = value
        return contiguous.withUTF8 { problem(inValue: $0) }
    }

    /// The same for the value's UTF-8 bytes; the value is turned into text only for the message.
    func problem(inValue bytes: UnsafeBufferPointer<UInt8>) -> String? {
        Self.problem(in: bytes, components: components).map { Self.describe($0, ai: ai, value: bytes) }
    }

    /// `AI 17 value '251301': REASON`.
    static func describe(_ reason: String, ai: String, value: UnsafeBufferPointer<UInt8>) -> String {
        "AI \(ai) value '\(String(decoding: value, as: UTF8.self))': \(reason)"
    }

    /// Why `bytes` does not fit `components`, without the AI and value (`not a real date (YYMMDD)`). Static
    /// over the components alone, so that the parser's lookup can check a value without copying the
    /// whole definition (a copy retains its six strings and arrays).
    static func problem(in bytes: UnsafeBufferPointer<UInt8>, components: [GS1Component]) -> String? {
        if let layoutProblem = checkLayout(of: bytes, components: components) { return layoutProblem }
        var start = 0
        for (index, component) in components.enumerated() where start < bytes.count || !component.isOptional {
            let end = component.minLength == component.maxLength ? start + component.maxLength : bytes.count
            let part = UnsafeBufferPointer(rebasing: bytes[start..<end])
            if let bad = component.characters.firstDisallowedIndex(in: part) {
                return characterProblem(in: part, at: bad, characters: component.characters)
            }
            for linter in component.linters {
                if let reason = linter.problem(in: part) {
                    return components.count == 1 ? reason : "part \(index + 1) ('\(String(decoding: part, as: UTF8.self))'): \(reason)"
                }
            }
            start = end
        }
        return nil
    }

    /// Nil when the components divide `bytes` exactly; otherwise what lengths the value may have.
    private static func checkLayout(of bytes: UnsafeBufferPointer<UInt8>, components: [GS1Component]) -> String? {
        var position = 0
        for component in components {
            if position == bytes.count && component.isOptional { break }
            let remaining = bytes.count - position
            guard remaining >= component.minLength else { return lengthProblem(components) }
            position += component.minLength == component.maxLength ? component.minLength : min(remaining, component.maxLength)
        }
        return position == bytes.count ? nil : lengthProblem(components)
    }

    /// "must be 14 digits", "must be 1 to 20 characters", "must be 8, 10 or 12 digits".
    private static func lengthProblem(_ components: [GS1Component]) -> String {
        let unit = components.allSatisfy { $0.characters == .numeric } ? "digits" : "characters"
        var allowed: [Int] = []
        var total = 0
        for component in components {
            if component.isOptional { allowed.append(total) }
            total += component.maxLength
        }
        allowed.append(total)
        let shortest = components.filter { !$0.isOptional }.reduce(0) { $0 + $1.minLength }
        if components.contains(where: { $0.minLength != $0.maxLength }) {
            return shortest == total ? "must be \(total) \(unit)" : "must be \(shortest) to \(total) \(unit)"
        }
        let choices = allowed.map(String.init)
        guard choices.count > 1 else { return "must be \(total) \(unit)" }
        return "must be \(choices.dropLast().joined(separator: ", ")) or \(choices[choices.count - 1]) \(unit)"
    }

    private static func characterProblem(
        in part: UnsafeBufferPointer<UInt8>, at index: Int, characters: GS1Component.Characters
    ) -> String {
        if characters == .cset64 && part[index] == UInt8(ascii: "=") {
            return "base64 padding '=' is only allowed as one or two final characters of a length divisible by 3"
        }
        // A control character is named by its code, as the URI's messages name it: quoted, a tab would
        // read as a space in a table and a line feed would end the message's line.
        if part[index] < 0x20 || part[index] == 0x7F {
            return "character \(URICharacters.describe(part, at: index)) is not allowed (\(characters.displayName))"
        }
        // Show the whole (possibly multi-byte) character, not one byte of it.
        var end = index + 1
        while end < part.count && part[end] & 0xC0 == 0x80 { end += 1 }
        let character = String(decoding: part[index..<end], as: UTF8.self)
        return "character '\(character)' is not allowed (\(characters.displayName))"
    }
}
