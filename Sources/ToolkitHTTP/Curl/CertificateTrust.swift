import CCurl
import Glibc

/// Where a transfer's CA certificates come from: the bundle and directory given to libcurl.
///
/// With the variables curl reads (`TransportOptions.readCertificateLocations`), they are used as curl
/// uses them. With none set, the system's hashed CA directory alone (`/etc/ssl/certs` on Debian and
/// Ubuntu, where `update-ca-certificates` writes the bundle's certificates there too), when libcurl was
/// built with one and it has OpenSSL's hash links. OpenSSL then reads only the certificate a server's
/// chain needs, instead of parsing the whole bundle: Debian's 140 certificates cost 30–45 ms of CPU,
/// three times everything else an HTTPS command does (Benchmarks/README.md). A server the directory
/// cannot vouch for is tried once more with the bundle (`CurlTransport`), and the bundle is used from
/// then on, so nothing the bundle trusts is refused.
struct CertificateTrust: Sendable, Equatable {
    /// A PEM bundle, or nil for none.
    var bundle: String?
    /// A hashed directory (`openssl rehash`), or nil for none.
    var directory: String?
    /// The system's directory stands alone; where it cannot vouch, `choose(…, bundleNeeded: true)` gives
    /// the bundle.
    var isDirectoryOnly = false

    /// libcurl's built-in locations, and whether the directory has hash links for OpenSSL to look up.
    struct SystemLocations: Sendable, Equatable {
        var bundle: String?
        var directory: String?
        var directoryIsHashed = false

        /// What the loaded libcurl was built with; the directory is listed once (per engine).
        static func ofLibcurl() -> SystemLocations {
            var cainfo: UnsafePointer<CChar>?, capath: UnsafePointer<CChar>?
            ccurl_default_ca_locations(&cainfo, &capath)
            let bundle = cainfo.map { String(cString: $0) }, directory = capath.map { String(cString: $0) }
            return SystemLocations(
                bundle: bundle, directory: directory, directoryIsHashed: directory.map(hasHashLinks) ?? false)
        }

        /// Whether `path` holds a name like `5ad8a5d6.0`: OpenSSL finds a certificate by its subject's hash.
        static func hasHashLinks(_ path: String) -> Bool {
            guard let stream = opendir(path) else { return false }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
                if isHashName(name) { return true }
            }
            return false
        }

        static func isHashName(_ name: [UInt8]) -> Bool {
            guard name.count >= 10, name[8] == UInt8(ascii: ".") else { return false }
            let isHex = { (byte: UInt8) in (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte) }
            return name[..<8].allSatisfy(isHex) && name[9...].allSatisfy { (0x30...0x39).contains($0) }
        }
    }

    /// The trust for `options` on a system with `system`'s locations; `bundleNeeded` once the directory
    /// alone failed to vouch for a server in this process.
    static func choose(for options: TransportOptions, system: SystemLocations, bundleNeeded: Bool) -> CertificateTrust {
        if let file = options.certificateFile {
            // A bundle that is named, with a directory only when one is named too: libcurl parses a bundle
            // once per process and shares it only when no directory is set beside it.
            return CertificateTrust(bundle: file, directory: options.certificateDirectory)
        }
        if let directory = options.certificateDirectory {
            return CertificateTrust(bundle: system.bundle, directory: directory)  // as curl: added to the bundle
        }
        if let directory = system.directory, system.directoryIsHashed, !bundleNeeded {
            return CertificateTrust(bundle: nil, directory: directory, isDirectoryOnly: true)
        }
        return CertificateTrust(bundle: system.bundle, directory: system.bundle == nil ? system.directory : nil)
    }
}
