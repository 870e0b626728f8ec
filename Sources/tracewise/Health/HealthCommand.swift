import Shared

/// `tracewise health`: made for cron. Exit 0 only when the service says `ok`; 1 when it answers with any
/// other status (printed, so a log shows what it said); 69/75 when it cannot be reached. `-q` prints nothing.
enum HealthCommand {
    static let spec = CommandSpec(
        "health", abstract: "Check the service's health; exit 0 only when it is ok.",
        discussion: "Prints {status, timestamp, version} as the service sends it. Exit 0 when status is \"ok\", "
            + "1 when it is anything else, 69 when the service cannot be reached or answers 5xx, 75 on a timeout. "
            + "With -q nothing is printed, for cron. --until status=ok waits for it (exit 75 past --within).",
        examples: [
            Example("tracewise health -q || echo 'TraceWise is down' | mail -s alert ops@example.com", "A cron check."),
            Example("tracewise health --until status=ok --within 5m && ./deploy", "Deploy once the service is healthy."),
        ],
        resource: resource)

    /// The service's health as it sends it.
    static let shape = RecordShape(
        kind: "health", identity: [],
        fields: [FieldSpec.text("status").required(), .time("timestamp"), .text("version")],
        columns: [])

    static let resource = Resource.record(shape, service: TracewiseAPI.service) { _ in
        ResourceRequest(["v1", "health"])
    }.presenting { answer, context in
        let status = answer["status"]?.stringValue
        if !context.isQuiet {
            try context.output().print(answer)
            if status != "ok" { context.warn("the service reports status '\(status ?? "missing")', not 'ok'") }
        }
        return status == "ok" ? .success : .failure
    }
}
