/// One setting read from an xcconfig file and the files it includes.
///
/// `value` is fully resolved: every `$(NAME)` reference has been replaced. `file` and `line` locate the
/// assignment that won, i.e. the last unconditional assignment of `key` in include order, so
/// `config show` can print `xcconfig:PATH:LINE`.
public struct XCConfigSetting: Equatable, Sendable {
    public var key: String
    public var value: String
    public var file: String
    public var line: Int

    public init(key: String, value: String, file: String, line: Int) {
        self.key = key
        self.value = value
        self.file = file
        self.line = line
    }
}
