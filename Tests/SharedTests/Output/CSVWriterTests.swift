import Testing
@testable import Shared

/// A row of one empty field is `""`, never an empty line, which readers skip; rows of two or more fields
/// leave empty fields bare (RFC 4180, and Python's csv writer alike).
struct CSVWriterTests {
    @Test(arguments: [
        ([""], "\"\"\n"), (["a"], "a\n"), (["", ""], ",\n"), (["a", ""], "a,\n"), (["", "b"], ",b\n"),
        (["", "", ""], ",,\n"), (["\""], "\"\"\"\"\n"), ([" "], "\" \"\n"),
    ])
    func emptyFields(_ fields: [String], _ expected: String) {
        #expect(CSVWriter.row(fields) == expected)
    }
}
