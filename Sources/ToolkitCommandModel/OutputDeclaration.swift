/// What a command prints, as its spec declares it (`CommandSpec.shows`): one record, a list of records,
/// or a stream of them (a batch's rows, `-` lines), each of `shape`.
public struct OutputDeclaration: Sendable, Equatable {
    public enum Form: String, Sendable { case record, list, stream }

    public var form: Form
    public var shape: RecordShape
    /// An item may be the toolkit's error record (`{"input"?, "error": {"code","message"}}`) instead of
    /// `shape`: a `-` line that failed, a batch row, a line of `events add --input`. Its schema names both.
    public var writesErrorRecords: Bool
    /// The columns of `-o csv` and `-o table` where they are not the record's keys (parse-link writes a
    /// row an element): what `--fields` names in those formats, so what `--fields help` lists for them.
    public var flatColumns: [FieldSpec]?

    public init(_ form: Form, _ shape: RecordShape, writesErrorRecords: Bool = false, flatColumns: [FieldSpec]? = nil) {
        self.form = form
        self.shape = shape
        self.writesErrorRecords = writesErrorRecords
        self.flatColumns = flatColumns
    }
}

extension CommandSpec {
    /// This command, declared as printing `shape` in `form` (`shows`); `errorRecords` when an item may be
    /// the error record instead (`OutputDeclaration.writesErrorRecords`); `flatColumns` when csv and table
    /// have columns of their own (`OutputDeclaration.flatColumns`).
    public func showing(
        _ form: OutputDeclaration.Form, _ shape: RecordShape, errorRecords: Bool = false, flatColumns: [FieldSpec]? = nil
    ) -> CommandSpec {
        var spec = self
        spec.shows = OutputDeclaration(form, shape, writesErrorRecords: errorRecords, flatColumns: flatColumns)
        return spec
    }
}
