import FeatureFlagKit
import Foundation
import Testing

/// Two processes (an app and its extension) saving local overrides to one file.
@Suite struct SharedOverrideFileTests {
    @Test func twoProcessesWritingDifferentKeysKeepEveryKey() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ffk-shared-file-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("overrides.json")
        let executable = try #require(
            BuiltExecutable.url(named: "override-writer"), "override-writer was not built next to the tests")
        let writers = try ["a", "b"].map { side in
            try WriterProcess(executable: executable, arguments: [file.path, side, "9"])
        }
        defer { for writer in writers { writer.kill() } }
        for writer in writers {
            try #require(writer.waitUntilReady(timeout: 60), "a writer did not load its store within 60 s")
        }
        // Both stores are loaded before either writes.
        for writer in writers { writer.go() }
        for writer in writers {
            let status = try #require(writer.waitForExit(timeout: 300), "a writer did not finish within 300 s")
            #expect(status == 0, "override-writer failed: \(writer.errorOutput)")
        }
        let everyKey = (0..<12).flatMap { ["a\($0)", "b\($0)"] }
        let stored = try LocalOverrideStorage.file(file).medium.loadOverrides()
        #expect(stored == Dictionary(uniqueKeysWithValues: everyKey.map { ($0, true) }))
    }

    /// Another process holding the lock (an extension suspended mid-save, a hung writer) makes
    /// a save give up and report it, instead of blocking the caller (the main thread, say) for
    /// as long as the lock is held; the change stays in force and is saved once it's released.
    @Test func aSaveWhileAnotherProcessHoldsTheLockIsReportedAndDoneOnceItIsReleased() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ffk-held-lock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("overrides.json")
        let storage = LocalOverrideStorage.file(file)
        try storage.medium.saveOverrides(["stable": false])
        let storedBefore = try Data(contentsOf: file)
        let store = FlagStore<FeatureFlag>(configuration: .localDeveloper, localOverrideStorage: storage)
        let holder = try WriterProcess.holdingLock(URL(fileURLWithPath: file.path + ".lock"))
        defer { holder.kill() }

        try #require(
            BoundedWait.returns { try? store.setLocalOverride(true, for: .rollout) },
            "the save waited for the lock without a bound")
        // The holder lets go only after `go()` below, so the save gave up while the lock was held.
        #expect(holder.waitForExit(timeout: 0) == nil, "the holder exited early: \(holder.errorOutput)")
        #expect(
            store.recentDiagnostics.map(\.description) == [
                "cannot write local overrides to \(file.path): the lock file \(file.path).lock is held by another "
                    + "process; gave up waiting for it after 2 seconds. The changed overrides stay in force and "
                    + "are saved with the next change that can be saved."
            ])
        #expect(store.isEnabled(.rollout), "the override that couldn't be saved is in force")
        #expect(!store.isEnabled(.stable), "the stored override is still in force")
        #expect(try Data(contentsOf: file) == storedBefore, "the file was changed without the lock")

        holder.go()
        #expect(holder.waitForExit(timeout: 60) == 0, "override-writer hold-lock failed: \(holder.errorOutput)")
        store.reloadLocalOverrides()
        #expect(store.recentDiagnostics.count == 1, "saving after the release failed: \(store.recentDiagnostics)")
        #expect(try storage.medium.loadOverrides() == ["stable": false, "rollout": true])
        #expect(store.isEnabled(.rollout) && !store.isEnabled(.stable))
    }
}
