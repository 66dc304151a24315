import FeatureFlagKit
import Foundation
import Testing

/// Several processes (an app and its extensions) reading the install id from one file at once:
/// all must use one id, the one in the file, or a process buckets with an id that the next
/// launch no longer finds.
@Suite struct SharedInstallIDFileTests {
    private static let processCount = 8
    private static let rounds = 3

    @Test func processesStartingAtOnceOnNoFileAllUseTheSavedID() throws {
        for _ in 0..<Self.rounds {
            let errorOutput = try Self.run(startingWith: nil)
            #expect(errorOutput.isEmpty, "unexpected diagnostics: \(errorOutput)")
        }
    }

    @Test func processesStartingAtOnceOnACorruptFileAllUseTheOneReplacement() throws {
        for _ in 0..<Self.rounds {
            let errorOutput = try Self.run(startingWith: "half-written")
            let replacements = errorOutput.split(separator: "\n").filter {
                $0.contains("is not a UUID; a new install id replaced it")
            }
            #expect(replacements.count == 1, "expected one replacement reported, got: \(errorOutput)")
        }
    }

    /// Starts ``processCount`` children on one install id file (holding `initialText`, or
    /// missing), lets them go at once, and checks that each printed the id the file holds;
    /// returns what they printed to stderr, together.
    private static func run(startingWith initialText: String?) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ffk-shared-install-id-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("install-id.txt")
        if let initialText {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(initialText.utf8).write(to: file)
        }
        let executable = try #require(
            BuiltExecutable.url(named: "override-writer"), "override-writer was not built next to the tests")
        let children = try (0..<processCount).map { _ in
            try WriterProcess(executable: executable, arguments: ["install-id", file.path])
        }
        defer { for child in children { child.kill() } }
        for child in children {
            try #require(child.waitUntilReady(timeout: 30), "a child did not make its store within 30 s")
        }
        for child in children { child.go() }
        var ids: [String] = []
        var errorOutput = ""
        for child in children {
            let status = try #require(child.waitForExit(timeout: 30), "a child did not finish within 30 s")
            let childErrors = child.errorOutput
            errorOutput += childErrors
            #expect(status == 0, "override-writer install-id failed: \(childErrors)")
            ids.append(child.outputAfterReady.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        let stored = try String(contentsOf: file, encoding: .utf8)
        #expect(Set(ids).count == 1, "the processes used \(Set(ids).count) different ids: \(ids)")
        #expect(
            ids.allSatisfy { $0 + "\n" == stored }, "an id in use is not the stored \(stored.debugDescription): \(ids)")
        return errorOutput
    }

    /// Another process holding the lock makes a store starting on no file give up within the
    /// bound, use an id for this launch only and save nothing; once it's released, an id is made
    /// and saved.
    @Test func anIDWhileAnotherProcessHoldsTheLockIsTemporaryAndOneIsSavedOnceItIsReleased() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ffk-held-install-id-lock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("install-id.txt")
        let store = FlagStore<FeatureFlag>()
        let holder = try WriterProcess.holdingLock(URL(fileURLWithPath: file.path + ".lock"))
        defer { holder.kill() }

        try #require(
            BoundedWait.returns { _ = store.installID(storedAt: file) },
            "reading the id waited for the lock without a bound")
        // The holder lets go only after `go()` below, so the read gave up while the lock was held.
        #expect(holder.waitForExit(timeout: 0) == nil, "the holder exited early: \(holder.errorOutput)")
        #expect(
            store.recentDiagnostics.map(\.description) == [
                "The install id couldn't be locked (cannot lock the install id file \(file.path): the lock file "
                    + "\(file.path).lock is held by another process; gave up waiting for it after 2 seconds.); "
                    + "rollouts use a temporary id until it can be locked, so this device may get other rollout "
                    + "values on the next launch."
            ])
        #expect(!FileManager.default.fileExists(atPath: file.path), "an id was saved without the lock")

        holder.go()
        #expect(holder.waitForExit(timeout: 60) == 0, "override-writer hold-lock failed: \(holder.errorOutput)")
        let id = store.installID(storedAt: file)
        #expect(store.recentDiagnostics.count == 1, "reading after the release failed: \(store.recentDiagnostics)")
        #expect(try String(contentsOf: file, encoding: .utf8) == id + "\n")
    }
}
