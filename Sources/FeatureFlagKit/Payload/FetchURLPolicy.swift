import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Which URLs a source may fetch: HTTPS to any host, and plain HTTP only to a host that never
/// leaves the machine.
///
/// A loopback host is judged as written in the URL, never after percent-decoding, and only in forms
/// that every parser between here and the socket (Foundation's `URL`, libcurl or CFNetwork,
/// the resolver) reads the same way. Anything else is refused, even where one of them would
/// have connected to loopback: a percent sign (`127.0.0.1%00.evil.example` ends at the NUL in
/// a C parser; `[::1%25eth0]` names an interface), user info (parsers disagree on which `@`
/// ends it), a trailing dot, and the shorthand IPv4 forms (`127.1`, `0x7f.1`, `0177.0.0.1`,
/// `2130706433`), which some parsers read as octal or hexadecimal and others reject.
enum FetchURLPolicy {
    /// The only characters a loopback host may be written with.
    private static let hostCharacters = Set("abcdefghijklmnopqrstuvwxyz0123456789.:[]")

    /// A Boolean value indicating whether `host`, as written in a URL, is `localhost`, an
    /// address in 127.0.0.0/8 in dotted decimal, or `::1` (brackets optional), parsed strictly
    /// (`inet_pton`), so that nothing that would go through DNS passes.
    private static func isLoopbackHost(_ host: String?) -> Bool {
        guard var host = host?.lowercased(), !host.isEmpty, host.allSatisfy(hostCharacters.contains) else {
            return false
        }
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        if host == "localhost" { return true }
        var ipv4 = in_addr()
        if inet_pton(AF_INET, host, &ipv4) == 1 {
            return withUnsafeBytes(of: &ipv4) { $0.first } == 127
        }
        var ipv6 = in6_addr()
        guard inet_pton(AF_INET6, host, &ipv6) == 1 else { return false }
        return withUnsafeBytes(of: &ipv6) { bytes in bytes.dropLast().allSatisfy { $0 == 0 } && bytes.last == 1 }
    }

    /// A Boolean value indicating whether a request to `url` may be sent: HTTPS anywhere,
    /// plain HTTP only to a loopback host, with no user name or password in the URL.
    static func isPermittedFetchURL(_ url: URL) -> Bool {
        switch url.scheme?.lowercased() {
        case "https":
            return url.host != nil
        case "http":
            guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: true),
                parts.percentEncodedUser == nil, parts.percentEncodedPassword == nil
            else { return false }
            return isLoopbackHost(parts.percentEncodedHost)
        default:
            return false
        }
    }
}

/// The scheme, host and port of a URL: what a redirect must keep for a request's configured
/// headers to go along.
struct Origin: Equatable {
    let scheme: String
    let host: String
    let port: Int?

    /// The origin of `url`, or `nil` if it has no scheme or host. Scheme and host ignore case;
    /// a missing port is the scheme's default.
    init?(_ url: URL) {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return nil }
        self.scheme = scheme
        self.host = host
        port = url.port ?? Self.defaultPorts[scheme]
    }

    private static let defaultPorts = ["http": 80, "https": 443]
}
