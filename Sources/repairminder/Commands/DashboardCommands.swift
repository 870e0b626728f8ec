import Shared

/// `repairminder dashboard stats|enquiries|categories`: the shop's figures, printed as the service sends
/// them (JSON by default; `-o table` shows the top-level fields). On a terminal the figures that are
/// there to be compared carry bars (`QuantityGroup`): each breakdown, and each pair of the stats.
enum DashboardCommands {
    enum Scope: String, CaseIterable, Sendable {
        case user, company
    }

    static let scope = OptionKey<Scope?>.choice(
        "scope", of: Scope.self, help: "Your own figures, or the whole company's.", default: "user")
    static let period = OptionKey<String?>.value(
        "period", valueName: "PERIOD", help: "The period, as the service names it (this_month, last_month, this_year, …).",
        default: "this_month")
    static let breakdown = OptionKey<Bool>.flag("breakdown", help: "Include the breakdown by status and source.")

    static let spec = CommandSpec(
        "dashboard", abstract: "The dashboard's figures: stats, enquiries and categories.",
        subcommands: [
            CommandSpec(
                "stats", abstract: "Orders, devices and revenue for a period.",
                options: [scope.spec, period.spec],
                examples: [
                    Example("repairminder dashboard stats", "Your figures for this month."),
                    Example("repairminder dashboard stats --scope company --period last_month", "The company's, last month."),
                    Example("repairminder dashboard stats --watch --interval 1m", "Redrawn in place as the figures change."),
                ],
                action: stats).watchable(record: false),
            CommandSpec(
                "enquiries", abstract: "Enquiry counts, optionally broken down.",
                options: [scope.spec, breakdown.spec],
                examples: [Example("repairminder dashboard enquiries --scope company --breakdown", "Every enquiry, by status.")],
                action: enquiries).watchable(record: false),
            CommandSpec(
                "categories", abstract: "Repairs by device category for a period.",
                options: [scope.spec, period.spec],
                examples: [Example("repairminder dashboard categories --period this_year -o json | jq .", "This year's categories.")],
                action: categories).watchable(record: false),
        ])

    /// Orders created against completed, devices received against repaired: each pair on one scale.
    static let statsQuantities = [
        QuantityGroup("orders.created", "orders.completed"), QuantityGroup("devices.received", "devices.repaired"),
    ]
    /// Enquiries by status (the total is their sum, and would dwarf them); the breakdown's by status and
    /// by source, whose keys the service chooses.
    static let enquiryQuantities = [
        QuantityGroup("open", "pending", "closed"), QuantityGroup("breakdown.by_status.*"),
        QuantityGroup("breakdown.by_source.*"),
    ]
    /// Each column of the categories on its own scale: a count is not a sum of money.
    static let categoryQuantities = [QuantityGroup("categories.count"), QuantityGroup("categories.revenue")]

    static func stats(_ context: CommandContext) async throws -> ExitCode {
        try await show(
            context, "stats", [("scope", scopeText(context)), ("period", periodText(context))], quantities: statsQuantities)
    }

    static func enquiries(_ context: CommandContext) async throws -> ExitCode {
        try await show(
            context, "enquiry-stats",
            [("scope", scopeText(context)), ("include_breakdown", context.command[breakdown] ? "true" : "false")],
            quantities: enquiryQuantities)
    }

    static func categories(_ context: CommandContext) async throws -> ExitCode {
        try await show(
            context, "category-breakdown", [("scope", scopeText(context)), ("period", periodText(context))],
            quantities: categoryQuantities)
    }

    private static func show(
        _ context: CommandContext, _ name: PathSegment, _ query: [(String, String)], quantities: [QuantityGroup]
    ) async throws -> ExitCode {
        let plan = try WatchPlan.of(context)
        let api = try RepairminderAPI.open(context)
        if let plan { return try await LiveRecord.run(context, plan: plan) { try await api.get(["dashboard", name], query: query) } }
        try context.output().print(try await api.get(["dashboard", name], query: query), quantities: quantities)
        return .success
    }

    private static func scopeText(_ context: CommandContext) -> String { (context.command[scope] ?? .user).rawValue }
    private static func periodText(_ context: CommandContext) -> String { context.command[period] ?? "this_month" }
}
