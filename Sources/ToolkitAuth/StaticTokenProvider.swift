import ToolkitHTTP
import ToolkitFloor
import FoundationEssentials

/// A token given by the user, such as `P_TOKEN` or `TRACEWISE_ID_TOKEN`: used as it is, never cached,
/// never refreshed.
///
/// `canRefresh` is false, so `AuthMiddleware` does not retry a 401: asking this provider again could only
/// give the same token. The 401 reaches the user (exit 77), who must supply a new one.
public struct StaticTokenProvider: TokenProvider {
    public var accessToken: AccessToken

    public init(_ accessToken: AccessToken) {
        self.accessToken = accessToken
    }

    /// A token value pasted into a variable. When it is a JWT (a Cognito ID token), its `exp` claim gives
    /// `expiresAt`, so `auth status` can say when it ends; otherwise the expiry is unknown (nil). An
    /// expired token is still sent: the service, not this machine's clock, decides.
    public init(value: String) {
        let expiry = JWT.expiry(of: value).map { Date(timeIntervalSince1970: Double($0)) }
        self.init(AccessToken(value: value, expiresAt: expiry))
    }

    /// The token, whatever `rejecting` says: there is no other.
    public func token(rejecting: AccessToken?) async throws -> AccessToken {
        accessToken
    }

    public var canRefresh: Bool { false }

    public func heldToken() async -> AccessToken? { accessToken }
}
