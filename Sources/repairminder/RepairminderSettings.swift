import Shared

/// repairminder's own settings, read with their types.
enum RepairminderSettings {
    static let email = SettingKey<String>.string("REPAIRMINDER_EMAIL", help: "Email for non-interactive login.")
    static let password = SettingKey<String>.string(
        "REPAIRMINDER_PASSWORD", help: "Password for non-interactive login.", secret: true)
    static let token = SettingKey<String>.string("REPAIRMINDER_TOKEN", help: "A bearer token to use as is (CI).", secret: true)

    static let all: [SettingSpec] = [email.spec, password.spec, token.spec]
}
