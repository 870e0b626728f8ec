import Foundation
import Synchronization
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// The matrix's hostile service: the tool's own mock answers, with control and bidirectional characters
/// in every string of a JSON answer (ids, names, statuses, messages, keys' values at any depth) and in
/// every header that names the request, as a service that means harm would send them. It wraps the
/// tool's mock service, served as a real run's transport (tests only: what `--mock` gives users is
/// unchanged).
struct HostileAnswers: HTTPTransport {
    let wrapped: any HTTPTransport
    /// What goes before and after every string.
    var before = Self.title
    var after = Self.tail
    /// Counts the JSON answers made hostile (that held a string), so a test knows its command met one.
    var count: Count?

    final class Count: Sendable {
        private let value = Mutex(0)
        var answers: Int { value.withLock { $0 } }
        func add() { value.withLock { $0 += 1 } }
    }

    /// Before a string: a window title and the clipboard. After it: a C1 CSI, a right-to-left override,
    /// a screen clear, a carriage return, a backspace, DEL and a bidirectional isolate.
    static let title = "\u{1B}]0;pwned\u{07}\u{1B}]52;c;cm0gLXJmIH4=\u{07}"
    static let tail = "\u{9B}31m\u{202E}\u{1B}[2J\r\u{08}\u{7F}\u{2066}\u{061C}"

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var response = try await wrapped.send(request)
        if let json = response.json {
            let changed = hostile(json)
            response.body = Array(JSONWriter.compact(changed).utf8)
            if changed != json { count?.add() }
        }
        response.headers = HTTPHeaders(response.headers.fields.map { field in
            let namesRequest = ["request", "correlation", "trace"].contains { field.name.lowercased().contains($0) }
            return (field.name, namesRequest ? hostile(field.value) : field.value)
        })
        return response
    }

    func hostile(_ text: String) -> String { before + text + after }

    func hostile(_ value: JSONValue) -> JSONValue {
        switch value {
        case .string(let text): .string(hostile(text))
        case .array(let items): .array(items.map(hostile))
        case .object(let object): .object(JSONObject(object.pairs.map { ($0.key, hostile($0.value)) }))
        case .null, .bool, .number: value
        }
    }

    /// `text` without the tool's own terminal sequences, which it writes with colour off too: the
    /// progress lines' `\r ESC[K` and `\r ESC[2K`, and a live frame's redraw (`ESC[nA \r ESC[J`).
    static func withoutOwnSequences(_ text: String) -> String {
        var text = text.replacingOccurrences(of: "\r\u{1B}[2K", with: "").replacingOccurrences(of: "\r\u{1B}[K", with: "")
        text = text.replacingOccurrences(of: "\r\u{1B}[J", with: "")
        while let up = text.range(of: #"\u{1B}\[[0-9]+A"#, options: .regularExpression) { text.removeSubrange(up) }
        return text
    }
}
