/// Reads the claims of a JSON Web Token (RFC 7519) in compact form, `header.payload.signature`, for
/// display and for deciding when a cached token needs refreshing.
///
/// - Important: Nothing here checks the signature. The claims are whatever the token says; never use
///   them to make a trust decision. Only the server that issued or accepts the token can verify it.
public enum JWT {
    /// The token's payload (claims set): the middle segment, base64url-decoded and parsed as JSON.
    /// Padded and unpadded base64url are both accepted; the header and signature are not examined.
    ///
    /// - Throws: `JWTError.notThreeSegments`, `.badBase64URL` or `.payloadNotObject`.
    public static func payload(of token: String) throws(JWTError) -> JSONValue {
        let segments = token.split(separator: ".", omittingEmptySubsequences: false)
        guard segments.count == 3 else { throw .notThreeSegments }
        guard let bytes = Base64.decodeURL(String(segments[1])) else { throw .badBase64URL }
        guard let value = try? JSONParser.parse(bytes: bytes), value.objectValue != nil else {
            throw .payloadNotObject
        }
        return value
    }

    /// The `exp` claim (RFC 7519 section 4.1.4) as whole seconds since 1970-01-01T00:00:00Z, or nil
    /// when the token can't be read or has no usable `exp`. A JSON number or a numeric string are both
    /// accepted (issuers differ); a fractional time is rounded down.
    public static func expiry(of token: String) -> Int? {
        guard let claim = (try? payload(of: token))?["exp"] else { return nil }
        let text: String
        switch claim {
        case .number(let literal): text = literal
        case .string(let string): text = string
        default: return nil
        }
        if let seconds = Int(text) { return seconds }
        // `1.7e9` and `1700000000.5` are valid NumericDates too. Floor by hand: `rounded(.down)`
        // would pull in libm, which an executable without Foundation does not link.
        guard let seconds = Double(text), seconds > -0x1p63, seconds < 0x1p63 else { return nil }
        let whole = Int(seconds)
        return Double(whole) > seconds ? whole - 1 : whole
    }
}

/// Why a token could not be read.
public struct JWTError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A sentence for the user, such as "the token does not have three dot-separated segments".
    public var reason: String

    public init(reason: String) { self.reason = reason }

    public var description: String { "invalid JWT: \(reason)" }

    /// The token is not `header.payload.signature` (JWE tokens, with five segments, land here too).
    public static let notThreeSegments =
        JWTError(reason: "the token does not have three dot-separated segments")
    /// The payload segment is not base64url.
    public static let badBase64URL = JWTError(reason: "the payload segment is not valid base64url")
    /// The payload decoded, but to something other than a JSON object.
    public static let payloadNotObject = JWTError(reason: "the payload is not a JSON object")
}
