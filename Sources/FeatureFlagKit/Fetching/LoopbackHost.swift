import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Hosts that never leave the machine: the only ones allowed over plain HTTP.
enum LoopbackHost {
    /// A Boolean value indicating whether `host` is `localhost`, an address in 127.0.0.0/8, or
    /// `::1`, parsed strictly (`inet_pton`), so that nothing that would go through DNS passes.
    static func contains(_ host: String?) -> Bool {
        guard var host = host?.lowercased() else { return false }
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
    /// plain HTTP only to a loopback host.
    static func isAllowed(_ url: URL) -> Bool {
        switch url.scheme?.lowercased() {
        case "https": url.host != nil
        case "http": contains(url.host)
        default: false
        }
    }
}
