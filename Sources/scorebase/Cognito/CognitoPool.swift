import FoundationEssentials
import Shared

/// Which Cognito user pool and app client scorebase signs in to, and where Cognito's endpoint is:
/// `https://cognito-idp.REGION.amazonaws.com/`, the region being the pool id's prefix
/// (`eu-west-1_AbCdEf123`) unless `SCOREBASE_COGNITO_REGION` says otherwise; or the endpoint the AWS SDKs
/// would use, `AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER`, then `AWS_ENDPOINT_URL` (a local emulator).
///
/// Everything is checked before any request: a missing client id, a pool id that is not `REGION_ID`, an
/// endpoint that is not http(s), or plain http to a host other than this machine is exit 78.
struct CognitoPool: Sendable, Equatable {
    var poolID: String
    var clientID: String
    var clientSecret: String?
    var region: String
    var endpoint: HTTPURL

    /// The part of the pool id after `_`: SRP hashes it with the user id.
    var poolName: String { String(poolID[poolID.index(after: poolID.firstIndex(of: "_")!)...]) }

    /// The endpoint as messages name it: `cognito-idp.eu-west-1.amazonaws.com`, or `127.0.0.1:5000`.
    var host: String {
        let host = endpoint.host() ?? "Cognito"
        return endpoint.port.map { "\(host):\($0)" } ?? host
    }

    static let mockPoolID = "eu-west-1_MockPool1"
    static let mockClientID = "mockclient0000000000000000"

    static func resolve(_ settings: Settings, tool: String, isMock: Bool) throws -> CognitoPool {
        let pool = try settings.value(ScorebaseSettings.userPoolID) ?? (isMock ? mockPoolID : nil)
        guard let pool else {
            throw ConfigError.missing(ScorebaseSettings.userPoolID.spec.name, tool: tool)
        }
        guard let underscore = pool.firstIndex(of: "_"), underscore != pool.startIndex,
              pool[pool.index(after: underscore)...].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
              pool.index(after: underscore) != pool.endIndex,
              pool[..<underscore].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
        else {
            throw ConfigError(
                "SCOREBASE_COGNITO_USER_POOL_ID is not a user pool id: '\(pool)'",
                hints: ["A pool id is the region, '_' and letters or digits, e.g. eu-west-1_AbCdEf123."])
        }
        let client = try settings.value(ScorebaseSettings.clientID) ?? (isMock ? mockClientID : nil)
        guard let client else {
            throw ConfigError.missing(ScorebaseSettings.clientID.spec.name, tool: tool)
        }
        let region = try settings.value(ScorebaseSettings.region) ?? String(pool[..<underscore])
        let endpoint = try endpointURL(settings, region: region)
        return CognitoPool(
            poolID: pool, clientID: client, clientSecret: try settings.value(ScorebaseSettings.clientSecret),
            region: region, endpoint: endpoint)
    }

    private static func endpointURL(_ settings: Settings, region: String) throws -> HTTPURL {
        for key in [ScorebaseSettings.cognitoEndpoint, ScorebaseSettings.awsEndpoint] {
            guard let text = try settings.value(key) else { continue }
            let name = key.spec.name
            let url = try HTTPStack.parseBaseURL(text, setting: name)
            if url.scheme?.lowercased() == "http", !CredentialGuard.isLoopback(url.host() ?? "") {
                throw ConfigError(
                    "\(name) is plain http to \(url.host() ?? text): passwords and tokens would cross the network unencrypted",
                    hints: ["Use https://, or http:// only to this machine (localhost, 127.0.0.1, ::1)."])
            }
            return url
        }
        guard region.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }), !region.isEmpty else {
            throw ConfigError("SCOREBASE_COGNITO_REGION is not an AWS region: '\(region)'")
        }
        return HTTPURL(string: "https://cognito-idp.\(region).amazonaws.com/")!
    }

    /// `SECRET_HASH` for `username`: Base64(HMAC-SHA256(key: client secret, message: username + client id)).
    func secretHash(for username: String) -> String? {
        clientSecret.map {
            Base64.encode(HMACSHA256.authenticate(message: Array((username + clientID).utf8), key: Array($0.utf8)))
        }
    }
}
