import CurlHostCheckFix
import Foundation
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

#if canImport(Glibc)
import Glibc
#endif

/// The replacement for FoundationNetworking's leaking CFURLSessionCurlHostIsEqual
/// (Sources/CurlHostCheckFix): the same answers as the toolchain's function, and URLSession's calls reach it.
///
/// The check guards every request ("URLSession and curl did not agree on URL host" when it answers
/// false), so the contract is upstream's exactly: libcurl's host, byte for byte.
@Suite(.serialized)
struct CurlHostCheckFixTests {
    typealias HostIsEqual = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>) -> Bool

    /// The toolchain's own function, looked up through libFoundationNetworking.so's handle: that lookup
    /// starts at the library, so it skips the test executable's interposing definition.
    static let original: HostIsEqual? = {
        guard let library = dlopen("libFoundationNetworking.so", RTLD_NOW | RTLD_NOLOAD),
            let symbol = dlsym(library, "CFURLSessionCurlHostIsEqual")
        else { return nil }
        return unsafeBitCast(symbol, to: HostIsEqual.self)
    }()

    struct Case: CustomTestStringConvertible, Sendable {
        var url: String
        var host: String
        var equal: Bool
        var testDescription: String { "\(url) vs \(host.isEmpty ? "\"\"" : host) → \(equal)" }
    }

    static let sameHost = [
        Case(url: "http://127.0.0.1:18180/api/addressvalidation/v2/1", host: "127.0.0.1", equal: true),
        Case(url: "https://onlinetools.ups.com/security/v1/oauth/token?a=1#f", host: "onlinetools.ups.com", equal: true),
        Case(url: "https://user:secret@example.com/path", host: "example.com", equal: true),
        Case(url: "http://[::1]:8080/", host: "[::1]", equal: true),
    ]
    static let differentHost = [
        Case(url: "https://onlinetools.ups.com/", host: "wwwcie.ups.com", equal: false),
        Case(url: "https://example.com.evil.net/", host: "example.com", equal: false),
        Case(url: "https://example.com/", host: "example.com.evil.net", equal: false),
        Case(url: "http://[::1]:8080/", host: "::1", equal: false),
    ]
    static let ports = [
        Case(url: "https://example.com:8443/x", host: "example.com", equal: true),
        Case(url: "https://example.com:8443/x", host: "example.com:8443", equal: false),
        Case(url: "http://127.0.0.1:1/", host: "127.0.0.1", equal: true),
    ]
    /// libcurl keeps the host's case and the comparison is exact: a case difference is a different host.
    /// Harmless for URLSession, whose `URL.host` keeps the case too.
    static let hostCase = [
        Case(url: "https://EXAMPLE.com/", host: "EXAMPLE.com", equal: true),
        Case(url: "https://EXAMPLE.com/", host: "example.com", equal: false),
        Case(url: "https://example.com/", host: "Example.com", equal: false),
    ]
    static let invalidURL = [
        Case(url: "http://exa mple.com/", host: "exa mple.com", equal: false),
        Case(url: "not a url", host: "not a url", equal: false),
        Case(url: "", host: "", equal: false),
        Case(url: "https:///path", host: "", equal: false),
        Case(url: "http://example.com:99999/", host: "example.com", equal: false),
    ]

    @Test(arguments: sameHost + differentHost + ports + hostCase + invalidURL)
    func answersLikeTheToolchainFunction(_ check: Case) throws {
        #expect(CurlHostCheckFixHostIsEqual(check.url, check.host) == check.equal)
        let original = try #require(Self.original, "libFoundationNetworking.so is not loaded")
        #expect(original(check.url, check.host) == check.equal, "the toolchain's function answers otherwise")
    }

    @Test func answersTheSameWhenCalledManyTimes() {
        // The handle is created and cleaned up per call: nothing carries over from one call to the next.
        for index in 0..<2_000 {
            let host = "host\(index % 7).example"
            #expect(CurlHostCheckFixHostIsEqual("https://\(host):443/v1?row=\(index)", host))
            #expect(!CurlHostCheckFixHostIsEqual("https://\(host)/", "other.example"))
        }
    }

    @Test func isOnUnlessSwitchedOff() {
        #expect(CurlHostCheckFixIsEnabled() == (ProcessInfo.processInfo.environment["CURL_HOST_CHECK_FIX"] != "off"))
    }

    @Test func theProcessResolvesTheToolchainNameToTheReplacement() throws {
        let original = try #require(Self.original)
        let resolved = try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "CFURLSessionCurlHostIsEqual"))
        // RTLD_DEFAULT (null) is the lookup libFoundationNetworking.so's own call goes through.
        #expect(resolved != unsafeBitCast(original, to: UnsafeMutableRawPointer.self))
    }

    @Test func urlSessionRequestsReachTheReplacement() async {
        let before = CurlHostCheckFixCallCount()
        // Port 1 on loopback refuses the connection; the host check runs before libcurl connects.
        _ = try? await URLSessionTransport(timeout: 2).send(HTTPRequest(method: .get, url: URL(string: "http://127.0.0.1:1/")!))
        #expect(CurlHostCheckFixCallCount() > before)
    }
}
