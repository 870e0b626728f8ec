/// Reads an xcconfig file with everything it includes, the way swift-build's `MacroConfigFileLoader`
/// does, and resolves its settings.
///
/// Includes are textual: an included file's assignments sit exactly where its `#include` line is, so they
/// override earlier lines of the includer and are overridden by later ones. A relative include path is
/// looked up in the including file's directory, then in the directories of the files that included that
/// one, outermost last; a path without an extension is also tried with `.xcconfig` appended.
///
/// A load is bounded: includes nest at most `maximumDepth` levels below the file loaded, and at most
/// `maximumFiles` files are read, that file included and each repeat counted (a file included twice is
/// read twice, as its lines count twice). The cycle check alone does not bound it: a few files of 230
/// bytes, each including the next ten times, six levels deep, are a million includes and no cycle, and
/// every run of every tool (a <TAB> too) loads the settings. Past a bound the load stops at once with an
/// error naming the chain of includes that led there.
public enum XCConfigLoader {
    /// How deep includes may nest: the file loaded is level 0, a file it includes level 1.
    static let maximumDepth = 16
    /// How many files one load may read, the file loaded included and each repeat counted.
    static let maximumFiles = 256

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
    ///   unsupported `$(NAME:operator)`, missing required include, include cycle, or include tree past
    ///   `maximumDepth` or `maximumFiles`.
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
        loader.filesRead = 1
        try loader.read(file: path, bytes: bytes, searchDirectories: [], ancestors: [])
        return loader.assignments
    }

    /// The walk through one file and, recursively, the files it includes.
    private struct Traversal {
        let fileSystem: any FileSystem
        var assignments: [Assignment] = []
        /// Files read so far in this load, each repeat counted (the tests count reads against it).
        var filesRead = 0

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
                    try checkBounds(including: include, of: file, target: target, ancestors: ancestors)
                    let included: [UInt8]
                    do {
                        filesRead += 1
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

        /// Throws unless `target`, included from `file` (whose `ancestors` end with it), fits the load's
        /// bounds: one level deeper than `file`, and one more file read.
        private func checkBounds(
            including include: XCConfigStatement.Include, of file: String, target: String, ancestors: [String]
        ) throws(XCConfigError) {
            let depth = ancestors.count  // the file loaded has itself alone as ancestor: level 0
            let bound: String
            if depth > XCConfigLoader.maximumDepth {
                bound = "would nest includes \(depth) levels deep (at most \(XCConfigLoader.maximumDepth))"
            } else if filesRead >= XCConfigLoader.maximumFiles {
                bound = "would read more than \(XCConfigLoader.maximumFiles) files in one load (each repeat counted)"
            } else {
                return
            }
            let chain = (ancestors + [target]).map(FilePath.lastComponent)
            throw XCConfigError(
                file: file, line: include.line,
                message: "including '\(include.path)' \(bound): " + chain.joined(separator: " -> "))
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
