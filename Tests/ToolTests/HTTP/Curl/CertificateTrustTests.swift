import Foundation
import Testing
import ToolkitTestSupport
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// Which CA locations a transfer uses (pure), and, over real TLS with a stand-in for libcurl's built-in
/// locations, that the system's directory stands alone and the bundle takes over when it cannot vouch.
@Suite(.serialized)
struct CertificateTrustTests {
    typealias System = CertificateTrust.SystemLocations
    static let debian = System(bundle: "/etc/ssl/certs/ca-certificates.crt", directory: "/etc/ssl/certs", directoryIsHashed: true)

    static func choose(file: String? = nil, directory: String? = nil, system: System = debian, bundleNeeded: Bool = false) -> CertificateTrust {
        CertificateTrust.choose(
            for: TransportOptions(timeout: 1, certificateFile: file, certificateDirectory: directory),
            system: system, bundleNeeded: bundleNeeded)
    }

    @Test func namedLocationsAreUsedAsCurlUsesThem() {
        #expect(Self.choose(file: "/a.pem") == CertificateTrust(bundle: "/a.pem", directory: nil))
        #expect(Self.choose(file: "/a.pem", directory: "/d") == CertificateTrust(bundle: "/a.pem", directory: "/d"))
        // A named directory is added to the system's bundle, as curl does.
        #expect(Self.choose(directory: "/d") == CertificateTrust(bundle: Self.debian.bundle, directory: "/d"))
    }

    @Test func withNothingNamedTheSystemsHashedDirectoryStandsAloneWithTheBundleBehindIt() {
        #expect(Self.choose() == CertificateTrust(bundle: nil, directory: "/etc/ssl/certs", isDirectoryOnly: true))
        // Once the directory failed to vouch: the bundle alone, what the retry and later requests use.
        #expect(Self.choose(bundleNeeded: true) == CertificateTrust(bundle: Self.debian.bundle, directory: nil))
    }

    @Test func aDirectoryWithoutHashLinksIsNotUsedAlone() {
        var system = Self.debian
        system.directoryIsHashed = false
        #expect(Self.choose(system: system) == CertificateTrust(bundle: Self.debian.bundle, directory: nil))
        // Only a directory (a libcurl built without a bundle): used as it is.
        #expect(Self.choose(system: System(bundle: nil, directory: "/d")) == CertificateTrust(bundle: nil, directory: "/d"))
    }

    @Test func hashNamesAreWhatOpenSSLLooksUp() async throws {
        for name in ["5ad8a5d6.0", "00000000.12", "ffffffff.1"] { #expect(System.isHashName(Array(name.utf8)), "\(name)") }
        for name in ["5AD8A5D6.0", "5ad8a5d6", "5ad8a5d6.", "5ad8a5d6.x", "5ad8a5d6.0.pem", "ca.pem", "5ad8a5d.0"] {
            #expect(!System.isHashName(Array(name.utf8)), "\(name)")
        }
        let directory = try await Self.directory(holding: [])
        #expect(!System.hasHashLinks(directory))
        #expect(!System.hasHashLinks(directory + "/missing"))
        try Data().write(to: URL(fileURLWithPath: directory + "/5ad8a5d6.0"))
        #expect(System.hasHashLinks(directory))
    }

    /// The bundle does not exist (libcurl fails a transfer whose bundle cannot be read): only the
    /// directory, alone, can have vouched for the server.
    @Test func theSystemsDirectoryAloneVouchesWithoutTheBundle() async throws {
        let certificate = try await LoopbackServer.makeCertificate()
        let server = try await LoopbackServer(tls: certificate)
        let shared = CurlTransport.Shared(systemCertificates: System(
            bundle: "/nonexistent/ca-bundle.pem", directory: try await Self.directory(holding: [certificate.cert]),
            directoryIsHashed: true))
        defer { shared.stop() }
        let transport = CurlTransport(options: TransportOptions(timeout: 5), engine: shared)
        #expect(try await transport.send(HTTPRequest(method: .get, url: server.url("/ok"))).status == 200)
        #expect(try await transport.send(HTTPRequest(method: .get, url: server.url("/ok"))).status == 200)
        #expect(try !shared.get().bundleNeeded.load(ordering: .relaxed))
    }

    /// The directory holds another certificate of the same name: the bundle vouches, after one failed
    /// handshake, and is used from then on.
    @Test func theBundleVouchesWhereTheDirectoryCannot() async throws {
        let certificate = try await LoopbackServer.makeCertificate()
        let other = try await LoopbackServer.makeCertificate()
        let server = try await LoopbackServer(tls: certificate)
        let shared = CurlTransport.Shared(systemCertificates: System(
            bundle: certificate.cert, directory: try await Self.directory(holding: [other.cert]), directoryIsHashed: true))
        defer { shared.stop() }
        let transport = CurlTransport(options: TransportOptions(timeout: 5), engine: shared)
        #expect(try await transport.send(HTTPRequest(method: .get, url: server.url("/ok"))).status == 200)
        #expect(try shared.get().bundleNeeded.load(ordering: .relaxed))
        var request = HTTPRequest(method: .post, url: server.url("/echo"))
        request.body = Array("once".utf8)
        let echo = try #require(try await transport.send(request).json)
        #expect(echo["body"] == .string("once"))
    }

    @Test func whereNeitherVouchesItIsATLSError() async throws {
        let certificate = try await LoopbackServer.makeCertificate()
        let server = try await LoopbackServer(tls: certificate)
        let other = try await LoopbackServer.makeCertificate()
        let shared = CurlTransport.Shared(systemCertificates: System(
            bundle: try await LoopbackServer.makeCertificate().cert, directory: try await Self.directory(holding: [other.cert]),
            directoryIsHashed: true))
        defer { shared.stop() }
        let transport = CurlTransport(options: TransportOptions(timeout: 5), engine: shared)
        let error = await #expect(throws: TransportError.self) {
            try await transport.send(HTTPRequest(method: .get, url: server.url("/ok")))
        }
        #expect(error?.kind == .tls)
        #expect(error?.message.contains("certificate") == true, "\(error?.message ?? "")")
    }

    /// A new directory with `certificates` copied in and hashed by `openssl rehash`.
    static func directory(holding certificates: [String]) async throws -> String {
        let directory = TestScratch.root.appendingPathComponent("certs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for (index, certificate) in certificates.enumerated() {
            try FileManager.default.copyItem(atPath: certificate, toPath: "\(directory)/cert\(index).pem")
        }
        if !certificates.isEmpty { _ = try await BuiltBinary.shell("openssl rehash \(directory)") }
        return directory
    }
}
