/// Reads an xcconfig file with everything it includes, the way swift-build's `MacroConfigFileLoader`
/// does, and resolves its settings.
///
/// Includes are textual: an included file's assignments sit exactly where its `#include` line is, so they
/// override earlier lines of the includer and are overridden by later ones. A relative include path is
/// looked up in the including file's directory, then in the directories of the files that included that
/// one, outermost last; a path without an extension is also tried with `.xcconfig` appended.
public enum XCConfigLoader {
    /// One assignment located in its file, in include order.
    struct Assignment: Equatable, Sendable {
        var key: String
        var conditions: [XCConfigStatement.Condition]
        var value: String
        var file: String
        var line: Int
    }

    /// Loads `path` and everything it includes, then resolves every unconditional setting.
    ///
    /// Conditional assignments (`KEY[sdk=iphoneos*] = …`) are ignored: a CLI has no SDK, architecture or
    /// configuration to match them against. Following swift-build, a condition whose pattern is exactly
    /// `*` matches even without a value, so `KEY[sdk=*] = …` counts as unconditional. A key that has only
    /// (other) conditional assignments is absent from the result.
    ///
    /// - Throws: `XCConfigError` naming the file and line of the first malformed line, unknown directive,
    ///   unsupported `$(NAME:operator)`, missing required include or include cycle.
    public static func load(
        path: String, fileSystem: any FileSystem
    ) throws(XCConfigError) -> [String: XCConfigSetting] {
        var table: [String: [XCConfigEvaluator.Entry]] = [:]
        for assignment in try assignments(path: path, fileSystem: fileSystem)
        where assignment.conditions.allSatisfy(\.matchesWithoutContext) {
            // Parsed eagerly, so a bad `$(…)` is reported even in a value that ends up overridden; values
            // of ignored conditional assignments are never used, so they are not checked either.
            let expression: XCConfigExpression
            do {
                expression = try XCConfigExpression.parse(assignment.value)
            } catch {
                throw XCConfigError(file: assignment.file, line: assignment.line, message: error.message)
            }
            table[assignment.key, default: []].append(
                .init(expression: expression, file: assignment.file, line: assignment.line))
        }
        var evaluator = XCConfigEvaluator(table: table)
        return try evaluator.settings()
    }

    /// Every assignment of `path` and its includes, conditional ones too, in include order; unresolved.
    static func assignments(path: String, fileSystem: any FileSystem) throws(XCConfigError) -> [Assignment] {
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.readFile(at: path)
        } catch {
            throw XCConfigError(file: path, line: 0, message: "cannot read the file: \(error.reason)")
        }
        var loader = Traversal(fileSystem: fileSystem)
        try loader.read(file: path, bytes: bytes, searchDirectories: [], ancestors: [])
        return loader.assignments
    }

    /// The walk through one file and, recursively, the files it includes.
    private struct Traversal {
        let fileSystem: any FileSystem
        var assignments: [Assignment] = []

        init(fileSystem: any FileSystem) {
            self.fileSystem = fileSystem
        }

        /// `searchDirectories` are the directories of the outer includers, innermost first; `ancestors`
        /// the normalized paths of the files whose `#include` led here, to detect cycles. (swift-build also
        /// resolves symlinks there; `FileSystem` cannot, so a cycle through a symlink shows up one
        /// round later, still as a cycle.)
        mutating func read(
            file: String, bytes: [UInt8], searchDirectories: [String], ancestors: [String]
        ) throws(XCConfigError) {
            let directories = [FilePath.directory(of: file)] + searchDirectories
            let ancestors = ancestors + [FilePath.normalize(file)]
            for statement in XCConfigParser.parse(bytes: bytes) {
                switch statement {
                case .malformed(let line, let message):
                    throw XCConfigError(file: file, line: line, message: message)
                case .assignment(let found):
                    assignments.append(Assignment(
                        key: found.key, conditions: found.conditions, value: found.value, file: file,
                        line: found.line))
                case .include(let include):
                    guard let target = locate(include.path, in: directories) else {
                        if include.isOptional { continue }
                        throw XCConfigError(
                            file: file, line: include.line,
                            message: "could not find included file '\(include.path)'")
                    }
                    // swift-build only warns about a cycle and skips the include; the toolkit makes it an
                    // error (docs/configuration.md): a cycle is always a mistake, and a skipped file hides it.
                    if let start = ancestors.firstIndex(of: target) {
                        let cycle = (ancestors[start...] + [target]).map(FilePath.lastComponent)
                        throw XCConfigError(
                            file: file, line: include.line,
                            message: "including '\(include.path)' would create a cycle: "
                                + cycle.joined(separator: " -> "))
                    }
                    let included: [UInt8]
                    do {
                        included = try fileSystem.readFile(at: target)
                    } catch {
                        // An optional include only forgives a missing file, not an unreadable one.
                        throw XCConfigError(
                            file: file, line: include.line,
                            message: "cannot read included file '\(target)': \(error.reason)")
                    }
                    try read(
                        file: target, bytes: included, searchDirectories: directories, ancestors: ancestors)
                }
            }
        }

        /// The normalized path of the first candidate that is a regular file, or nil.
        private func locate(_ path: String, in directories: [String]) -> String? {
            // Absolute paths ignore the directories; one pass is enough.
            let bases = path.hasPrefix("/") ? ["/"] : directories
            let withExtension = FilePath.lastComponent(path).dropFirst().contains(".")
            for base in bases {
                let candidate = FilePath.normalize(FilePath.join(base, path))
                var candidates = [candidate]
                if !withExtension { candidates.append(candidate + ".xcconfig") }
                for candidate in candidates
                where fileSystem.fileExists(at: candidate) && !fileSystem.isDirectory(at: candidate) {
                    return candidate
                }
            }
            return nil
        }
    }
}
