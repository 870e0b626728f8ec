import ToolkitFloor
import FoundationEssentials

/// A redirect the tool will not follow: a loop, too many hops, a `Location` it cannot use, or a 307/308
/// that would carry the request's body to another origin. The service is misdirecting the tool, so it is
/// exit 69, and never retried.
public struct RedirectError: CLIError, Equatable {
    public enum Kind: Sendable, Equatable {
        case loop, tooManyHops, unusableLocation, bodyToOtherOrigin
    }

    public var kind: Kind
    public var from: String
    public var to: String

    public init(_ kind: Kind, from: HTTPURL, to: HTTPURL) {
        self.init(kind, from: from, detail: to.absoluteString)
    }

    public init(_ kind: Kind, from: HTTPURL, detail: String) {
        self.kind = kind
        // Hosts and paths only: a query may hold an API key.
        self.from = Self.withoutQuery(from.absoluteString)
        self.to = Self.withoutQuery(detail)
    }

    public var exitCode: ExitCode { .unavailable }

    public var message: String {
        switch kind {
        case .loop: "redirect loop: \(from) leads back to \(to)"
        case .tooManyHops: "more than \(RedirectMiddleware.maxHops) redirects starting at \(from)"
        case .unusableLocation: "\(from) redirected to an unusable location '\(to)'"
        case .bodyToOtherOrigin: "refusing to resend the request body from \(from) to another origin, \(to)"
        }
    }

    public var hints: [String] {
        switch kind {
        case .bodyToOtherOrigin: ["Point the base URL at the final address instead of one that redirects."]
        default: ["Check the base URL; the service may be misconfigured."]
        }
    }

    static func withoutQuery(_ text: String) -> String {
        String(text.prefix { $0 != "?" && $0 != "#" })
    }
}
