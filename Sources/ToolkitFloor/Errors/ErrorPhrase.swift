/// An error as a short phrase inside a sentence (`could not save the token (PHRASE)`): a `CLIError`'s
/// message, a file error's path and reason, else the error's own description, never a struct dump when
/// the error has words of its own.
public enum ErrorPhrase {
    public static func of(_ error: any Error) -> String {
        switch error {
        case let error as any CLIError: error.message
        case let error as FileSystemError: "\(error.path): \(error.reason)"
        default: "\(error)"
        }
    }
}
