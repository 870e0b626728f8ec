import Shared

/// tracewise's own settings, read with their types (`try settings.value(TracewiseSettings.apiKey)`).
enum TracewiseSettings {
    static let apiKey = SettingKey<String>.string("TRACEWISE_API_KEY", help: "Sent as X-API-Key when set.", secret: true)
    static let firebaseAPIKey = SettingKey<String>.string(
        "TRACEWISE_FIREBASE_API_KEY",
        help: "Firebase web API key, needed for 'auth login' and session refresh (any value, or none, with an emulator).",
        secret: true)
    static let email = SettingKey<String>.string("TRACEWISE_EMAIL", help: "Email for non-interactive login.")
    static let password = SettingKey<String>.string(
        "TRACEWISE_PASSWORD", help: "Password for non-interactive login.", secret: true)
    static let idToken = SettingKey<String>.string(
        "TRACEWISE_ID_TOKEN", help: "A Firebase ID token to use as is (CI).", secret: true)
    static let emulatorHost = SettingKey<String>.string(
        "FIREBASE_AUTH_EMULATOR_HOST",
        help: "host:port of a Firebase Auth emulator on this machine (loopback only; spoken to over http).",
        routesCredentials: true)

    static let all: [SettingSpec] = [
        apiKey.spec, firebaseAPIKey.spec, email.spec, password.spec, idToken.spec, emulatorHost.spec,
    ]
}
