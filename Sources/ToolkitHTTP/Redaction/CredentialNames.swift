import ToolkitFloor

/// Which names of headers, query parameters, form fields and JSON fields hold credentials.
///
/// Names are matched by pattern, not looked up in a list of known credentials: a header someone adds with
/// `-H 'X-Auth-Token: …'`, `Private-Token` or `X-Goog-Api-Key` is as secret as `Authorization`, and no list
/// of names can keep up with every service. A name is folded (lower case, without `_`, `-` and `.`) and is
/// a credential when it contains one of `fragments`, unless it is one of `publicNames`.
///
/// The public names are those the four services (and HTTP itself) use for values that are not secrets and
/// that a person, or a replay, needs to see: masking a page cursor hides where a listing is and breaks the
/// replay of recorded paging; masking UPS's `AddressKeyFormat` would hide the address itself. docs/http.md
/// lists them; add a name there and here together.
public enum CredentialNames {
    /// Parts of a folded name that make it a credential.
    public static let fragments = [
        "auth", "token", "key", "secret", "password", "pwd", "passwd", "session", "cookie", "signature",
    ]

    /// Folded names that contain a fragment above but hold no secret.
    public static let publicNames: Set<String> = [
        // Page cursors: where a listing is, sent back as they came (Google's pageToken, AWS's NextToken).
        "pagetoken", "nextpagetoken", "prevpagetoken", "previouspagetoken", "nexttoken", "paginationtoken",
        "continuationtoken",
        // The kind of a token (`Bearer`), not the token.
        "tokentype",
        // People and kinds of sign-in, not credentials.
        "author", "authors", "authflow", "wwwauthenticate",
        // UPS's address (`AddressKeyFormat`), Firebase's request for tokens (`returnSecureToken: true`).
        "addresskeyformat", "returnsecuretoken",
        // A request's retry key, chosen by the client and shown in support tickets.
        "idempotencykey",
    ]

    /// Query and form parameter names that carry credentials without any fragment above: signed URLs'
    /// short signature and AWS's credential scope.
    public static let parameters: Set<String> = ["sig", "credential", "xamzcredential"]

    /// `X-Goog-Api-Key` → `xgoogapikey`.
    public static func folded(_ name: some StringProtocol) -> String {
        String(name.lowercased().filter { $0 != "_" && $0 != "-" && $0 != "." })
    }

    /// Whether a header, query, form or JSON field of this name holds a credential.
    public static func isCredential(_ name: some StringProtocol) -> Bool {
        let folded = folded(name)
        if publicNames.contains(folded) { return false }
        return fragments.contains { folded.containsText($0) }
    }

    /// Whether a query or form parameter of this name carries a credential.
    public static func isCredentialParameter(_ name: some StringProtocol) -> Bool {
        parameters.contains(folded(name)) || isCredential(name)
    }
}
