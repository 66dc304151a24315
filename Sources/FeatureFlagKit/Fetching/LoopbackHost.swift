import Foundation

/// Hosts that never leave the machine: the only ones allowed over plain HTTP.
enum LoopbackHost {
    /// A Boolean value indicating whether `host` is `localhost`, in 127.0.0.0/8, or `::1`.
    static func contains(_ host: String?) -> Bool {
        guard var host = host?.lowercased() else { return false }
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        if host == "localhost" || host == "::1" || host == "0:0:0:0:0:0:0:1" { return true }
        let octets = host.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
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
