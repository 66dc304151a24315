import FeatureFlagKit
import FeatureFlagKitTestSupport
import Foundation
import Testing

@Suite struct LocalOverrideTests {
    private func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("ffk-\(UUID().uuidString)/overrides.json")
    }

    @Test func overridesSurviveARestart() throws {
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let first = FlagStore<FeatureFlag>(configuration: .debug, localOverrideStorage: .file(file))
        try first.setLocalOverride(true, for: .offForbiddenLocal)
        try first.setLocalOverride(false, for: .onAllowedLocal)
        try first.setLocalOverride(true, for: .bit3)
        first.clearLocalOverride(for: .bit3)

        let second = FlagStore<FeatureFlag>(configuration: .debug, localOverrideStorage: .file(file))
        #expect(second.isEnabled(.offForbiddenLocal))
        #expect(!second.isEnabled(.onAllowedLocal))
        #expect(second.localOverride(for: .bit3) == nil)
        #expect(
            try String(contentsOf: file, encoding: .utf8) == """
                {
                  "version": 1,
                  "overrides": {
                    "offForbiddenLocal": true,
                    "onAllowedLocal": false
                  }
                }

                """)
    }

    @Test func overridesAreRefusedWhereTheManifestDoesNotAllowThem() {
        let release = FlagStore<FeatureFlag>(configuration: .release)
        #expect(throws: OverrideRefusal(key: "offForbiddenLocal", reason: .localNotHonoured(configuration: "release")))
        {
            try release.setLocalOverride(true, for: .offForbiddenLocal)
        }
        let debug = FlagStore<FeatureFlag>(configuration: .debug)
        #expect(throws: OverrideRefusal(key: "offForbiddenNoLocal", reason: .localForbiddenByFlag)) {
            try debug.setLocalOverride(true, for: .offForbiddenNoLocal)
        }
        #expect(!debug.isEnabled(.offForbiddenNoLocal))
    }

    @Test(arguments: ["{ not json", #"{"version": 1, "overrides": {"a": 1}}"#, "[]", ""])
    func aCorruptFileIsIgnoredWithADiagnosticAndReplacedOnTheNextSave(contents: String) throws {
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
        let reported = Protected<[FlagDiagnostic]>([])
        let store = FlagStore<FeatureFlag>(
            configuration: .debug, localOverrideStorage: .file(file),
            onDiagnostic: { diagnostic in reported.withValue { $0.append(diagnostic) } })
        let diagnostic = try #require(reported.withValue { $0.first })
        #expect(diagnostic.origin == .localOverrides)
        #expect(diagnostic.message.hasPrefix("local overrides in \(file.path) are corrupt ("))
        #expect(store.localOverride(for: .onAllowedLocal) == nil)
        try store.setLocalOverride(true, for: .offAllowedLocal)
        #expect(try LocalOverrideStorage.file(file).medium.loadOverrides() == ["offAllowedLocal": true])
    }

    @Test func aDocumentFromANewerVersionIsReportedAndNeverOverwritten() throws {
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let newer = Data(#"{"version": 4, "overrides": {"bit0": {"value": true, "until": "2030-01-01"}}}"#.utf8)
        try newer.write(to: file)
        let store = FlagStore<FeatureFlag>(
            configuration: .debug, localOverrideStorage: .file(file))
        #expect(
            store.recentDiagnostics.map(\.message) == [
                "local overrides in \(file.path) have \"version\": 4, from a newer version of the app; this version reads versions up to 3 only, "
                    + "so it ignores them and never overwrites them. Update the app, or remove them to start over. "
                    + "Local overrides won't be saved until it can be read, so nothing stored is lost."
            ])
        let error = #expect(throws: FlagStorageError.self) {
            try LocalOverrideStorage.file(file).medium.loadOverrides()
        }
        #expect(error?.kind == .unavailable, "not corrupt: corrupt data is replaced on the next save")

        try store.setLocalOverride(true, for: .bit1)
        #expect(store.isEnabled(.bit1), "in force anyway")
        #expect(try Data(contentsOf: file) == newer, "untouched")
    }

    @Test func keysThisBuildDoesNotKnowAreKeptWhenSaving() throws {
        let storage = LocalOverrideStorage.inMemory(["flagFromANewerBuild": true])
        let store = FlagStore<FeatureFlag>(
            configuration: .debug, localOverrideStorage: storage)
        try store.setLocalOverride(true, for: .offAllowedLocal)
        #expect(try storage.medium.loadOverrides() == ["flagFromANewerBuild": true, "offAllowedLocal": true])
    }

    @Test func userDefaultsStorageKeepsAllOverridesUnderOneKey() throws {
        let suite = "ffk-tests-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let storage = LocalOverrideStorage.userDefaults(defaults, key: "overrides")
        let store = FlagStore<FeatureFlag>(
            configuration: .debug, localOverrideStorage: storage)
        try store.setLocalOverride(true, for: .offAllowedLocal)
        #expect(try storage.medium.loadOverrides() == ["offAllowedLocal": true])
        defaults.set(42, forKey: "overrides")
        #expect(throws: FlagStorageError.self) { try storage.medium.loadOverrides() }
    }

    @Test func switchingStorageLoadsItsOverrides() throws {
        let store = FlagStore<FeatureFlag>(configuration: .debug)
        try store.setLocalOverride(true, for: .offAllowedLocal)
        store.setLocalOverrideStorage(.inMemory(["offForbiddenLocal": true]))
        #expect(!store.isEnabled(.offAllowedLocal))
        #expect(store.isEnabled(.offForbiddenLocal))
    }
}

@Suite struct UnreadableStorageTests {
    /// Storage that can't be read until `unlock()`, like protected data before first unlock.
    final class LockedStorage: OverrideMedium, @unchecked Sendable {
        private let lock = NSLock()
        private var isLocked = true
        private var stored: [String: FlagValue]

        init(_ stored: [String: FlagValue]) {
            self.stored = stored
        }

        func unlock() {
            lock.withLock { isLocked = false }
        }

        var contents: [String: FlagValue] {
            lock.withLock { stored }
        }

        func loadOverrides() throws -> [String: FlagValue] {
            try lock.withLock {
                if isLocked { throw FlagStorageError(.unavailable, "the device is locked.") }
                return stored
            }
        }

        func saveOverrides(_ overrides: [String: FlagValue]) throws {
            lock.withLock { stored = overrides }
        }
    }

    @Test func nothingStoredIsLostWhenTheFirstReadFails() throws {
        let storage = LockedStorage(["bit0": true, "onAllowedLocal": false, "someFutureFlag": true])
        let store = FlagStore<FeatureFlag>(
            configuration: .debug, localOverrideStorage: LocalOverrideStorage(storage))
        #expect(store.recentDiagnostics.first?.message.hasSuffix("nothing stored is lost.") == true)

        try store.setLocalOverride(true, for: .bit1)
        #expect(storage.contents == ["bit0": true, "onAllowedLocal": false, "someFutureFlag": true], "not overwritten")
        #expect(store.isEnabled(.bit1), "the new override is in force anyway")

        storage.unlock()
        try store.setLocalOverride(true, for: .bit2)
        #expect(
            storage.contents == [
                "bit0": true, "bit1": true, "bit2": true, "onAllowedLocal": false, "someFutureFlag": true,
            ])
        #expect(store.isEnabled(.bit0), "the stored overrides are merged back")
        #expect(!store.isEnabled(.onAllowedLocal))
    }

    @Test func reloadingSavesWhatAnEarlierSaveCouldNot() throws {
        let storage = LockedStorage(["bit0": true])
        let store = FlagStore<FeatureFlag>(
            configuration: .debug, localOverrideStorage: LocalOverrideStorage(storage))
        try store.setLocalOverride(true, for: .bit1)
        storage.unlock()
        store.reloadLocalOverrides()
        #expect(storage.contents == ["bit0": true, "bit1": true])
        #expect(store.isEnabled(.bit0) && store.isEnabled(.bit1))
    }
}
