import FeatureFlagKit
import Foundation
import Testing

/// Which redirects ``HTTPPayloadSource`` follows, and with which of its configured headers,
/// against a real nginx listening on two loopback ports.
@Suite(.needsServers) struct RedirectTests {
    static let payload = Data(#"{"version": 1, "flags": {"rollout": true}}"#.utf8)
    static let headers = ["Authorization": "Bearer secret-token", "X-Test-Header": "hello"]

    /// Fetches `path` with the configured headers and returns the access log of the whole exchange.
    private func fetchThroughRedirect(_ path: String, on server: NginxServer) async throws -> [AccessLogEntry] {
        let source = try HTTPPayloadSource(url: server.url(path), headers: Self.headers)
        guard case .payload(let body, _) = try await source.fetch(ifNoneMatch: nil) else {
            throw HarnessError("\(path) answered \"unchanged\" to an unconditional request")
        }
        #expect(body == Self.payload)
        return try await server.accessLog(count: 2)
    }

    @Test(arguments: ["redirect-other-port", "redirect-other-host"])
    func configuredHeadersAreNotSentToAnotherOrigin(path: String) async throws {
        let server = try NginxServer.start(files: ["flags.json": Self.payload])
        defer { server.stop() }
        let log = try await fetchThroughRedirect(path, on: server)
        #expect(log.map(\.uri) == ["/\(path)", "/flags.json"], "\(log)")
        #expect(log[0].authorization == "Bearer secret-token", "the first request had the token")
        #expect(log[1].authorization == nil, "the token followed the redirect to another origin: \(log[1])")
        #expect(log[1].testHeader == nil, "a configured header followed the redirect to another origin: \(log[1])")
    }

    @Test func configuredHeadersFollowASameOriginRedirect() async throws {
        let server = try NginxServer.start(files: ["flags.json": Self.payload])
        defer { server.stop() }
        let log = try await fetchThroughRedirect("redirect-same-origin", on: server)
        #expect(log.map(\.uri) == ["/redirect-same-origin", "/flags.json"], "\(log)")
        #expect(log.map(\.port) == [server.port, server.port])
        #expect(log[1].authorization == "Bearer secret-token")
        #expect(log[1].testHeader == "hello")
    }
}
