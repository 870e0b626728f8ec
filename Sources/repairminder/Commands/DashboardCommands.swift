import Shared

/// `repairminder dashboard stats|enquiries|categories`: the shop's figures, printed as the service sends
/// them (JSON by default; `-o table` shows the top-level fields). On a terminal the figures that are
/// there to be compared carry bars (`QuantityGroup`): each breakdown, and the stats' orders and devices.
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
                resource: stats),
            CommandSpec(
                "enquiries", abstract: "Enquiry counts, optionally broken down.",
                options: [scope.spec, breakdown.spec],
                examples: [Example("repairminder dashboard enquiries --scope company --breakdown", "Every enquiry, by status.")],
                resource: enquiries),
            CommandSpec(
                "categories", abstract: "Repairs by device category for a period.",
                options: [scope.spec, period.spec],
                examples: [Example("repairminder dashboard categories --period this_year -o json | jq .", "This year's categories.")],
                resource: categories),
        ])

    /// Every count of orders on one scale (created, completed, still open: all orders), and every count of
    /// devices on another: a figure between two barred ones never goes without a bar (docs/repairminder.md).
    static let statsQuantities = [
        QuantityGroup("orders.created", "orders.completed", "orders.open"), QuantityGroup("devices.received", "devices.repaired"),
    ]
    /// Enquiries by status (the total is their sum, and would dwarf them); the breakdown's by status and
    /// by source, whose keys the service chooses.
    static let enquiryQuantities = [
        QuantityGroup("open", "pending", "closed"), QuantityGroup("breakdown.by_status.*"),
        QuantityGroup("breakdown.by_source.*"),
    ]
    /// Each column of the categories on its own scale: a count is not a sum of money.
    static let categoryQuantities = [QuantityGroup("categories.count"), QuantityGroup("categories.revenue")]

    static let statsShape = RecordShape(
        kind: "dashboard stats", identity: ["scope", "period"],
        fields: [
            FieldSpec.text("period"), .text("scope"),
            .object("orders", [.integer("created"), .integer("completed"), .integer("open")]),
            .object("devices", [.integer("received"), .integer("repaired")]),
            .object("revenue", [.money("total", currency: "currency"), .text("currency")]),
            .number("average_turnaround_hours"),
        ],
        columns: [])

    static let enquiriesShape = RecordShape(
        kind: "enquiry stats", identity: ["scope"],
        fields: [
            FieldSpec.text("scope"), .integer("total"), .integer("open"), .integer("pending"), .integer("closed"),
            .object("breakdown", [.object("by_status"), .object("by_source")]),
        ],
        columns: [])

    static let categoriesShape = RecordShape(
        kind: "category breakdown", identity: ["scope", "period"],
        fields: [
            FieldSpec.text("period"), .text("scope"),
            .array("categories", of: .object([.text("category"), .integer("count"), .number("revenue")])),
        ],
        columns: [])

    static let stats = figures(statsShape, "stats", quantities: statsQuantities) { command in
        [("scope", scopeText(command)), ("period", periodText(command))]
    }

    static let enquiries = figures(enquiriesShape, "enquiry-stats", quantities: enquiryQuantities) { command in
        [("scope", scopeText(command)), ("include_breakdown", command[breakdown] ? "true" : "false")]
    }

    static let categories = figures(categoriesShape, "category-breakdown", quantities: categoryQuantities) { command in
        [("scope", scopeText(command)), ("period", periodText(command))]
    }

    /// The figures at `/api/dashboard/NAME`, which `--watch` redraws; printed once with bars on a terminal.
    private static func figures(
        _ shape: RecordShape, _ name: PathSegment, quantities: [QuantityGroup],
        query: @escaping @Sendable (ParsedCommand) -> [(String, String?)]
    ) -> Resource {
        Resource.record(shape, service: RepairminderAPI.service, live: .watch) { call in
            ResourceRequest(["dashboard", name], query: query(call.command))
        }.presenting { answer, context in
            try context.output().print(answer, quantities: quantities)
            return .success
        }
    }

    private static func scopeText(_ command: ParsedCommand) -> String { (command[scope] ?? .user).rawValue }
    private static func periodText(_ command: ParsedCommand) -> String { command[period] ?? "this_month" }
}
