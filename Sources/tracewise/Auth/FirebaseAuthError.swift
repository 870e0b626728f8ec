import Shared

/// A refusal from Firebase Authentication, in plain words.
///
/// Firebase answers `{"error":{"code":400,"message":"INVALID_PASSWORD"}}`; some messages carry detail after
/// ` : ` (`TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled…`), so only
/// the part before it is the code. Bad credentials and ended sessions are exit 77, too many attempts 75,
/// a wrong or missing web API key 78 (a setting to fix, not a person to sign in).
struct FirebaseAuthError: CLIError, Equatable {
    enum Operation: Sendable, Equatable {
        case signIn(email: String)
        case refresh
    }

    /// Firebase's code, such as `INVALID_PASSWORD`.
    var code: String
    var sentence: String
    var exitCode: ExitCode
    var hints: [String]
    /// The saved refresh token can never work again, so the session must be removed.
    var endsSession: Bool

    var message: String { "\(sentence) (\(code))" }

    /// The error `response` means, or an `APIError` when it is not Firebase's envelope, is a server fault,
    /// or is a failure a later try may pass (`FailureKind`).
    static func from(_ response: HTTPResponse, operation: Operation, host: String) -> any Error {
        guard let error = response.json?["error"], let text = error["message"]?.stringValue, !text.isEmpty else {
            return APIError.unexpectedBody(response, host: host)
        }
        let (code, detail) = split(text)
        // The service's own fault (5xx, exit 69), or a failure a later try may pass, is no verdict on the
        // credentials; Firebase's "too many attempts" is one, said in its words below.
        if response.status >= 500 || FailureKind.of(status: response.status).isTemporary && code != "TOO_MANY_ATTEMPTS_TRY_LATER" {
            return APIError(status: response.status, code: error["status"]?.stringValue, detail: "\(host): \(text)")
        }
        if isAPIKeyProblem(code: code, status: response.status, error: error) {
            return FirebaseAuthError(
                code: error["status"]?.stringValue ?? code,
                sentence: "Firebase rejected TRACEWISE_FIREBASE_API_KEY: \(detail ?? code)", exitCode: .configuration,
                hints: ["Use the project's Web API key (Firebase console → Project settings → General)."],
                endsSession: false)
        }
        return describe(code: code, detail: detail, operation: operation)
    }

    /// `CODE : detail` → (`CODE`, `detail`); a message without ` : ` is all code.
    static func split(_ text: String) -> (code: String, detail: String?) {
        guard let range = text.rangeOfText(" : ") else { return (text, nil) }
        return (String(text[..<range.lowerBound]), String(text[range.upperBound...]))
    }

    /// A wrong key is 400 `API key not valid. Please pass a valid API key.` (reason `API_KEY_INVALID`); a
    /// missing one is 403 `PERMISSION_DENIED`; the emulator and older services say `INVALID_API_KEY`.
    private static func isAPIKeyProblem(code: String, status: Int, error: JSONValue) -> Bool {
        if code == "INVALID_API_KEY" || code.hasPrefix("API key not valid") || code.hasPrefix("API_KEY_") { return true }
        let reasons = (error["details"]?.arrayValue ?? []).compactMap { $0["reason"]?.stringValue }
        if reasons.contains(where: { $0.hasPrefix("API_KEY_") }) { return true }
        return status == 403 && (error["status"]?.stringValue == "PERMISSION_DENIED" || code.containsText("API key"))
    }

    private static func describe(code: String, detail: String?, operation: Operation) -> FirebaseAuthError {
        let relogin = "The saved session was removed; run 'tracewise auth login' to sign in again."
        func refused(_ sentence: String, hints: [String] = []) -> FirebaseAuthError {
            FirebaseAuthError(code: code, sentence: sentence, exitCode: .notPermitted, hints: hints, endsSession: false)
        }
        func ended(_ sentence: String) -> FirebaseAuthError {
            FirebaseAuthError(code: code, sentence: sentence, exitCode: .notPermitted, hints: [relogin], endsSession: true)
        }
        let email: String? = if case .signIn(let email) = operation { email } else { nil }
        let account = email.map { "the account \($0)" } ?? "the account of the saved session"
        switch code {
        case "INVALID_LOGIN_CREDENTIALS":
            return refused("the email or the password is wrong")
        case "EMAIL_NOT_FOUND":
            return refused("there is no account for \(email ?? "this email")")
        case "INVALID_PASSWORD":
            return refused("the password is wrong for \(email ?? "this account")")
        case "INVALID_EMAIL":
            return refused("'\(email ?? "")' is not a valid email address")
        case "MISSING_EMAIL":
            return refused("no email was given")
        case "MISSING_PASSWORD":
            return refused("no password was given")
        case "OPERATION_NOT_ALLOWED", "PASSWORD_LOGIN_DISABLED":
            return refused("email and password sign-in is not enabled for this Firebase project")
        case "TOO_MANY_ATTEMPTS_TRY_LATER":
            return FirebaseAuthError(
                code: code, sentence: "too many failed attempts: Firebase has blocked sign-in to \(account) for a while",
                exitCode: .temporaryFailure,
                hints: ["Try again later, or reset the password to unblock the account at once."], endsSession: false)
        case "USER_DISABLED":
            return email == nil ? ended("\(account) has been disabled by an administrator")
                : refused("\(account) has been disabled by an administrator")
        case "TOKEN_EXPIRED":
            return ended("the session has ended: the password was changed or the account was signed out everywhere")
        case "INVALID_REFRESH_TOKEN":
            return ended("the saved session is no longer valid")
        case "USER_NOT_FOUND":
            return ended("\(account) no longer exists")
        case "PROJECT_NUMBER_MISMATCH":
            return refused(
                "the saved session belongs to another Firebase project than TRACEWISE_FIREBASE_API_KEY",
                hints: ["Run 'tracewise auth login' to sign in to this project."])
        default:
            let what = email == nil ? "refreshing the session" : "signing in"
            return refused("Firebase refused \(what)\(detail.map { ": \($0)" } ?? "")")
        }
    }
}
