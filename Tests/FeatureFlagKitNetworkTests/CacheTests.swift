import FeatureFlagKit
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The last-known-good cache on real files, across "launches" and crashes.
@Suite(.needsServers) struct CacheTests {
    static let payload = Data(#"{"version": 1, "flags": {"rollout": true}}"#.utf8)

    @Test func aNewStoreStartsFromTheCacheBeforeAnyNetwork() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ffk-offline-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cacheFile = folder.appendingPathComponent("flags-cache")
        let nginx = try NginxServer.start(files: ["flags.json": Self.payload])
        let firstLaunch = FlagRefresher(
            store: FlagStore<FeatureFlag>(),
            source: try HTTPPayloadSource(url: nginx.url("flags.json")),
            cache: FilePayloadCache(url: cacheFile))
        guard case .updated = await firstLaunch.start() else {
            Issue.record("first launch failed")
            return
        }
        nginx.stop()

        let store = FlagStore<FeatureFlag>()
        let spy = SpySource(
            wrapping: try HTTPPayloadSource(url: loopbackURL(port: try closedPort(), path: "/flags.json"))
        ) {
            store.isEnabled(.rollout)
        }
        let secondLaunch = FlagRefresher(
            store: store, source: spy, cache: FilePayloadCache(url: cacheFile),
            policy: RefreshPolicy(minimumFetchInterval: 0))
        let status = await secondLaunch.start()
        #expect(status.failure?.kind == .offline)
        #expect(spy.valuesSeenAtFetch == [true], "the cached payload was applied before the fetch")
        #expect(store.isEnabled(.rollout))
    }

    @Test func aCacheKilledMidWriteIsAlwaysTheOldOrTheNewPayload() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ffk-crash-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cacheFile = folder.appendingPathComponent("flags-cache")
        let writer = try #require(
            BuiltExecutable.url(named: "cache-writer"), "cache-writer was not built next to the tests")
        var outcomes: [String: Int] = [:]
        var generator = SystemRandomNumberGenerator()
        for round in 0..<200 {
            let process = Process()
            let output = Pipe()
            process.executableURL = writer
            process.arguments = [cacheFile.path, String(round % 2)]
            process.standardOutput = output
            try process.run()
            _ = output.fileHandleForReading.availableData  // "writing": the first save is done
            usleep(UInt32.random(in: 0...3_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            outcomes[Self.outcome(of: try FilePayloadCache(url: cacheFile).load()), default: 0] += 1
        }
        #expect(outcomes["torn"] == nil, "\(outcomes)")
        #expect(outcomes["small", default: 0] > 0 && outcomes["large", default: 0] > 0, "\(outcomes)")
    }

    /// Which of the writer's two payloads the cache holds ("torn" for anything else; a cache
    /// whose checksum fails throws instead).
    private static func outcome(of cached: CachedPayload?) -> String {
        guard let cached else { return "none yet" }
        if cached.entityTag == "\"0\"", cached.data.count < 100 { return "small" }
        if cached.entityTag == "\"1\"", cached.data.count > 100_000 { return "large" }
        return "torn"
    }
}

/// A source that records something (here, a flag's value) at the moment each fetch starts.
final class SpySource: PayloadSource, @unchecked Sendable {
    private let source: any PayloadSource
    private let observe: @Sendable () -> Bool
    private let lock = NSLock()
    private var seen: [Bool] = []

    init(wrapping source: any PayloadSource, observe: @escaping @Sendable () -> Bool) {
        self.source = source
        self.observe = observe
    }

    var valuesSeenAtFetch: [Bool] { lock.withLock { seen } }

    func fetch(ifNoneMatch entityTag: String?) async throws(PayloadSourceError) -> FetchResult {
        let value = observe()
        lock.withLock { seen.append(value) }
        return try await source.fetch(ifNoneMatch: entityTag)
    }
}
