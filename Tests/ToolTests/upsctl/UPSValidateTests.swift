import FoundationEssentials
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
@testable import upsctl

/// `upsctl validate` in-process: the token it gets and the request it sends (docs/upsctl.md, "What upsctl
/// sends UPS and reads back").
struct UPSValidateTests {
    typealias U = UPSValidate

    // MARK: - Token

    @Test func theTokenRequestComesFirstAndHasTheContractShape() async throws {
        let transport = U.transport()
        let result = await U.run(U.aliso, transport)
        #expect(result.exitCode == .success)
        #expect(transport.requests.count == 2)
        let token = try #require(transport.requests.first)
        #expect(token.url.absoluteString == "https://onlinetools.ups.com/security/v1/oauth/token")
        #expect(token.headers["Authorization"] == "Basic YWJjOnMzY3IzdA==")
        #expect(token.headers["Content-Type"] == "application/x-www-form-urlencoded")
        #expect(U.bodyText(token) == "grant_type=client_credentials")
        #expect(token.headers["x-merchant-id"] == nil)
        #expect(U.xavRequests(transport).first?.headers["Authorization"] == "Bearer T1")
    }

    @Test func theMerchantIDIsSentWhenSet() async {
        let transport = U.transport()
        let variables = U.variables.merging(["UPS_MERCHANT_ID": "A1B2C3"]) { $1 }
        #expect(await U.run(U.aliso, transport, variables: variables).exitCode == .success)
        #expect(U.tokenRequests(transport).first?.headers["x-merchant-id"] == "A1B2C3")
    }

    @Test(arguments: [JSONValue.string("14399"), .integer(14399)])
    func aLifetimeAsStringOrNumberIsHonouredByTheCache(expiresIn: JSONValue) async {
        let files = InMemoryFileSystem()
        let first = U.transport(token: U.token("T1", expiresIn: expiresIn))
        #expect(await U.run(U.aliso, first, fileSystem: files).exitCode == .success)
        // 14300 s later 99 s remain: more than the 60 s margin, so the cached token still serves.
        let second = U.transport(token: U.token("T2"))
        #expect(await U.run(U.aliso, second, fileSystem: files, now: U.t0 + 14300).exitCode == .success)
        #expect(U.tokenRequests(second).isEmpty)
        #expect(U.xavRequests(second).first?.headers["Authorization"] == "Bearer T1")
    }

    @Test func aTokenAnswerWithOnlyTheNeededFieldsAndUnknownOnesIsFine() async {
        let transport = U.transport(token: .json(.object([
            "access_token": .string("T9"), "expires_in": .string("600"), "surprise": .object([:]),
        ])))
        #expect(await U.run(U.aliso, transport).exitCode == .success)
        #expect(U.xavRequests(transport).first?.headers["Authorization"] == "Bearer T9")
    }

    @Test func aTokenAnswerWithoutATokenFailsBeforeAnyValidation() async {
        let transport = U.transport(token: .json(.object(["expires_in": .string("14399")])))
        let result = await U.run(U.aliso, transport)
        #expect(result.exitCode == .failure)
        #expect(result.stderr.contains("access_token"))
        #expect(U.xavRequests(transport).isEmpty)
    }

    @Test func aTokenWithAMinuteLeftIsReplacedFirst() async {
        let files = InMemoryFileSystem()
        #expect(await U.run(U.aliso, U.transport(), fileSystem: files).exitCode == .success)
        let soon = U.transport(token: U.token("T2"))
        #expect(await U.run(U.aliso, soon, fileSystem: files, now: U.t0 + 100).exitCode == .success)
        #expect(U.tokenRequests(soon).isEmpty)
        let late = U.transport(token: U.token("T2"))
        #expect(await U.run(U.aliso, late, fileSystem: files, now: U.t0 + 14350).exitCode == .success)
        #expect(late.requests.map { $0.url.path() } == [U.tokenPath, "/api/addressvalidation/v2/1"])
        #expect(U.xavRequests(late).first?.headers["Authorization"] == "Bearer T2")
    }

    @Test func rejectedCredentialsAre77AndNoValidationIsSent() async {
        let transport = U.transport(token: .json(U.envelope([("10401", "ClientId is Invalid")]), status: 401))
        let result = await U.run(U.aliso, transport)
        #expect(result.exitCode == .notPermitted)
        #expect(result.stderr.contains("10401 ClientId is Invalid"))
        #expect(U.xavRequests(transport).isEmpty)
    }

    @Test func aCIETokenIsNotUsedInProduction() async {
        let files = InMemoryFileSystem()
        #expect(await U.run("--env cie " + U.aliso, U.transport(), fileSystem: files).exitCode == .success)
        let production = U.transport(token: U.token("P1"))
        #expect(await U.run("--env prod " + U.aliso, production, fileSystem: files).exitCode == .success)
        #expect(U.tokenRequests(production).first?.url.host() == "onlinetools.ups.com")
        #expect(U.xavRequests(production).first?.headers["Authorization"] == "Bearer P1")
    }

    // MARK: - The request

    @Test func theBasicRequestIsExactlyWhatTheContractSays() async throws {
        let transport = U.transport()
        #expect(await U.run(U.aliso, transport).exitCode == .success)
        let request = try #require(U.xavRequests(transport).first)
        #expect(request.method == .post)
        #expect(request.url.absoluteString == "https://onlinetools.ups.com/api/addressvalidation/v2/1")
        #expect(request.headers["Content-Type"] == "application/json")
        #expect(U.isHex32(request.headers["transId"]))
        #expect(request.headers["transactionSrc"] == "upsctl")
        #expect(request.isSafeToRetry)
        #expect(U.bodyText(request) == #"{"XAVRequest":{"Request":{"RequestOption":"1"},"AddressKeyFormat":{"#
            + #""AddressLine":["26601 ALISO CREEK ROAD","STE D"],"PoliticalDivision2":"ALISO VIEJO","#
            + #""PoliticalDivision1":"CA","PostcodePrimaryLow":"92656","CountryCode":"US"}}}"#)
    }

    @Test func everyFieldGoesUnderItsUPSNameInUPSOrderAsAString() async throws {
        let transport = U.transport()
        let line = "validate --name 'ACME' --attention 'BLDG 2' --street '1 MAIN ST' "
            + "--region 'BOSTON MA 02116' --city ' Boston ' --state ma --postal-code 02116 "
            + "--postal-code-ext 0042 --urbanization 'URB X' "
            + "--country us --street ''"
        let variables = U.variables.merging(["UPS_TRANSACTION_SRC": "shop"]) { $1 }
        #expect(await U.run(line, transport, variables: variables).exitCode == .success)
        let request = try #require(U.xavRequests(transport).first)
        #expect(U.bodyText(request) == #"{"XAVRequest":{"Request":{"RequestOption":"1"},"AddressKeyFormat":{"#
            + #""ConsigneeName":"ACME","AttentionName":"BLDG 2","AddressLine":["1 MAIN ST"],"#
            + #""Region":"BOSTON MA 02116","PoliticalDivision2":"Boston","PoliticalDivision1":"ma","#
            + #""PostcodePrimaryLow":"02116","PostcodeExtendedLow":"0042","Urbanization":"URB X","#
            + #""CountryCode":"US"}}}"#)
        #expect(request.headers["transactionSrc"] == "shop")
    }

    @Test(arguments: [("validate", "1"), ("classify", "2"), ("both", "3")])
    func theModeIsThePathAndTheRequestOption(mode: String, option: String) async throws {
        let transport = U.transport()
        #expect(await U.run(U.aliso + " --mode \(mode)", transport).exitCode == .success)
        let request = try #require(U.xavRequests(transport).first)
        #expect(request.url.path() == "/api/addressvalidation/v2/\(option)")
        #expect(U.bodyText(request).hasPrefix(#"{"XAVRequest":{"Request":{"RequestOption":"\#(option)"}"#))
    }

    @Test(arguments: [
        ("", nil), (" --max-candidates 5", "maximumcandidatelistsize=5"),
        (" --regional", "regionalrequestindicator=True"),
        (" --regional --max-candidates 50", "regionalrequestindicator=True&maximumcandidatelistsize=50"),
    ] as [(String, String?)])
    func queryParametersOnlyWhenAsked(options: String, query: String?) async throws {
        let transport = U.transport()
        #expect(await U.run(U.aliso + options, transport).exitCode == .success)
        let request = try #require(U.xavRequests(transport).first)
        #expect(request.url.query() == query)
        #expect(!U.bodyText(request).contains("Regional"))
        #expect(!U.bodyText(request).contains("MaximumCandidate"))
    }

    @Test func productionUsesTheProductionHostForBoth() async {
        let transport = U.transport()
        #expect(await U.run("--env prod " + U.aliso + " --mode both", transport).exitCode == .success)
        #expect(transport.requests.map(\.url.absoluteString) == [
            "https://onlinetools.ups.com/security/v1/oauth/token",
            "https://onlinetools.ups.com/api/addressvalidation/v2/3",
        ])
    }

    @Test func everyRequestHasItsOwnTransID() async {
        let files = InMemoryFileSystem()
        let transport = U.transport()
        #expect(await U.run(U.aliso, transport, fileSystem: files).exitCode == .success)
        #expect(await U.run(U.aliso, transport, fileSystem: files).exitCode == .success)
        let ids = U.xavRequests(transport).map { $0.headers["transId"] }
        #expect(ids.count == 2)
        #expect(ids.allSatisfy(U.isHex32))
        #expect(ids[0] != ids[1])
    }

    @Test func aLeadingZeroStays() async throws {
        let transport = U.transport()
        let result = await U.run("validate --city BOSTON --state MA --postal-code 02116", transport)
        #expect(result.exitCode == .success)
        #expect(U.bodyText(U.xavRequests(transport).first).contains(#""PostcodePrimaryLow":"02116""#))
    }

    // MARK: - Checked before any request

    @Test(arguments: [
        (" --street C --street D", "--street is given 4 times; UPS takes at most 3 street lines"),
        (" --country USA", "--country must be a two-letter country code"),
        (" --country ''", "--country is missing"),
        (" --country 1A", "--country must be a two-letter"),
        (" --city " + String(repeating: "X", count: 31),
         "--city is 31 characters long; UPS allows at most 30"),
        (" --postal-code 12345678901", "--postal-code is 11 characters long"),
        (" --name " + String(repeating: "N", count: 41), "--name is 41 characters long"),
        (" --street " + String(repeating: "S", count: 101), "--street line 3 is 101 characters long"),
        (" --max-candidates 51", "--max-candidates"),
        (" --max-candidates 0", "--max-candidates"),
        (" --regional --mode classify", "--regional cannot be used with --mode classify"),
        (" --regional --mode both", "--regional cannot be used with --mode both"),
        (" --mode check", "--mode"),
    ])
    func badInputIs64NamingTheFieldWithNoRequest(options: String, message: String) async {
        let transport = U.transport()
        let result = await U.run(U.aliso + options, transport)
        #expect(result.exitCode == .usage)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(transport.requests.isEmpty)
    }

    @Test func noAddressAtAllIs64() async {
        let transport = U.transport()
        let result = await U.run("validate --name ACME --country US", transport)
        #expect(result.exitCode == .usage)
        #expect(result.stderr.contains("no address given"))
        #expect(transport.requests.isEmpty)
    }

    @Test func addressInputChecksAreReusableWithOtherFieldNames() {
        var address = AddressInput(
            street: ["1 MAIN ST"], city: String(repeating: "C", count: 31), country: nil)
        let problems = address.validate()
        #expect(problems.map(\.field) == [.city, .country])
        #expect(problems[0].message(naming: "city column")
            == "city column is 31 characters long; UPS allows at most 30")
        address = AddressInput(street: ["  ", ""], city: "  ", country: " pr ")
        #expect(address.validate().map(\.field) == [nil])
        #expect(address.value(.country) == "PR")
        #expect(address.streetLines.isEmpty)
    }
}
