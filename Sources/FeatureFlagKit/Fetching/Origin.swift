import Foundation

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
