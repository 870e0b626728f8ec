import Foundation
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

struct JSONTests {
    @Test(arguments: [
        #"{"b":1,"a":[true,false,null],"c":{"d":"x/y"}}"#,
        #"[]"#, #"{}"#, #""\u00e9\n\t\"\\""#, #"-0.5e+10"#, #"[1,"2",{"3":[4]}]"#, #""emoji 😀 ü""#,
    ])
    func roundTripsCompactTextExactly(_ text: String) throws {
        let value = try JSONParser.parse(text)
        let again = try JSONParser.parse(JSONWriter.compact(value))
        #expect(again == value)
        if !text.contains("\\u") { #expect(JSONWriter.compact(value) == text) }
    }

    @Test func keepsKeyOrderAndNumberLiterals() throws {
        let value = try JSONParser.parse(#"{"z": 1.50, "a": 14399, "m": 1E3}"#)
        #expect(JSONWriter.compact(value) == #"{"z":1.50,"a":14399,"m":1E3}"#)
    }

    @Test func neverEscapesSlashesAndEscapesControlCharacters() {
        let value = JSONValue.string("https://x/y\u{1}\u{7F}")
        #expect(JSONWriter.compact(value) == #""https://x/y\u0001\u007f""#)
    }

    @Test func prettyUsesTwoSpaces() throws {
        let value = try JSONParser.parse(#"{"a":[1,{"b":null}],"c":{}}"#)
        #expect(JSONWriter.pretty(value) == "{\n  \"a\": [\n    1,\n    {\n      \"b\": null\n    }\n  ],\n  \"c\": {}\n}")
    }

    @Test(arguments: ["", "{", "[1,]", #"{"a" 1}"#, "01", "1.", "tru", #""\x""#, "\"a\nb\"", "[1] 2", "-"])
    func rejectsMalformedJSON(_ text: String) {
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(text) }
    }

    @Test func decodesSurrogatePairs() throws {
        #expect(try JSONParser.parse(#""\ud83d\ude00""#) == .string("😀"))
    }

    @Test func agreesWithFoundationOnARealDocument() throws {
        let text = #"{"items":[{"id":1,"name":"Ann \"A\"","tags":["x"],"price":12.5}],"next":null}"#
        let ours = try JSONParser.parse(text)
        let theirs = try JSONSerialization.jsonObject(with: Data(JSONWriter.compact(ours).utf8)) as? NSDictionary
        let original = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary
        #expect(theirs == original)
    }

    @Test func pathsReachIntoObjectsAndArrays() throws {
        let value = try JSONParser.parse(#"{"client":{"name":"Ann"},"items":[{"id":7}]}"#)
        #expect(value.value(at: "client.name") == .string("Ann"))
        #expect(value.value(at: "items.0.id") == .number("7"))
        #expect(value.value(at: "client.age") == nil)
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(text) }
    }
}
