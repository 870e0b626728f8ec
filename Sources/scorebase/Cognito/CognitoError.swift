import Shared

/// An error Cognito answered: `{"__type":"NotAuthorizedException","message":"…"}` (the type may come as
/// `namespace#Name`, and in the `X-Amzn-ErrorType` header as `Name:extra`). Printed as a sentence and the
/// service's message, with the exit code the toolkit gives it: 75 for too many requests, 78 for a pool or
/// client that does not exist, 77 for the rest (a sign-in that did not succeed).
struct CognitoError: CLIError, Equatable {
    var type: String
    var serviceMessage: String
    var status: Int
    var requestID: String?
    var hints: [String] = []

    var exitCode: ExitCode {
        switch type {
        case "TooManyRequestsException", "LimitExceededException", "TooManyFailedAttemptsException": .temporaryFailure
        case "ResourceNotFoundException": .configuration
        case "InternalErrorException": .unavailable
        default: .notPermitted
        }
    }

    /// `the username or password is not right: Incorrect username or password. (request id …)`.
    var message: String {
        var text = Self.sentence(for: type)
        if !serviceMessage.isEmpty, serviceMessage != text { text += ": " + serviceMessage }
        if let requestID { text += " (request id \(requestID))" }
        return text
    }

    static func sentence(for type: String) -> String {
        switch type {
        case "NotAuthorizedException": "Cognito did not accept the sign-in"
        case "UserNotFoundException": "no such user in the pool"
        case "PasswordResetRequiredException": "the password must be reset before signing in"
        case "UserNotConfirmedException": "the user has not been confirmed"
        case "TooManyRequestsException": "Cognito is getting too many requests; try again later"
        case "InvalidParameterException": "Cognito refused a parameter"
        case "ResourceNotFoundException": "Cognito has no such user pool or app client"
        case "InvalidPasswordException": "the new password does not meet the pool's password policy"
        case "CodeMismatchException", "ExpiredCodeException": "the code was not accepted"
        default: "Cognito answered \(type)"
        }
    }

    /// The error in `response`, or nil when it is not Cognito's JSON (moto answers unsupported calls with
    /// an HTML page).
    static func from(_ response: HTTPResponse) -> CognitoError? {
        let header = response.headers["x-amzn-errortype"].map(normalise)
        let body = response.json
        guard let type = (body?["__type"]?.stringValue).map(normalise) ?? header, !type.isEmpty else { return nil }
        let message = body?["message"]?.stringValue ?? body?["Message"]?.stringValue ?? ""
        var error = CognitoError(
            type: type, serviceMessage: message, status: response.status,
            requestID: response.headers["x-amzn-requestid"])
        error.hints = hints(for: type)
        return error
    }

    /// `com.amazonaws#NotAuthorizedException` or `NotAuthorizedException:http://…` → `NotAuthorizedException`.
    static func normalise(_ text: String) -> String {
        var name = Substring(text)
        if let hash = name.lastIndex(of: "#") { name = name[name.index(after: hash)...] }
        if let colon = name.firstIndex(of: ":") { name = name[..<colon] }
        return String(name).trimmedWhitespace
    }

    private static func hints(for type: String) -> [String] {
        switch type {
        case "ResourceNotFoundException":
            ["Check SCOREBASE_COGNITO_USER_POOL_ID and SCOREBASE_COGNITO_CLIENT_ID ('scorebase config show')."]
        case "PasswordResetRequiredException": ["Reset the password in the ScoreBase app, then sign in again."]
        case "UserNotConfirmedException": ["Confirm the account from the email ScoreBase sent, then sign in again."]
        default: []
        }
    }
}
