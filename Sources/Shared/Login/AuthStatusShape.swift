/// What `auth status` prints in every tool: one record of the toolkit's own keys, named alike in the four
/// tools (docs/output.md), with each tool's own beside them. Declared here once; a tool adds its keys.
public enum AuthStatusShape {
    /// The keys every tool's record may hold: the environment always, the rest as the credential allows.
    public static let common: [FieldSpec] = [
        FieldSpec("environment", .text, nullable: false, help: "The environment the credential is for."),
        .text("source", help: "Where the credential comes from: session, or the setting that holds it."),
        .text("token", help: "How the token was come by: saved, cached, new or renewed."),
        .time("expiresAt", help: "When the token expires."),
        .integer("expiresIn", help: "Seconds until the token expires."),
        .text("email", help: "The signed-in account's email."),
    ]

    /// The record of a tool whose status adds `fields` after the common ones.
    public static func record(adding fields: [FieldSpec]) -> RecordShape {
        RecordShape(kind: "auth status", identity: ["environment"], fields: common + fields, columns: [])
    }
}
