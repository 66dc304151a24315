import FeatureFlagKit
import Foundation
import Testing

@Suite struct PayloadCacheTests {
    private func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("ffk-cache-\(UUID().uuidString)/flags-cache")
    }

    @Test func roundTripsBytesTagAndTime() throws {
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let cache = FilePayloadCache(url: file)
        #expect(try cache.load() == nil)
        let payload = CachedPayload(data: Data([0, 10, 13, 255] + Array("{\"x\": 1}\n".utf8)), entityTag: "W/\"a\\\"b\"", fetchedAt: Date(timeIntervalSince1970: 1_800_000_000.25))
        try cache.save(payload)
        #expect(try cache.load() == payload)
        try cache.save(CachedPayload(data: Data(), entityTag: nil, fetchedAt: Date(timeIntervalSince1970: 5)))
        #expect(try cache.load() == CachedPayload(data: Data(), entityTag: nil, fetchedAt: Date(timeIntervalSince1970: 5)))
    }

    @Test(arguments: [
        "", "not a cache", "FeatureFlagKit payload cache 2\n{\"length\": 3}\nabc",
        "FeatureFlagKit payload cache 2\n{broken\nchecksum 0\nabc",
        "FeatureFlagKit payload cache 2\n{\"length\": 1e99, \"fetchedAt\": 0}\nchecksum 0\nabc",
    ])
    func corruptFilesAreReportedNotReturned(contents: String) throws {
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
        #expect(throws: PayloadCacheError.self) { try FilePayloadCache(url: file).load() }
    }

    @Test(arguments: ["1800000000.0", "3"])
    func aForgedHeaderIsCaughtByTheChecksum(replacement: String) throws {
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try FilePayloadCache(url: file).save(CachedPayload(data: Data("abc".utf8), entityTag: nil, fetchedAt: Date(timeIntervalSince1970: 5)))
        let original = try String(contentsOf: file, encoding: .utf8)
        let forged = original.replacingOccurrences(of: "\"fetchedAt\": 5.0", with: "\"fetchedAt\": \(replacement)")
            .replacingOccurrences(of: "\"length\": 3", with: replacement == "3" ? "\"length\": 1e99" : "\"length\": 3")
        #expect(forged != original)
        try Data(forged.utf8).write(to: file)
        #expect(throws: PayloadCacheError.self) { try FilePayloadCache(url: file).load() }
    }

    @Test func aFlippedByteIsCaughtByTheChecksum() throws {
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try FilePayloadCache(url: file).save(CachedPayload(data: Data("{\"version\": 1}".utf8), entityTag: nil, fetchedAt: Date()))
        var bytes = try Data(contentsOf: file)
        bytes[bytes.count - 3] ^= 0x01
        try bytes.write(to: file)
        #expect(throws: PayloadCacheError.self) { try FilePayloadCache(url: file).load() }
    }

    @Test func staleTemporaryFilesFromACrashedWriterAreRemoved() throws {
        let file = temporaryFile()
        let folder = file.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let stale = folder.appendingPathComponent(".flags-cache.DEAD.tmp")
        let fresh = folder.appendingPathComponent(".flags-cache.LIVE.tmp")
        try Data("partial".utf8).write(to: stale)
        try Data("partial".utf8).write(to: fresh)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: stale.path)
        _ = try FilePayloadCache(url: file).load()
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: fresh.path), "a writer in another process may still own it")
    }
}

@Suite struct FeatureStatusPayloadTests {
    @Test func recordsBecomeAPayloadThatTheStoreValidates() throws {
        let (data, skipped) = FeatureStatusPayload.make(from: [
            FeatureStatusRecord(recordName: "b", featureName: "offAllowedLocal", isActive: 1),
            FeatureStatusRecord(recordName: "a", featureName: "kill_switch", isActive: 0),
            FeatureStatusRecord(recordName: "c", featureName: "offAllowedLocal", isActive: 0),
            FeatureStatusRecord(recordName: "d", featureName: nil, isActive: 1),
            FeatureStatusRecord(recordName: "e", featureName: "onForbiddenLocal", isActive: 0),
        ])
        #expect(String(decoding: data, as: UTF8.self) == """
            {
              "version": 1,
              "flags": {
                "kill_switch": false,
                "offAllowedLocal": true,
                "onForbiddenLocal": false
              }
            }

            """)
        #expect(skipped == [
            "FeatureStatus record 'c' repeats the feature 'offAllowedLocal'; it was skipped.",
            "FeatureStatus record 'd' has no featureName or isActive; it was skipped.",
        ])
        let store = FlagStore<FeatureFlag>(configuration: .debug, notificationCenter: nil)
        let diagnostics = try store.applyRemotePayload(data)
        #expect(store.isEnabled(.offAllowedLocal))
        #expect(!store.isEnabled(.killSwitch))
        #expect(store.isEnabled(.onForbiddenLocal), "policy still applies: remote false")
        #expect(diagnostics.count == 1)
    }

    @Test func noRecordsIsAnEmptyPayload() throws {
        let (data, _) = FeatureStatusPayload.make(from: [])
        #expect(try RemotePayload.decode(Array(data)).payload.entries.isEmpty)
    }
}
