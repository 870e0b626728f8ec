import Shared

/// upsctl's own settings, read with their types (`try settings.value(UPSSettings.clientID)`).
enum UPSSettings {
    static let clientID = SettingKey<String>.string(
        "UPS_CLIENT_ID", help: "The app's client id (required for real requests).", required: true)
    static let clientSecret = SettingKey<String>.string(
        "UPS_CLIENT_SECRET", help: "The app's client secret (required for real requests).", secret: true, required: true)
    static let merchantID = SettingKey<String>.string("UPS_MERCHANT_ID", help: "Optional; sent as x-merchant-id on token requests.")
    static let oauthBaseURL = SettingKey<String>.string("UPS_OAUTH_BASE_URL", help: "Overrides the token host.", type: .url, routesCredentials: true)
    static let transactionSource = SettingKey<String>.string(
        "UPS_TRANSACTION_SRC", help: "The transactionSrc header.", default: "upsctl")

    static let all: [SettingSpec] = [clientID.spec, clientSecret.spec, merchantID.spec, oauthBaseURL.spec, transactionSource.spec]
}
