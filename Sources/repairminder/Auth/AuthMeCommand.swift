import Shared

/// `repairminder auth me`: the signed-in user as the service describes them (`GET /api/auth/me`).
enum AuthMeCommand {
    static let spec = CommandSpec(
        "me", abstract: "Show the signed-in user as the service knows them.",
        examples: [Example("repairminder auth me -o json | jq -r .email", "Your email, from the service.")],
        action: { try await RepairminderAPI.show($0, ["auth", "me"]) })
        .showing(.record, shape)

    static let shape = RecordShape(
        kind: "user", identity: ["id"],
        fields: [
            FieldSpec("id", .text, nullable: false), .text("name"), .text("email"), .text("role"),
            .object("company", [.text("id"), .text("name")]),
        ],
        columns: [])
}
