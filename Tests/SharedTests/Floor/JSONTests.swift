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

    /// Small objects are scanned, large ones indexed (`JSONObject.indexedFrom`): the same answers either
    /// way, against a dictionary and a key list kept beside them, through sets, replacements and removals.
    @Test(arguments: [5, 40])
    func objectsKeepOrderAndFindKeysAtAnySize(size: Int) {
        var object = JSONObject()
        var reference: [String: JSONValue] = [:]
        var order: [String] = []
        func set(_ key: String, _ value: JSONValue?) {
            object[key] = value
            if let value {
                if reference.updateValue(value, forKey: key) == nil { order.append(key) }
            } else if reference.removeValue(forKey: key) != nil {
                order.removeAll { $0 == key }
            }
        }
        for step in 0..<(size * 6) {
            let key = "k\((step * 7) % (size + 3))"
            set(key, step % 5 == 4 ? nil : .integer(step))
            #expect(object.keys == order)
            #expect(object[key] == reference[key])
        }
        for key in order { #expect(object[key] == reference[key]) }
        #expect(object["absent"] == nil)
        #expect(object.pairs.map(\.key) == order)
        #expect(object.count == order.count)
        // Equality ignores order.
        let reversed = JSONObject(order.reversed().map { ($0, reference[$0]!) })
        #expect(reversed == object)
        var changed = reversed
        changed[order[0]] = .string("other")
        #expect(changed != object)
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(text) }
    }
}
