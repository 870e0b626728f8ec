import ToolkitFloor
import Synchronization

/// Every secret in play during one run: secret settings, the HTTP Basic value, tokens issued or loaded
/// while the tool runs. One registry per run is shared by everything that prints (the error reporter, the
/// HTTP log, notes and warnings, recordings), so a secret learnt late — a token fetched in the middle of a
/// batch — is scrubbed from every message printed after that.
///
/// A service may quote a credential back in another spelling than the one sent, so each secret is kept as
/// given, percent-encoded (as it travels in a query) and JSON-escaped (as it sits inside a JSON string).
public final class SecretRegistry: Sendable {
    /// Values shorter than this are never scrubbed, so a one-letter "secret" cannot turn every `a` into a mask.
    public static let minimumLength = 4

    private let state = Mutex<[String]>([])

    public init(_ secrets: [String] = []) {
        for secret in secrets { add(secret) }
    }

    /// Adds `secret` and its other spellings; too short or known values are ignored.
    public func add(_ secret: String?) {
        guard let secret, secret.count >= Self.minimumLength else { return }
        let spellings = Set([secret, PercentEncoding.query(secret), Self.jsonEscaped(secret)])
        state.withLock { known in
            var changed = false
            for spelling in spellings where !known.contains(spelling) {
                known.append(spelling)
                changed = true
            }
            // Longest first, so a secret that contains another is masked whole.
            if changed { known.sort { $0.count > $1.count } }
        }
    }

    public func add(contentsOf secrets: [String]) {
        for secret in secrets { add(secret) }
    }

    /// The known values, longest first.
    public var values: [String] { state.withLock { $0 } }

    /// `secret` as it appears inside a JSON string written by `JSONWriter`.
    static func jsonEscaped(_ secret: String) -> String {
        let quoted = JSONWriter.compact(.string(secret))
        return String(quoted.dropFirst().dropLast())
    }
}
