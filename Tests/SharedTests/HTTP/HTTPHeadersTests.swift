import Testing
@testable import ToolkitHTTP

/// Header names without regard to ASCII case; setting a name replaces all its fields.
struct HTTPHeadersTests {
    @Test func namesMatchWithoutRegardToASCIICaseOnly() {
        for (a, b) in [("Content-Type", "content-type"), ("X-REQUEST-ID", "x-request-id"), ("", "")] {
            #expect(HTTPHeaders.sameName(a, b), "\(a) \(b)")
        }
        // Bytes that differ by 0x20 but are not letters; different lengths; non-ASCII kept apart.
        for (a, b) in [("a-b", "a\rb"), ("@", "`"), ("[", "{"), ("Accept", "Accepts"), ("Ä", "ä"), ("x", "")] {
            #expect(!HTTPHeaders.sameName(a, b), "\(a) \(b)")
        }
    }

    @Test func settingReplacesEveryFieldOfTheNameKeepingTheFirstsPlace() {
        var headers: HTTPHeaders = [:]
        headers.add("Accept", "a")
        headers.add("X-One", "1")
        headers.add("ACCEPT", "a")
        headers.add("accept", "b")
        #expect(headers["aCCept"] == "a")
        headers["accept"] = "c"
        #expect(headers.fields.map(\.name) == ["Accept", "X-One"])
        #expect(headers.fields.map(\.value) == ["c", "1"])
        headers["X-Two"] = "2"
        #expect(headers.fields.map(\.name) == ["Accept", "X-One", "X-Two"])
        headers["x-one"] = nil
        #expect(headers.fields.map(\.name) == ["Accept", "X-Two"])
        #expect(!headers.contains("X-One"))
        #expect(headers == ["accept": "c", "x-two": "2"])
        #expect(headers != ["accept": "c", "x-two": "3"])
    }
}
