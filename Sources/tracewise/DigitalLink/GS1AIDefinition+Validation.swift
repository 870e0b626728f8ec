extension GS1AIDefinition {
    /// Why `value` does not fit this AI's format and linters, or nil when it does.
    func problem(with value: String) -> String? {
        nil
    }
}
