/// `--until` gave up after `--within`: exit 75, with the last value of each field, so a script's log
/// says how far the record got.
public struct UntilTimedOut: CLIError, Equatable {
    public var condition: UntilCondition
    public var within: Int
    public var last: JSONValue?

    init(condition: UntilCondition, within: Int, last: JSONValue?) {
        self.condition = condition
        self.within = within
        self.last = last
    }

    public var exitCode: ExitCode { .temporaryFailure }
    public var message: String {
        "\(condition.description) was not met within \(WaitText.describe(Double(within)))"
    }
    public var hints: [String] {
        ["Last values: " + (last == nil ? "no answer was received" : condition.currentValues(in: last))]
    }
}
