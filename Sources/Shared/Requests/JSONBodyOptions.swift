/// A request body built on the command line, as `curl -d` and `gh api -f` do: `--data` gives a JSON
/// object (inline, `@FILE`, or `-` for standard input) and each `--set KEY=VALUE` is applied on top of it
/// (`FieldAssignments`: JSON when the value parses as JSON, a string otherwise; dotted keys nest and
/// merge into what `--data` gave, so `--set client.name=Ann` keeps the client's other fields).
public enum JSONBodyOptions {
    public static let data = OptionKey<String?>.value(
        "data", short: "d", valueName: "JSON|@FILE|-",
        help: "The body: a JSON object, @FILE to read one from a file, or - for standard input.")
    public static let set = OptionKey<[String]>.repeated(
        "set", valueName: "KEY=VALUE",
        help: "Set a field (JSON when VALUE parses as JSON, else text; dotted keys nest), on top of --data.")

    public static let specs = [data.spec, set.spec]

    /// The body the options give, or nil when neither was given.
    public static func read(_ context: CommandContext) throws -> JSONObject? {
        let command = context.command
        let assignments = command[set]
        guard command[data] != nil || !assignments.isEmpty else { return nil }
        let base = try command[data].map { try object(from: $0, context) } ?? JSONObject()
        return try apply(assignments, to: base, commandPath: command.path)
    }

    /// The body, or a usage error saying that a command needs one.
    public static func require(_ context: CommandContext) throws -> JSONObject {
        guard let body = try read(context) else {
            throw UsageError("give the body with --data JSON|@FILE|- or --set KEY=VALUE", commandPath: context.command.path)
        }
        return body
    }

    /// `KEY=VALUE` assignments on top of `base`, or a usage error naming the malformed one.
    public static func apply(_ assignments: [String], to base: JSONObject, commandPath: [String]) throws -> JSONObject {
        do {
            return try FieldAssignments.apply(assignments, to: base)
        } catch {
            throw UsageError(
                "invalid assignment '\(error.text)': expected KEY=VALUE (a dotted KEY nests, e.g. client.name=Ann)",
                commandPath: commandPath)
        }
    }

    /// `--data`'s object. Inline text that is not a JSON object is a usage error (64); a file or standard
    /// input that is not is bad input data (65), named.
    static func object(from text: String, _ context: CommandContext) throws -> JSONObject {
        let source: String?
        let bytes: [UInt8]
        if text == "-" || text == "@-" {
            source = "standard input"
            bytes = try context.environment.io.stdin.readAll(name: "standard input")
        } else if text.hasPrefix("@") {
            let path = String(text.dropFirst())
            source = path
            bytes = try context.openInput(path).readAll(name: path)
        } else {
            source = nil
            bytes = Array(text.utf8)
        }
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes: bytes)
        } catch {
            throw invalid(source, "is not JSON (\(error))", context)
        }
        guard let object = value.objectValue else { throw invalid(source, "is not a JSON object", context) }
        return object
    }

    private static func invalid(_ source: String?, _ problem: String, _ context: CommandContext) -> any Error {
        guard let source else { return UsageError("--data \(problem)", commandPath: context.command.path) }
        return ToolError(.dataError, "the --data from \(source) \(problem)")
    }
}
