import FeatureFlagKit
import Foundation
import Testing

/// Targeted rules end to end: a payload with rules served by nginx, two devices with different
/// unit ids get what their buckets predict, and a relaunch with the server gone keeps them.
@Suite(.needsServers) struct TargetedRolloutTests {
    static let payload = Data(
        #"""
        { "version": 1, "flags": {
            "rollout": [{ "value": true, "rollout": 50, "group": "checkout" }],
            "stable": [{ "value": false, "osVersion": { "max": "16" } }, { "value": false, "appVersion": { "min": "24.3" } }]
        } }
        """#.utf8)

    /// The first unit ids inside and outside a 50 % rollout of the group, by the bucketing function.
    static let units: (inside: String, outside: String) = {
        let ids = (0..<100).map { "device-\($0)" }
        let group = RolloutGroup("checkout")
        return (ids.first { group.bucket(of: $0) <= 50 }!, ids.first { group.bucket(of: $0) > 50 }!)
    }()

    private static func launch(unit: String, cache: URL, url: URL) async throws -> (
        FlagStore<FeatureFlag>, RefreshStatus
    ) {
        let store = FlagStore<FeatureFlag>()
        store.setTargeting(
            TargetingContext(unitID: unit, appVersion: Version("24.4"), osVersion: Version("17.4"), platform: .iOS))
        let refresher = FlagRefresher(
            store: store, source: try HTTPPayloadSource(url: url), cache: FilePayloadCache(url: cache),
            policy: RefreshPolicy(minimumFetchInterval: 0))
        return (store, await refresher.start())
    }

    @Test func twoDevicesGetTheirBucketsValuesAndKeepThemOffline() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ffk-targeted-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let caches = [Self.units.inside, Self.units.outside].map { folder.appendingPathComponent("cache-\($0)") }
        let nginx = try NginxServer.start(files: ["flags.json": Self.payload])
        var online: [Bool] = []
        for (unit, cache) in zip([Self.units.inside, Self.units.outside], caches) {
            let (store, status) = try await Self.launch(unit: unit, cache: cache, url: nginx.url("flags.json"))
            guard case .updated = status else {
                Issue.record("fetching for \(unit) ended \(status)")
                return
            }
            online += [store.isEnabled(.rollout), store.isEnabled(.stable)]
            #expect(store.evaluation(of: .stable).explanation.hasPrefix("off: remote rule 2 (app version 24.4 ≥ 24.3)"))
        }
        #expect(online == [true, false, false, false])
        nginx.stop()

        var offline: [Bool] = []
        let gone = loopbackURL(port: try closedPort(), path: "/flags.json")
        for (unit, cache) in zip([Self.units.inside, Self.units.outside], caches) {
            let (store, status) = try await Self.launch(unit: unit, cache: cache, url: gone)
            #expect(status.failure?.kind == .offline)
            offline += [store.isEnabled(.rollout), store.isEnabled(.stable)]
        }
        #expect(offline == online)
    }
}
