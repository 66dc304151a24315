import FeatureFlagKit
import FeatureFlagKitCloudKit
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
        let payload = CachedPayload(
            data: Data([0, 10, 13, 255] + Array("{\"x\": 1}\n".utf8)), entityTag: "W/\"a\\\"b\"",
            fetchedAt: Date(timeIntervalSince1970: 1_800_000_000.25))
        try cache.save(payload)
        #expect(try cache.load() == payload)
        try cache.save(CachedPayload(data: Data(), entityTag: nil, fetchedAt: Date(timeIntervalSince1970: 5)))
        #expect(
            try cache.load() == CachedPayload(data: Data(), entityTag: nil, fetchedAt: Date(timeIntervalSince1970: 5)))
    }

    /// A cache file with a correct checksum line, so that what follows it is checked.
    private static func checksummed(header: String, body: String) -> String {
        let hash = Array((header + "\n" + body).utf8).reduce(UInt64(0xCBF2_9CE4_8422_2325)) {
            ($0 ^ UInt64($1)) &* 0x100_0000_01B3
        }
        return "FeatureFlagKit payload cache 3\n\(header)\nchecksum \(String(hash, radix: 16))\n\(body)"
    }

    @Test(arguments: [
        ("", "doesn't start with the cache header"),
        ("not a cache", "doesn't start with the cache header"),
        ("FeatureFlagKit payload cache 2\n{\"fetchedAt\": 0}\nchecksum 0\nabc", "doesn't start with the cache header"),
        ("FeatureFlagKit payload cache 3\n{\"fetchedAt\": 0}\nabc", "doesn't start with the cache header"),
        ("FeatureFlagKit payload cache 3\n{\"fetchedAt\": 0}\nchecksum 0\nabc", "checksum doesn't match"),
        (checksummed(header: "{broken", body: "abc"), "header is not valid JSON"),
        (checksummed(header: "{\"fetchedAt\": 1e999}", body: "abc"), "header doesn't describe the payload"),
        (checksummed(header: "{\"fetchedAt\": \"today\"}", body: "abc"), "header doesn't describe the payload"),
        (checksummed(header: "{\"entityTag\": null}", body: "abc"), "header doesn't describe the payload"),
    ])
    func corruptFilesAreReportedNotReturned(contents: String, reason: String) throws {
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
        let error = #expect(throws: FlagStorageError.self) { try FilePayloadCache(url: file).load() }
        #expect(error?.description.contains(reason) == true, "\(String(describing: error))")
    }

    @Test(arguments: ["1800000000.0", "3"])
    func aForgedHeaderIsCaughtByTheChecksum(replacement: String) throws {
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try FilePayloadCache(url: file).save(
            CachedPayload(data: Data("abc".utf8), entityTag: nil, fetchedAt: Date(timeIntervalSince1970: 5)))
        let original = try String(contentsOf: file, encoding: .utf8)
        let forged = original.replacingOccurrences(of: "\"fetchedAt\": 5}", with: "\"fetchedAt\": \(replacement)}")
        #expect(forged != original)
        try Data(forged.utf8).write(to: file)
        #expect(throws: FlagStorageError.self) { try FilePayloadCache(url: file).load() }
    }

    @Test func aFlippedByteIsCaughtByTheChecksum() throws {
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try FilePayloadCache(url: file).save(
            CachedPayload(data: Data("{\"version\": 1}".utf8), entityTag: nil, fetchedAt: Date()))
        var bytes = try Data(contentsOf: file)
        bytes[bytes.count - 3] ^= 0x01
        try bytes.write(to: file)
        #expect(throws: FlagStorageError.self) { try FilePayloadCache(url: file).load() }
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
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: stale.path)
        _ = try FilePayloadCache(url: file).load()
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: fresh.path), "a writer in another process may still own it")
    }
}

@Suite struct FeatureStatusPayloadTests {
    @Test func recordsBecomeAPayloadThatTheStoreValidates() throws {
        let payload = FeatureStatusPayload(records: [
            FeatureStatusRecord(recordName: "b", featureName: "offAllowedLocal", isActive: 1),
            FeatureStatusRecord(recordName: "a", featureName: "kill_switch", isActive: 0),
            FeatureStatusRecord(recordName: "c", featureName: "offAllowedLocal", isActive: 0),
            FeatureStatusRecord(recordName: "d", featureName: nil, isActive: 1),
            FeatureStatusRecord(recordName: "e", featureName: "onForbiddenLocal", isActive: 0),
        ])
        #expect(
            String(decoding: payload.data, as: UTF8.self) == """
                {
                  "version": 1,
                  "flags": {
                    "kill_switch": false,
                    "onForbiddenLocal": false
                  }
                }

                """)
        #expect(
            payload.skipped == [
                "FeatureStatus record 'd' has no featureName or isActive; it was skipped.",
                "2 FeatureStatus records ('b', 'c') name the feature 'offAllowedLocal'; it was left out of the payload. "
                    + "Delete all but one of them.",
            ])
        let store = FlagStore<FeatureFlag>(configuration: .debug)
        let diagnostics = try store.applyRemotePayload(payload.data)
        #expect(!store.isEnabled(.offAllowedLocal), "an ambiguous feature keeps its compiled value")
        #expect(!store.isEnabled(.killSwitch))
        #expect(store.isEnabled(.onForbiddenLocal), "policy still applies: remote false")
        #expect(diagnostics.count == 1)
    }

    @Test func aFeatureNamedByMoreThanOneRecordIsLeftOutWhateverTheRecordNames() throws {
        // Record names are chosen by whoever creates the record, so no order among them can be trusted.
        for names in [("a-attacker", "z-team"), ("z-attacker", "a-team")] {
            let payload = FeatureStatusPayload(records: [
                FeatureStatusRecord(recordName: names.1, featureName: "kill_switch", isActive: 0),
                FeatureStatusRecord(recordName: names.0, featureName: "kill_switch", isActive: 1),
                FeatureStatusRecord(recordName: "m", featureName: "offAllowedLocal", isActive: 1),
                FeatureStatusRecord(recordName: "n", featureName: "kill_switch", isActive: 0),
            ])
            let entries = try RemotePayload.decode(Array(payload.data)).payload.entries
            #expect(entries.map(\.key) == ["offAllowedLocal"])
            let sorted = [names.0, names.1, "n"].sorted()
            #expect(
                payload.skipped == [
                    "3 FeatureStatus records ('\(sorted[0])', '\(sorted[1])', '\(sorted[2])') name the feature 'kill_switch'; "
                        + "it was left out of the payload. Delete all but one of them."
                ])
        }
    }

    @Test func aReportOfManyRecordsNamesTheFirstTenAndCountsTheRest() {
        let records = (0..<12).map {
            FeatureStatusRecord(recordName: "r\($0 + 10)", featureName: "kill_switch", isActive: 1)
        }
        let names = (10..<20).map { "'r\($0)'" }.joined(separator: ", ")
        #expect(
            FeatureStatusPayload(records: records).skipped == [
                "12 FeatureStatus records (\(names), and 2 more) name the feature 'kill_switch'; it was left out of the payload. "
                    + "Delete all but one of them."
            ])
    }

    @Test func noRecordsIsAnEmptyPayload() throws {
        let data = FeatureStatusPayload(records: []).data
        #expect(try RemotePayload.decode(Array(data)).payload.entries.isEmpty)
    }
}
