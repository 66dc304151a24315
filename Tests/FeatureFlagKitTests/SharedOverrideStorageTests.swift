import FeatureFlagKit
import FeatureFlagKitTestSupport
import Foundation
import Testing

/// Two stores on one override storage (two modules, or an app and its extension): saving
/// changes only what this store changed, and keeps what the other one wrote.
@Suite struct SharedOverrideStorageTests {
    private static func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("ffk-shared-\(UUID().uuidString)/overrides.json")
    }

    /// Runs the same scenario on `first` and `second`, two storages for one medium, and
    /// returns what a third store, created afterwards, loads.
    private static func twoWriters(_ first: LocalOverrideStorage, _ second: LocalOverrideStorage) throws
        -> [String: FlagValue]
    {
        let a = FlagStore<FeatureFlag>(configuration: .debug, localOverrideStorage: first)
        let b = FlagStore<FeatureFlag>(configuration: .debug, localOverrideStorage: second)
        try a.setLocalOverride(true, for: .bit0)
        try b.setLocalOverride(true, for: .bit1)
        try a.setLocalOverride(false, for: .onAllowedLocal)
        b.clearLocalOverride(for: .bit1)
        try b.setLocalOverride(true, for: .bit2)
        return try first.medium.loadOverrides()
    }

    @Test func twoStoresOnOneFileKeepEachOthersChanges() throws {
        let file = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let stored = try Self.twoWriters(.file(file), .file(file))
        #expect(stored == ["bit0": true, "onAllowedLocal": false, "bit2": true])
    }

    @Test func twoStoresOnOneUserDefaultsSuiteKeepEachOthersChanges() throws {
        let suite = "ffk-shared-\(UUID().uuidString)"
        let first = try #require(UserDefaults(suiteName: suite))
        let second = try #require(UserDefaults(suiteName: suite))
        defer { first.removePersistentDomain(forName: suite) }
        let stored = try Self.twoWriters(
            .userDefaults(first, key: "overrides"), .userDefaults(second, key: "overrides"))
        #expect(stored == ["bit0": true, "onAllowedLocal": false, "bit2": true])
    }

    @Test func clearingAllKeepsOverridesOfKeysThisStoreDoesNotKnow() throws {
        let storage = LocalOverrideStorage.inMemory()
        let store = FlagStore<FeatureFlag>(
            configuration: .debug, localOverrideStorage: storage)
        try store.setLocalOverride(true, for: .bit0)
        try storage.medium.saveOverrides(["bit0": true, "anotherModulesFlag": true])
        store.clearAllLocalOverrides()
        #expect(try storage.medium.loadOverrides() == ["anotherModulesFlag": true])
    }

    @Test func aRunningStoreSeesOtherStoresChangesWhenItSaves() throws {
        let file = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let a = FlagStore<FeatureFlag>(
            configuration: .debug, localOverrideStorage: .file(file))
        let b = FlagStore<FeatureFlag>(
            configuration: .debug, localOverrideStorage: .file(file))
        try a.setLocalOverride(true, for: .bit0)
        #expect(b.localOverride(for: .bit0) == nil, "no file watching: a running store doesn't see it yet")
        try b.setLocalOverride(true, for: .bit1)
        #expect(b.isEnabled(.bit0), "its own save re-read the file")
    }

    @Test func reloadingPicksUpOtherStoresChanges() throws {
        let storage = LocalOverrideStorage.inMemory()
        let store = FlagStore<FeatureFlag>(
            configuration: .debug, localOverrideStorage: storage)
        try store.setLocalOverride(true, for: .bit0)
        try storage.medium.saveOverrides(["bit0": true, "bit1": true])
        store.reloadLocalOverrides()
        #expect(store.isEnabled(.bit1))
    }

    /// A writer of this process that keeps the file's lock (a read hung on a network volume)
    /// makes another store's save give up and report it rather than wait for as long as that
    /// lasts; the change stays in force and is saved once the lock is released.
    @Test func aSaveWhileAnotherThreadHoldsTheLockIsReportedAndDoneOnceItIsReleased() throws {
        let file = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let storage = LocalOverrideStorage.file(file)
        let store = FlagStore<FeatureFlag>(configuration: .debug, localOverrideStorage: storage)
        let holding = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let holderFinished = DispatchSemaphore(value: 0)
        Thread {
            _ = try? storage.medium.updateOverrides { overrides in
                holding.signal()
                release.wait()
                overrides["bit1"] = true
            }
            holderFinished.signal()
        }.start()
        defer { release.signal() }  // a failed expectation below must not leave the holder waiting
        try #require(holding.wait(timeout: .now() + BoundedWait.limit) == .success, "the holder never took the lock")

        try #require(
            BoundedWait.returns { try? store.setLocalOverride(true, for: .bit0) },
            "the save waited for the lock without a bound")
        #expect(
            store.recentDiagnostics.map(\.description) == [
                "cannot write local overrides to \(file.path): the lock file \(file.path).lock is held by another "
                    + "thread of this process; gave up waiting for it after 2 seconds. The changed overrides stay "
                    + "in force and are saved with the next change that can be saved."
            ])
        #expect(store.isEnabled(.bit0), "the override that couldn't be saved is in force")

        release.signal()
        try #require(holderFinished.wait(timeout: .now() + BoundedWait.limit) == .success, "the holder never finished")
        store.reloadLocalOverrides()
        #expect(store.recentDiagnostics.count == 1, "saving after the release failed: \(store.recentDiagnostics)")
        #expect(try storage.medium.loadOverrides() == ["bit0": true, "bit1": true])
    }
}
