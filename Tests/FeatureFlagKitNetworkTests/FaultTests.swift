import FeatureFlagKit
import Foundation
import Testing

/// Every fault a server or network can produce: each ends in a classified failure, keeps the
/// last good values in force, and crashes nothing.
@Suite(.needsServers) struct FaultTests {
    enum Fault: String, CaseIterable, CustomTestStringConvertible {
        case notFound, serverError, connectionRefused, slowBody, hangingServer, declaredTooLarge
        case streamedTooLarge, truncatedBody, resetMidBody, invalidJSON, wrongVersion, redirectToPlainHTTP

        var testDescription: String { rawValue }

        /// The kind of failure the refresh must report.
        var expectedKind: PayloadSourceError.Kind {
            switch self {
            case .notFound: .httpStatus(404)
            case .serverError: .httpStatus(500)
            case .connectionRefused: .offline
            case .slowBody, .hangingServer: .timeout
            case .declaredTooLarge, .streamedTooLarge: .tooLarge
            case .truncatedBody, .resetMidBody, .redirectToPlainHTTP: .invalidResponse
            case .invalidJSON, .wrongVersion: .invalidPayload
            }
        }
    }

    static let good = Data(#"{"version": 1, "flags": {"rollout": true, "stable": false}}"#.utf8)

    @Test(arguments: Fault.allCases)
    func aFaultKeepsTheLastGoodValues(_ fault: Fault) async throws {
        let nginx = try NginxServer.start(files: [
            "flags.json": Self.good,
            "big.json": Data(count: 2 << 20),
            "invalid.json": Data("{\"version\": 1, \"flags\": {".utf8),
            "version2.json": Data(#"{"version": 2, "flags": {"rollout": false}}"#.utf8),
        ])
        let faults = try FaultServer.start()
        defer {
            nginx.stop()
            faults.stop()
        }
        let store = FlagStore<FeatureFlag>()
        let good = FlagRefresher(store: store, source: try HTTPPayloadSource(url: nginx.url("flags.json")))
        guard case .updated = await good.refresh() else {
            Issue.record("the good payload was not applied")
            return
        }

        // A short deadline only where the server stalls on purpose; elsewhere the default, so a
        // busy CI machine can't turn another fault into a timeout.
        let timeout: TimeInterval = fault.expectedKind == .timeout ? 2 : 10
        let source = try HTTPPayloadSource(url: try url(for: fault, nginx: nginx, faults: faults), timeout: timeout)
        let refresher = FlagRefresher(store: store, source: source, policy: RefreshPolicy(minimumFetchInterval: 0))
        let status = await refresher.refresh()
        #expect(status.failure?.kind == fault.expectedKind, "\(status)")
        #expect(store.isEnabled(.rollout), "the last good values stay in force")
        #expect(!store.isEnabled(.stable))
        if fault == .redirectToPlainHTTP {
            #expect(
                try await nginx.accessLog(count: 2).map(\.uri) == ["/flags.json", "/redirect-to-http"],
                "the redirect was not followed")
        }
    }

    private func url(for fault: Fault, nginx: NginxServer, faults: FaultServer) throws -> URL {
        switch fault {
        case .notFound: nginx.url("missing.json")
        case .serverError: nginx.url("status/500")
        case .connectionRefused: loopbackURL(port: try closedPort(), path: "/flags.json")
        case .slowBody: faults.url("slow-body")
        case .hangingServer: faults.url("hang")
        case .declaredTooLarge: nginx.url("big.json")
        case .streamedTooLarge: faults.url("huge-stream")
        case .truncatedBody: faults.url("truncated")
        case .resetMidBody: faults.url("reset")
        case .invalidJSON: nginx.url("invalid.json")
        case .wrongVersion: nginx.url("version2.json")
        case .redirectToPlainHTTP: nginx.url("redirect-to-http")
        }
    }

    @Test func wrongTypedEntriesAreDroppedAndTheRestApplies() async throws {
        let nginx = try NginxServer.start(files: [
            "flags.json": Data(#"{"version": 1, "flags": {"rollout": "yes", "stable": false}}"#.utf8)
        ])
        defer { nginx.stop() }
        let store = FlagStore<FeatureFlag>()
        let refresher = FlagRefresher(store: store, source: try HTTPPayloadSource(url: nginx.url("flags.json")))
        guard case .updated = await refresher.refresh() else {
            Issue.record("not applied")
            return
        }
        #expect(!store.isEnabled(.stable))
        #expect(!store.isEnabled(.rollout), "the wrong-typed entry was dropped")
        #expect(
            store.recentDiagnostics.map(\.description) == [
                #"1:26: 'rollout' is a Boolean flag: its value is true or false, not "yes"; the entry was ignored."#
            ])
    }

    @Test func aPayloadCannotChangeALockedFlagOrTurnOnAKillSwitch() async throws {
        let nginx = try NginxServer.start(files: [
            "flags.json": Data(
                #"{"version": 1, "flags": {"locked": true, "dormantKillSwitch": true, "killSwitch": false}}"#.utf8)
        ])
        defer { nginx.stop() }
        let store = FlagStore<FeatureFlag>()
        let refresher = FlagRefresher(store: store, source: try HTTPPayloadSource(url: nginx.url("flags.json")))
        guard case .updated = await refresher.refresh() else {
            Issue.record("not applied")
            return
        }
        #expect(!store.isEnabled(.locked))
        #expect(!FeatureFlag.locked.isEnabled, "a constant in this build")
        #expect(!store.isEnabled(.dormantKillSwitch), "disable-only: never turned on")
        #expect(!store.isEnabled(.killSwitch), "but it may be turned off")
        let refused = store.recentDiagnostics.filter { $0.message.hasSuffix("the value was refused.") }.compactMap(
            \.key)
        #expect(refused == ["locked", "dormantKillSwitch"])
    }
}
