import Testing
@testable import ToolkitHTTP

/// The toolkit's URL type: its parts, what it refuses, and references resolved as RFC 3986 §5.4 lists.
struct HTTPURLTests {
    @Test func splitsAnAbsoluteURLIntoItsParts() throws {
        let url = try #require(HTTPURL(string: "HTTPS://user:pw@API.example.com:8443/a%2Fb/c?x=1&y=%20#frag"))
        #expect(url.scheme == "HTTPS")
        #expect(url.host() == "API.example.com")
        #expect(url.port == 8443)
        #expect(url.path(percentEncoded: true) == "/a%2Fb/c")
        #expect(url.path == "/a/b/c")
        #expect(url.query(percentEncoded: true) == "x=1&y=%20")
        #expect(url.fragment == "frag")
        #expect(url.absoluteString == "HTTPS://user:pw@API.example.com:8443/a%2Fb/c?x=1&y=%20#frag")
    }

    @Test func anIPv6LiteralLosesItsBracketsAsAHostOnly() throws {
        let url = try #require(HTTPURL(string: "http://[::1]:8080/x"))
        #expect(url.host() == "::1")
        #expect(url.port == 8080)
        #expect(url.absoluteString == "http://[::1]:8080/x")
        #expect(HTTPURL(string: "http://[::1/x") == nil)
    }

    @Test func noQueryIsNilAndAnEmptyOneIsEmpty() throws {
        #expect(try #require(HTTPURL(string: "https://h/p")).query(percentEncoded: true) == nil)
        #expect(try #require(HTTPURL(string: "https://h/p?")).query(percentEncoded: true) == "")
        #expect(try #require(HTTPURL(string: "https://h")).path(percentEncoded: true) == "")
        #expect(try #require(HTTPURL(string: "https://h:")).port == nil)
    }

    @Test(arguments: [
        "", "http://exa mple.com/", "https://h/a b", "https://h/%zz", "https://h/%4", "https://h/\u{e9}",
        "https://h/{id}", "https://h:99999/", "https://h:8x/", "1http://h/", "https://h/\"q\"", "https://h/a\\b",
    ])
    func refusesWhatIsNoURL(_ text: String) {
        #expect(HTTPURL(string: text) == nil)
    }

    @Test func aRelativeReferenceHasNoSchemeOrHost() throws {
        let url = try #require(HTTPURL(string: "/v1/x?y=1"))
        #expect(url.scheme == nil)
        #expect(url.host() == nil)
        #expect(url.path(percentEncoded: true) == "/v1/x")
    }

    /// RFC 3986 §5.4.1 and §5.4.2, base `http://a/b/c/d;p?q`.
    @Test(arguments: [
        ("g:h", "g:h"), ("g", "http://a/b/c/g"), ("./g", "http://a/b/c/g"), ("g/", "http://a/b/c/g/"),
        ("/g", "http://a/g"), ("//g", "http://g"), ("?y", "http://a/b/c/d;p?y"), ("g?y", "http://a/b/c/g?y"),
        ("#s", "http://a/b/c/d;p?q#s"), ("g#s", "http://a/b/c/g#s"), ("g?y#s", "http://a/b/c/g?y#s"),
        (";x", "http://a/b/c/;x"), ("g;x", "http://a/b/c/g;x"), ("", "http://a/b/c/d;p?q"), (".", "http://a/b/c/"),
        ("./", "http://a/b/c/"), ("..", "http://a/b/"), ("../", "http://a/b/"), ("../g", "http://a/b/g"),
        ("../..", "http://a/"), ("../../", "http://a/"), ("../../g", "http://a/g"), ("../../../g", "http://a/g"),
        ("../../../../g", "http://a/g"), ("/./g", "http://a/g"), ("/../g", "http://a/g"), ("g.", "http://a/b/c/g."),
        (".g", "http://a/b/c/.g"), ("g..", "http://a/b/c/g.."), ("..g", "http://a/b/c/..g"),
        ("./../g", "http://a/b/g"), ("./g/.", "http://a/b/c/g/"), ("g/./h", "http://a/b/c/g/h"),
        ("g/../h", "http://a/b/c/h"), ("g;x=1/./y", "http://a/b/c/g;x=1/y"), ("g;x=1/../y", "http://a/b/c/y"),
        ("g?y/./x", "http://a/b/c/g?y/./x"), ("g#s/../x", "http://a/b/c/g#s/../x"),
    ])
    func resolvesReferencesAsTheRFCDoes(_ reference: String, _ expected: String) throws {
        let base = try #require(HTTPURL(string: "http://a/b/c/d;p?q"))
        #expect(HTTPURL(string: reference, relativeTo: base)?.absoluteString == expected)
    }

    @Test func aRedirectToAPathKeepsTheOrigin() throws {
        let base = try #require(HTTPURL(string: "https://api.example.com:8443/v1/a?x=1"))
        #expect(HTTPURL(string: "/v2/b", relativeTo: base)?.absoluteString == "https://api.example.com:8443/v2/b")
        #expect(HTTPURL(string: "https://other.example/", relativeTo: base)?.host() == "other.example")
    }
}
