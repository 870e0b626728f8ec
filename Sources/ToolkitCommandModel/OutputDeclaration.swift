/// What a command prints, as its spec declares it (`CommandSpec.shows`): one record, a list of records,
/// or a stream of them (a batch's rows, `-` lines), each of `shape`.
public struct OutputDeclaration: Sendable, Equatable {
    public enum Form: String, Sendable { case record, list, stream }

    public var form: Form
    public var shape: RecordShape
    /// An item may be the toolkit's error record (`{"input"?, "error": {"code","message"}}`) instead of
    /// `shape`: a `-` line that failed, a batch row, a line of `events add --input`. Its schema names both.
    public var writesErrorRecords: Bool

    public init(_ form: Form, _ shape: RecordShape, writesErrorRecords: Bool = false) {
        self.form = form
        self.shape = shape
        self.writesErrorRecords = writesErrorRecords
    }
}

extension CommandSpec {
    /// This command, declared as printing `shape` in `form` (`shows`); `errorRecords` when an item may be
    /// the error record instead (`OutputDeclaration.writesErrorRecords`).
    public func showing(_ form: OutputDeclaration.Form, _ shape: RecordShape, errorRecords: Bool = false) -> CommandSpec {
        var spec = self
        spec.shows = OutputDeclaration(form, shape, writesErrorRecords: errorRecords)
        return spec
    }
}
