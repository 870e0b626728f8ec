import Foundation
import Testing
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// Credential names by pattern, less the public names; URL user-info; a dry run's record redacted and
/// scrubbed as `--debug` shows it (issue 38, items 2 and 4).
struct RedactionPatternTests {
    /// CredentialNames: `-H` headers outside the old fixed list printed verbatim.
    @Test(arguments: [
        "X-Auth-Token", "Private-Token", "X-Access-Token", "Api-Key", "X-Goog-Api-Key", "Authorization", "Cookie",
        "Set-Cookie", "X-Session-Id", "X-Amz-Signature", "PASSWD", "pwd", "auth", "client_secret", "key",
    ])
    func credentialNamesMatchByPattern(_ name: String) {
        #expect(Redactor.isCredentialHeader(name))
        #expect(Redactor.isCredentialField(name))
        #expect(Redactor.isCredentialParameter(name))
        #expect(Redactor().header(name, "value-1234") == Redactor.mask)
    }

    /// The names the four services use for data that matches a pattern: masking them would hide the data
    /// (an address, an author) or break the replay of paging.
    @Test(arguments: [
        "pageToken", "nextPageToken", "page_token", "NextToken", "token_type", "TokenType", "author", "AuthFlow",
        "AddressKeyFormat", "returnSecureToken", "WWW-Authenticate", "Idempotency-Key", "Content-Type", "code",
    ])
    func publicNamesStayVisible(_ name: String) {
        #expect(!Redactor.isCredentialField(name))
        #expect(!Redactor.isCredentialHeader(name))
    }

    @Test func aCredentialObjectIsLookedIntoAndItsPublicPartsKept() {
        let body = #"{"AuthenticationResult":{"AccessToken":"a-1234","TokenType":"Bearer","ExpiresIn":3600},"keys":["k-1234"],"author":"ann"}"#
        let text = Redactor().body(Array(body.utf8), contentType: "application/json")
        #expect(text == #"{"AuthenticationResult":{"AccessToken":"<redacted>","TokenType":"Bearer","ExpiresIn":3600},"keys":["<redacted>"],"author":"ann"}"#)
    }

    /// URLUserInfo: `--base-url http://user:PW@host` printed the password.
    @Test func urlUserInfoIsMaskedWherever() {
        let redactor = Redactor()
        #expect(redactor.url("http://user:PW-1234@127.0.0.1:8/x?a=1") == "http://<redacted>@127.0.0.1:8/x?a=1")
        #expect(redactor.scrub("cannot reach https://TOKEN-abc@host.example/v1: refused") == "cannot reach https://<redacted>@host.example/v1: refused")
        #expect(redactor.scrub("mail ann@example.com at https://host/a@b") == "mail ann@example.com at https://host/a@b")
        #expect(redactor.url("/x?pwd=p-1234&auth=a-1234&pageToken=PT-9") == "/x?pwd=<redacted>&auth=<redacted>&pageToken=PT-9")
    }

    /// DryRunTransport.record redacted by name but did not scrub: a known secret quoted in a body stayed.
    @Test func dryRunRecordScrubsKnownSecretsFromTheBody() throws {
        let redactor = Redactor(secrets: ["RMTOKEN-123"])
        let transport = DryRunTransport(redactor: redactor) { _ in }
        var request = HTTPRequest(
            method: .post, url: HTTPURL(string: "https://h.example/x")!,
            headers: ["Content-Type": "application/json", "X-Auth-Token": "Header-Needle"])
        request.body = Array(#"{"message":"pw is RMTOKEN-123","note":"echo Header-Needle","n":{"m":"RMTOKEN-123"}}"#.utf8)
        let record = JSONWriter.compact(transport.record(request))
        #expect(!record.contains("RMTOKEN-123") && !record.contains("Header-Needle"), "\(record)")
        #expect(record.contains(#""message":"pw is <redacted>""#), "\(record)")
    }

    /// Redactor.learnSecrets: a credential a request carries is scrubbed wherever else it shows.
    @Test func aRequestsCredentialsJoinTheRunsSecrets() {
        let registry = SecretRegistry()
        let redactor = Redactor(registry: registry)
        var request = HTTPRequest(
            method: .post, url: HTTPURL(string: "http://u:Url-Pass-1@127.0.0.1/x?auth=Query-Auth-1")!,
            headers: ["Private-Token": "Private-1", "Authorization": "Bearer Bearer-Tok-1", "X-Other": DryRunTransport.notSignedIn])
        request.body = Array(#"{"password":"Body-Pass-1","name":"ann"}"#.utf8)
        redactor.learnSecrets(of: request)
        let text = redactor.scrub("Url-Pass-1 Query-Auth-1 Private-1 Bearer-Tok-1 Body-Pass-1 ann <not signed in>")
        #expect(text == "<redacted> <redacted> <redacted> <redacted> <redacted> ann <not signed in>", "\(text)")
    }

    /// HTTPLogger.failure: `-v --dry-run` printed "← failed after 0 ms: DryRunStopped()".
    @Test func dryRunStoppedIsLoggedAsNotSent() {
        let sink = BufferSink()
        HTTPLogger(level: .verbose, sink: sink, redactor: Redactor()).failure(DryRunStopped(), milliseconds: 0)
        #expect(sink.text == "← not sent (--dry-run)\n")
    }
}
