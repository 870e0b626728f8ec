import Foundation
import Testing
import ToolkitTestSupport

/// The built scorebase against moto's Cognito (Tests/Support/moto_cognito.py), the real emulator:
/// password sign-in with both app clients, the tenant from the ID token, refresh (the one place moto
/// verifies SECRET_HASH), the new-password challenge, every refusal's exit code, and SRP's message flow
/// up to moto's non-base64 secret block. What moto does not check is covered by ScorebasePeerProcessTests.
///
/// Skipped with a note when moto cannot be imported, except under CI, where `make test` installs it and
/// its absence is a failure (`motoIsThereUnderCI`).
@Suite(.serialized, .enabled("moto is not installed; run `make setup`") { await MotoAvailability.isAvailable })
struct ScorebaseMotoTests {
    static let password = "Corr3ct-Horse!"

    struct Moto {
        let peer: PythonPeer
        let port: Int, pool: String, publicClient: String, secretClient: String, secret: String

        init() async throws {
            peer = try await PythonPeer("moto_cognito.py")
            let info = try JSONSerialization.jsonObject(with: Data(peer.greeting.utf8)) as? [String: Any] ?? [:]
            port = info["port"] as? Int ?? 0
            pool = info["pool"] as? String ?? ""
            publicClient = info["public"] as? String ?? ""
            secretClient = info["secret_client"] as? String ?? ""
            secret = info["secret"] as? String ?? ""
        }
    }

    let base = TestScratch.root.appendingPathComponent("scorebase-moto-\(UUID().uuidString)")

    func variables(_ moto: Moto, secret: Bool) -> [String: String] {
        [
            "AWS_ENDPOINT_URL": "http://127.0.0.1:\(moto.port)", "SCOREBASE_COGNITO_USER_POOL_ID": moto.pool,
            "SCOREBASE_COGNITO_CLIENT_ID": secret ? moto.secretClient : moto.publicClient,
            "SCOREBASE_COGNITO_CLIENT_SECRET": secret ? moto.secret : "",
            "XDG_STATE_HOME": base.appendingPathComponent("state").path, "XDG_CACHE_HOME": base.appendingPathComponent("cache").path,
            "NO_PROXY": "127.0.0.1", "SCOREBASE_USERNAME": "", "SCOREBASE_PASSWORD": "", "PW": Self.password,
        ]
    }

    @Test(arguments: [false, true])
    func loginStatusRefreshAndLogout(secret: Bool) async throws {
        defer { try? FileManager.default.removeItem(at: base) }
        let moto = try await Moto()
        let env = variables(moto, secret: secret)
        let login = try await BuiltBinary.shell("printf '%s\\n' \"$PW\" | scorebase auth login -u alice --password-stdin", environment: env)
        #expect(login.status == 0, "\(login.stderr)")
        #expect(login.stderr.contains("as alice, tenant tn_alpha"))
        let status = try await BuiltBinary.shell("scorebase auth status -o json", environment: env)
        #expect(status.status == 0, "\(status.stderr)")
        #expect(status.stdout.contains(#""tenant":"tn_alpha""#))
        #expect(status.stdout.contains(#""email":"alice@example.test""#))
        #expect(!status.stdout.contains("eyJ"))
        // moto verifies SECRET_HASH on refresh: with the secret client this proves the hash is right.
        let refresh = try await BuiltBinary.shell("scorebase auth refresh", environment: env)
        #expect(refresh.status == 0, "\(refresh.stderr)")
        let token = try await BuiltBinary.shell("scorebase auth token", environment: env)
        #expect(token.stdout.hasPrefix("eyJ"))
        let id = try await BuiltBinary.shell("scorebase auth token --id", environment: env)
        #expect(id.stdout.hasPrefix("eyJ") && id.stdout != token.stdout)
        // moto has no RevokeToken (an HTML 500): a warning, and the session is gone anyway.
        let logout = try await BuiltBinary.shell("scorebase auth logout --retries 0", environment: env)
        #expect(logout.status == 0)
        #expect(logout.stderr.contains("warning: could not revoke"))
        #expect(try await BuiltBinary.shell("scorebase auth status", environment: env).status == 77)
    }

    @Test func refusalsMapToTheirExitCodes() async throws {
        defer { try? FileManager.default.removeItem(at: base) }
        let moto = try await Moto()
        let env = variables(moto, secret: false)
        let wrong = try await BuiltBinary.shell("printf 'wrong\\n' | scorebase auth login -u alice --password-stdin", environment: env)
        #expect(wrong.status == 77)
        #expect(wrong.stderr.contains("Incorrect username or password."))
        let unknown = try await BuiltBinary.shell("printf 'x\\n' | scorebase auth login -u nobody --password-stdin", environment: env)
        #expect(unknown.status == 77)
        #expect(unknown.stderr.contains("no such user in the pool"))
        let client = try await BuiltBinary.shell(
            "printf '%s\\n' \"$PW\" | scorebase auth login -u alice --password-stdin",
            environment: env.merging(["SCOREBASE_COGNITO_CLIENT_ID": "no-such-client"]) { $1 })
        #expect(client.status == 78, "\(client.stderr)")
        let noPassword = try await BuiltBinary.shell("scorebase auth login -u alice", environment: env)
        #expect(noPassword.status == 77)
    }

    @Test func theNewPasswordChallenge() async throws {
        defer { try? FileManager.default.removeItem(at: base) }
        let moto = try await Moto()
        let env = variables(moto, secret: true)
        let login = try await BuiltBinary.shell(
            "printf 'Temp-Passw0rd!\\nBrand-New-Pa55!\\n' | scorebase auth login -u newbie --password-stdin --new-password-stdin",
            environment: env)
        #expect(login.status == 0, "\(login.stderr)")
        let again = try await BuiltBinary.shell("printf 'Brand-New-Pa55!\\n' | scorebase auth login -u newbie --password-stdin", environment: env)
        #expect(again.status == 0, "\(again.stderr)")
    }

    @Test func srpReachesMotosChallengeAndRefusesItsNonBase64SecretBlock() async throws {
        defer { try? FileManager.default.removeItem(at: base) }
        let moto = try await Moto()
        let run = try await BuiltBinary.shell(
            "printf '%s\\n' \"$PW\" | scorebase auth login -u alice --password-stdin --flow srp",
            environment: variables(moto, secret: true))
        // moto verified SECRET_HASH on USER_SRP_AUTH and answered PASSWORD_VERIFIER with a UUID block.
        #expect(run.status == 1)
        #expect(run.stderr.contains("SECRET_BLOCK is not base64"), "\(run.stderr)")
    }
}

@Suite struct ScorebaseMotoPresence {
    @Test func motoIsThereUnderCI() async {
        guard ProcessInfo.processInfo.environment["CI"] != nil else { return }
        #expect(await MotoAvailability.isAvailable, "CI must install moto (make setup); the Cognito tests did not run")
    }
}

enum MotoAvailability {
    /// Asked once, by a probe that blocks no thread.
    private static let probe = Task { await PythonPeer.canRun("import moto.server, boto3") }
    static var isAvailable: Bool { get async { await probe.value } }
}
