import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

struct FieldAssignmentsTests {
    @Test(arguments: [
        (["a=1"], #"{"a":1}"#),
        (["a=x"], #"{"a":"x"}"#),
        (["a=true", "b=null"], #"{"a":true,"b":null}"#),
        (["a=[1,2]"], #"{"a":[1,2]}"#),
        (["a.b.c=1", "a.d=2"], #"{"a":{"b":{"c":1},"d":2}}"#),
        (["a=1", "a=2"], #"{"a":2}"#),
        (["url=https://x/y?q=1"], #"{"url":"https://x/y?q=1"}"#),
        (["empty="], #"{"empty":""}"#),
        (["n=007"], #"{"n":"007"}"#),
    ])
    func builds(_ assignments: [String], _ expected: String) throws {
        #expect(JSONWriter.compact(.object(try FieldAssignments.apply(assignments))) == expected)
    }

    @Test(arguments: ["noequals", "=value", "a..b=1", ".a=1"])
    func rejects(_ text: String) {
        #expect(throws: FieldAssignments.Malformed.self) { try FieldAssignments.apply([text]) }
    }

    @Test func appliesOnTopOfABase() throws {
        let base = try #require(try JSONParser.parse(#"{"a":{"x":1},"b":2}"#).objectValue)
        #expect(JSONWriter.compact(.object(try FieldAssignments.apply(["a.y=3"], to: base))) == #"{"a":{"x":1,"y":3},"b":2}"#)
    }
}
