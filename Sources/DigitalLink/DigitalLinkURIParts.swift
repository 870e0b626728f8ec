/// The top-level split of a Digital Link URI into authority, path and query (R1, R2, R3 of
/// docs/digital-link-rules.md), as byte offsets into the URI's UTF-8. Nothing is decoded here:
/// percent-decoding happens only after the path and query are cut into values (R7), so an encoded `/`,
/// `?` or `&` inside a value can never move a boundary.
struct DigitalLinkURIParts {
    /// The host and optional port, between `://` and the path.
    let authority: Range<Int>
    /// The path, starting at its `/`, up to the query or fragment.
    let path: Range<Int>
    /// The query after `?`, up to the fragment; nil when there is no `?`.
    let query: Range<Int>?
    /// The offset of the `#` that starts the fragment (which nothing reads), or the URI's length.
    var fragmentHash: Int
    /// The offsets of the URI's first `%` and first `+` (`Int.max` when it has none): a value that ends
    /// before them is copied as it is, without a pass looking for escapes.
    var firstPercent = Int.max
    var firstPlus = Int.max

    /// Splits `bytes`, or says why the URI cannot be a GS1 Digital Link.
    static func split(_ bytes: UnsafeBufferPointer<UInt8>) throws(DigitalLinkRejection) -> DigitalLinkURIParts {
        guard !bytes.isEmpty else { throw DigitalLinkRejection("the URI is empty") }
        // One pass over the URI checks every character and finds the first '?' and '#'. Nearly every URI
        // starts with a scheme written as GS1 wants it and a host of host characters only, all of them
        // characters a URI may hold: then the pass starts after the host, which the host's own walk read
        // already. Otherwise it reads the whole URI first, so that its verdict comes first, as it must.
        let knownScheme = Self.knownSchemeEnd(bytes)
        let host = knownScheme.map { URICharacters.authority(bytes, from: $0) }
        let delimiters = URICharacters.scan(bytes, from: host.flatMap { $0.notInHost == nil ? $0.end : nil } ?? 0)
        if let bad = delimiters.disallowed {
            throw DigitalLinkRejection(
                "character \(URICharacters.describe(bytes, at: bad)) is not allowed in a URI (percent-encode it)")
        }
        let authorityStart = if let knownScheme { knownScheme } else { try schemeEnd(bytes) }
        let (authorityEnd, notInHost) = host ?? URICharacters.authority(bytes, from: authorityStart)
        try checkAuthority(bytes, authorityStart..<authorityEnd, notInHost: notInHost)
        guard authorityEnd < bytes.count, bytes[authorityEnd] == UInt8(ascii: "/") else {
            throw DigitalLinkRejection("no path after the host: a GS1 Digital Link carries /AI/value in its path")
        }
        // R3: the fragment is cut first (at the first '#', wherever it is), then the query at the first '?'
        // before it. The authority holds neither, so both lie in the path or later.
        let end = delimiters.firstHash ?? bytes.count
        let pathEnd = min(delimiters.firstQuestionMark ?? end, end)
        let query: Range<Int>? = pathEnd < end ? (pathEnd + 1)..<end : nil
        return DigitalLinkURIParts(
            authority: authorityStart..<authorityEnd, path: authorityEnd..<pathEnd, query: query,
            fragmentHash: end,
            firstPercent: delimiters.firstPercent, firstPlus: delimiters.firstPlus)
    }

    /// A malformed percent-escape where no value is decoded, as a fault: in the path before `aisStart`
    /// (the URI stem) or in the fragment. Each value's own escapes are checked as it is decoded, so with
    /// these a `%` without two hex digits is refused wherever it is in the URI. A URI without `%` (nearly
    /// every one) is not read again.
    @inline(__always)
    func escapeProblem(_ bytes: UnsafeBufferPointer<UInt8>, aisStart: Int) -> String? {
        guard firstPercent < aisStart || (firstPercent != Int.max && fragmentHash < bytes.count) else { return nil }
        return outOfValueEscapeProblem(bytes, aisStart: aisStart)
    }

    @inline(never)
    private func outOfValueEscapeProblem(_ bytes: UnsafeBufferPointer<UInt8>, aisStart: Int) -> String? {
        var escape = PercentDecoding.malformedEscape(in: bytes[path.lowerBound..<aisStart]), place = "the path before the AIs"
        if escape == nil, fragmentHash < bytes.count {
            escape = PercentDecoding.malformedEscape(in: bytes[(fragmentHash + 1)...])
            place = "the fragment"
        }
        return escape.map { "\(place): malformed percent-escape '\($0)' (a literal % is written %25)" }
    }

    /// The offset just after `http://` or `https://`. GS1 accepts the scheme all lower or all upper case
    /// (upper case lets a QR code use its compact alphanumeric mode) but not mixed case (R1, disputed: RFC
    /// 3986 would accept `HtTp`).
    private static func schemeEnd(_ bytes: UnsafeBufferPointer<UInt8>) throws(DigitalLinkRejection) -> Int {
        if let end = knownSchemeEnd(bytes) { return end }
        var colon = 0
        while colon < bytes.count, bytes[colon] != UInt8(ascii: ":") { colon += 1 }
        let scheme = String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<colon]), as: UTF8.self)
        let lowered = scheme.lowercased()
        if colon < bytes.count, lowered == "http" || lowered == "https" {
            if bytes.count < colon + 3 || bytes[colon + 1] != UInt8(ascii: "/") || bytes[colon + 2] != UInt8(ascii: "/") {
                throw DigitalLinkRejection("'\(scheme):' must be followed by '//' and a host")
            }
            throw DigitalLinkRejection(
                "scheme '\(scheme)' must be written all lower case or all upper case ('\(lowered)' or '\(lowered.uppercased())')")
        }
        if colon == bytes.count { throw DigitalLinkRejection("not an http:// or https:// URI") }
        throw DigitalLinkRejection("scheme must be http or https, not '\(scheme)'")
    }

    /// The offset just after `http://` or `https://` (all lower or all upper case), or nil.
    @inline(__always)
    private static func knownSchemeEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        if hasPrefix(bytes, "https://") || hasPrefix(bytes, "HTTPS://") { return 8 }
        if hasPrefix(bytes, "http://") || hasPrefix(bytes, "HTTP://") { return 7 }
        return nil
    }

    /// Compares against a literal without building anything: this runs once per URI.
    @inline(__always)
    private static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        let start = prefix.utf8Start
        for offset in 0..<count where bytes[offset] != start[offset] { return false }
        return true
    }

    /// R2: any host form (name, punycode, IPv4, [IPv6], port) is accepted, as GS1's engine does to avoid
    /// ossification; only characters that cannot be in a host are refused, which rules out userinfo.
    /// `notInHost`: the first such character of `range` (`URICharacters.authority` found it).
    private static func checkAuthority(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, notInHost: Int?
    ) throws(DigitalLinkRejection) {
        guard !range.isEmpty else { throw DigitalLinkRejection("the URI has no host") }
        if let offset = notInHost {
            if bytes[offset] == UInt8(ascii: "@") {
                throw DigitalLinkRejection("user information ('…@' before the host) is not allowed in a GS1 Digital Link")
            }
            throw DigitalLinkRejection("character \(URICharacters.describe(bytes, at: offset)) is not allowed in the host")
        }
    }
}
