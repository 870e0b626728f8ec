/// `KEY=VALUE` pairs from the command line built into a JSON object (`--field`, `--set`): the value is
/// taken as JSON when it parses as JSON (`count=2`, `tags=["a"]`, `ok=true`), as a string otherwise; dotted
/// keys nest (`client.name=Ann` gives `{"client":{"name":"Ann"}}`).
public enum FieldAssignments {
    public struct Malformed: Error, Equatable {
        public var text: String
    }

    /// Applies `assignments` in order on top of `base`.
    public static func apply(_ assignments: [String], to base: JSONObject = JSONObject()) throws(Malformed) -> JSONObject {
        var object = base
        for assignment in assignments {
            let (key, value) = try split(assignment)
            let path = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard !path.contains(where: \.isEmpty) else { throw Malformed(text: assignment) }
            object.set(typed(value), atPath: path[...])
        }
        return object
    }

    /// `KEY=VALUE` split at the first `=`; the key must not be empty.
    public static func split(_ assignment: String) throws(Malformed) -> (key: String, value: String) {
        guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
            throw Malformed(text: assignment)
        }
        return (String(assignment[..<equals]), String(assignment[assignment.index(after: equals)...]))
    }

    /// The value as JSON when it is JSON, else as a string.
    public static func typed(_ text: String) -> JSONValue {
        (try? JSONParser.parse(text)) ?? .string(text)
    }
}
