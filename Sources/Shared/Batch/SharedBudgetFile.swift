import FoundationEssentials

/// A budget shared through a `LockedRecordFile`: each turn reads it, runs, and writes it back under the
/// file's lock. A file whose record cannot be trusted (`BudgetRecord`) is a budget afresh.
public final class SharedBudgetFile: BudgetStore {
    let file: LockedRecordFile

    init(file: LockedRecordFile) {
        self.file = file
    }

    public func turn<T: Sendable>(at now: Double, _ body: (inout SharedBudget) -> T) throws -> T? {
        try file.turn { bytes in
            var budget = BudgetRecord.decode(bytes, now: now) ?? SharedBudget()
            let result = body(&budget)
            return (BudgetRecord.encode(budget), result)
        }
    }

    public var sharedPath: String? { file.path }

    /// The budget file for the service at `origin` reached with the credentials `identity` names (a client
    /// id, a user name: never a secret), in `$XDG_RUNTIME_DIR/TOOL/`, else in `stateDirectory`: named by a
    /// hash of the two, so neither shows in its name. Either the file, or why there is none, for `-v`: only
    /// the real file system has files other processes see, and a directory that is not the user's own
    /// real one (docs/files.md) is not written to.
    public static func open(
        tool: String, origin: String, identity: String, stateDirectory: String, environment: CommandEnvironment
    ) -> Result<SharedBudgetFile, BudgetUnshared> {
        let fileSystem = environment.fileSystem
        guard fileSystem.isSeenByOtherProcesses else { return .failure(BudgetUnshared("no file system other processes see")) }
        let runtime = environment.variables["XDG_RUNTIME_DIR"].flatMap { $0.hasPrefix("/") ? FilePath.join($0, tool) : nil }
        let directory = runtime ?? stateDirectory
        if let problem = fileSystem.ownDirectoryProblem(at: directory) {
            return .failure(BudgetUnshared("\(directory) \(problem)"))
        }
        let key = Hex.encode(Array(SHA256.hash(Array("\(origin)\n\(identity)".utf8)).prefix(12)))
        let path = FilePath.join(directory, "rate-budget-\(key)")
        do {
            try fileSystem.createDirectory(at: directory, mode: 0o700)
            return .success(SharedBudgetFile(file: try LockedRecordFile(path: path)))
        } catch {
            return .failure(BudgetUnshared("\(error.path): \(error.reason)"))
        }
    }
}

/// Why a batch paces alone, for `-v`.
public struct BudgetUnshared: Error, Sendable, Equatable {
    public var reason: String

    public init(_ reason: String) {
        self.reason = reason
    }
}
