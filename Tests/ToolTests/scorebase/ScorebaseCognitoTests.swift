import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
@testable import scorebase
import ToolkitTestSupport

/// The Cognito pieces of scorebase without any request: an SRP known-answer vector (made with
/// pycognito's SRP code, which works against real Cognito, and checked from the server side), the timestamp format, SECRET_HASH, the pool settings and Cognito's
/// error types.
@Suite struct ScorebaseCognitoTests {
    /// The appendix's vector (pycognito's client, checked from the server side).
    static let vector = CognitoSRP.Challenge(
        poolName: "AbCdEf123", userID: "alice", password: "Alice-Passw0rd!",
        serverPublicHex: """
            bc85df0306a8cb82fd425b763ffa7964d0ed3e1a8a15a41a0620f9c03d6812fa3c3a0d8064c530c730c370c0d8874cd2\
            f08ba31f62a096c8760927872015a4ead11b38ddc1f07e155411e446d6c39b16505c065a02c8b2ceb277fbcaa2677be8\
            52e848793f5e4638642b4d95bd4c61abced8cba07574156b7a9be9bee6ee617db740fdecde6d0ac1e124944068197c29\
            3399d0f8329b85678bdc068f64cf5514a4fcb7ba1473ade1854c879a259b6f6e5b36460e0e981a4f848cf224e2f99b90\
            215b05bed7c22e532115199da481e08f3d8630da7faa2de814d617b5a0ea3f5157307a220ffb5625110fe0b2d64e6c5e\
            93b26426bcfdecc0f19546a6ed808d6de8484f45c6c039db3e96a5296f02661857a6c82b1ca09e031fb608cdcbb96da6\
            d453ea1c69729f849141a6e21aebe014fd75f2f0d20cec105ce7607432a63f804ab2c93dc663512d03c8606a7098f989\
            7462831545493cd269d1a639a7211be0058af23963393904084f1ea6ccead91784881822af634b689bc7f42da9b66979
            """,
        saltHex: "eea8955f06a5ba746f17a370331c6daa",
        secretBlock: "AFG33UolaDVui00uNJHkFEU1byhBVwIdCUK4wDBUZ+AAUbfdSiVoNW6LTS40keQURTVvKEFXAh0JQrjAMFRn4A==",
        timestamp: "Mon Jan 5 09:04:03 UTC 2026")
    static let a = BigUInt(hex: "3c5b7386aff07421520d5208eccfcd884dac22585169229068e7295fc907e432")!

    @Test func srpKnownAnswerVector() throws {
        let srp = CognitoSRP(a: Self.a)
        #expect(srp.publicValueHex.hasPrefix("fd7e7874f14cb6b6031f9ac4f17f1b1ab7964efc8df4aae24e897610612599865a2c19d0"))
        #expect(srp.publicValueHex.hasSuffix("df08987a869a5826d4ea05b2aef99b6182ad76b00e964fa814dd04e5f22c1cc9023a4b897942a64d06632f0817473aa8"))
        #expect(srp.publicValueHex.count == 768)
        #expect(CognitoSRP.k.hex == "538282c4354742d7cbbde2359fcf67f9f5b3a6b08791e5011b43b8a5b66d9ee6")
        #expect(Hex.encode(try srp.key(for: Self.vector)) == "1b1ee7b82bcd90070641697f545e2817")
        #expect(try srp.signature(for: Self.vector) == "YqorxRf8ka4drR8wlixStY4bUTV5tTnqtO6LJ045NpI=")
    }

    @Test func aWrongPasswordGivesAnotherSignature() throws {
        var challenge = Self.vector
        challenge.password = "Alice-Passw0rd?"
        #expect(try CognitoSRP(a: Self.a).signature(for: challenge) != "YqorxRf8ka4drR8wlixStY4bUTV5tTnqtO6LJ045NpI=")
    }

    @Test func aChallengeThatCannotBeAnsweredIsRefused() {
        let srp = CognitoSRP(a: Self.a)
        var zeroB = Self.vector
        zeroB.serverPublicHex = CognitoSRP.N.hex  // B ≡ 0 mod N would let anyone in
        #expect(throws: CognitoSRP.Failure.self) { try srp.signature(for: zeroB) }
        var uuidBlock = Self.vector
        uuidBlock.secretBlock = "0e0367d2-47ac-499a-9e0b-6ebee3746ff0"  // what moto sends
        #expect(throws: CognitoSRP.Failure.invalidChallenge("SECRET_BLOCK is not base64")) { try srp.signature(for: uuidBlock) }
    }

    @Test func paddingFollowsTheHexConventionOfCognitosClients() {
        #expect(CognitoSRP.padded(BigUInt(0x7f)) == [0x7f])
        #expect(CognitoSRP.padded(BigUInt(0x80)) == [0x00, 0x80])
        #expect(CognitoSRP.padded(BigUInt()) == [0])
        #expect(CognitoSRP.paddedHex("abc") == [0x0a, 0xbc])
        #expect(CognitoSRP.paddedHex("00ee") == [0x00, 0xee])  // leading zeros of the salt are kept
        #expect(CognitoSRP.paddedHex("ee") == [0x00, 0xee])
        #expect(CognitoSRP.paddedHex("zz") == nil)
    }

    @Test(arguments: [
        (1_767_603_843.0, "Mon Jan 5 09:04:03 UTC 2026"),
        (1_709_251_199.0, "Thu Feb 29 23:59:59 UTC 2024"),
        (946_598_400.0, "Fri Dec 31 00:00:00 UTC 1999"),
        (0.0, "Thu Jan 1 00:00:00 UTC 1970"),
    ])
    func timestampIsCognitosFormatWithAnUnpaddedDay(seconds: Double, expected: String) {
        #expect(CognitoTimestamp.format(Date(timeIntervalSince1970: seconds)) == expected)
    }

    @Test(arguments: [
        ("secret", "alice", "client123", "oKHO337pkuh1r3zUNCZ1oCL3YgM0Yi2nkcAZsKQTIH8="),
        ("1a2b3c4d5e6f7g8h9i0jklmnopqrstuvwxyz0123456789abcdef", "alice", "3n4b5urk1ft4fl3mg5e62d9ado",
         "gNiMjqEiNfCJvQ1tTT5sZTdUc8heLtlAA/sRQv71Otc="),
        ("s3cr3t", "zoë@example.test", "abc", "JIIuT13KI+a53npOh1mddPrF9cjs0FRGsmXxktzMzfk="),
    ])
    func secretHashVectors(secret: String, username: String, client: String, expected: String) {
        let pool = CognitoPool(
            poolID: "eu-west-1_X", clientID: client, clientSecret: secret, region: "eu-west-1",
            endpoint: HTTPURL(string: "https://cognito-idp.eu-west-1.amazonaws.com/")!)
        #expect(pool.secretHash(for: username) == expected)
    }

    static func resolve(_ variables: [String: String]) throws -> CognitoPool {
        let tool = AllTools.definition("scorebase")
        let harness = ToolHarness(tool: tool, variables: variables)
        let settings = Settings(tool: tool, environment: harness.environment(arguments: []).0, flags: [:])
        return try CognitoPool.resolve(settings, tool: "scorebase", isMock: false)
    }

    @Test func theRegionComesFromThePoolIdUnlessOverridden() throws {
        let base = ["SCOREBASE_COGNITO_USER_POOL_ID": "eu-west-1_AbCdEf123", "SCOREBASE_COGNITO_CLIENT_ID": "c1"]
        #expect(try Self.resolve(base).endpoint.absoluteString == "https://cognito-idp.eu-west-1.amazonaws.com/")
        #expect(try Self.resolve(base.merging(["SCOREBASE_COGNITO_REGION": "us-east-2"]) { $1 }).endpoint.absoluteString
            == "https://cognito-idp.us-east-2.amazonaws.com/")
        #expect(try Self.resolve(base.merging(["AWS_ENDPOINT_URL": "http://127.0.0.1:5000"]) { $1 }).endpoint.absoluteString
            == "http://127.0.0.1:5000")
        let both = base.merging([
            "AWS_ENDPOINT_URL": "http://127.0.0.1:5000", "AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER": "http://localhost:9229",
        ]) { $1 }
        #expect(try Self.resolve(both).endpoint.absoluteString == "http://localhost:9229")
        #expect(try Self.resolve(base).poolName == "AbCdEf123")
    }

    @Test func badPoolIdsMissingClientsAndPlainHttpAreConfigurationErrors() {
        let base = ["SCOREBASE_COGNITO_USER_POOL_ID": "eu-west-1_AbCdEf123", "SCOREBASE_COGNITO_CLIENT_ID": "c1"]
        for bad in ["AbCdEf123", "eu-west-1_", "_abc", "eu-west-1_Ab/cd"] {
            #expect(throws: ConfigError.self) { try Self.resolve(base.merging(["SCOREBASE_COGNITO_USER_POOL_ID": bad]) { $1 }) }
        }
        #expect(throws: ConfigError.missing("SCOREBASE_COGNITO_CLIENT_ID", tool: "scorebase")) {
            try Self.resolve(["SCOREBASE_COGNITO_USER_POOL_ID": "eu-west-1_AbCdEf123"])
        }
        #expect(throws: ConfigError.self) { try Self.resolve(base.merging(["AWS_ENDPOINT_URL": "http://cognito.example.com"]) { $1 }) }
    }

    @Test func errorTypesAreNormalisedAndMappedToExitCodes() {
        #expect(CognitoError.normalise("com.amazonaws.cognito#NotAuthorizedException") == "NotAuthorizedException")
        #expect(CognitoError.normalise("NotAuthorizedException:http://internal.amazon.com/") == "NotAuthorizedException")
        func error(_ type: String) -> CognitoError { CognitoError(type: type, serviceMessage: "m", status: 400) }
        #expect(error("TooManyRequestsException").exitCode == .temporaryFailure)
        #expect(error("ResourceNotFoundException").exitCode == .configuration)
        for type in ["NotAuthorizedException", "UserNotFoundException", "PasswordResetRequiredException",
                     "UserNotConfirmedException", "InvalidParameterException"] {
            #expect(error(type).exitCode == .notPermitted)
        }
        let html = HTTPResponse(status: 500, headers: ["Content-Type": "text/html"], body: Array("<html/>".utf8))
        #expect(CognitoError.from(html) == nil)
        let header = HTTPResponse(status: 400, headers: ["X-Amzn-ErrorType": "UserNotFoundException:x"], body: [])
        #expect(CognitoError.from(header)?.type == "UserNotFoundException")
    }

    @Test func mockRoutesNameCognitoFixturesByActionAndFlow() throws {
        func request(_ action: String, _ body: String) -> HTTPRequest {
            HTTPRequest(
                method: .post, url: HTTPURL(string: "https://cognito-idp.eu-west-1.amazonaws.com/")!,
                headers: ["X-Amz-Target": "AWSCognitoIdentityProviderService.\(action)"], body: Array(body.utf8))
        }
        let routes = ScorebaseMockRoutes.all
        func name(_ request: HTTPRequest) -> String { FixtureTransport.Route.fixtureName(for: request, routes: routes) }
        #expect(name(request("InitiateAuth", #"{"AuthFlow":"USER_SRP_AUTH","AuthParameters":{"USERNAME":"x"}}"#))
            == "cognito_initiate_auth_user_srp_auth")
        #expect(name(request("InitiateAuth", #"{"AuthFlow":"USER_PASSWORD_AUTH","AuthParameters":{"USERNAME":"mock-reset"}}"#))
            == "cognito_initiate_auth_user_mock_reset")
        #expect(name(request("RespondToAuthChallenge", #"{"ChallengeName":"NEW_PASSWORD_REQUIRED"}"#))
            == "cognito_respond_new_password_required")
        #expect(name(request("RevokeToken", "{}")) == "cognito_revoke_token")
        // Every name the routes can produce for the scripted users has a built-in fixture.
        for user in ScorebaseMockRoutes.scenarioUsers {
            #expect(BuiltinFixtures.all["cognito_initiate_auth_user_" + FixtureName.sanitize(user)] != nil, "\(user)")
        }
    }
}
