import FeatureFlagKit
import FeatureFlagKitTestSupport
import Foundation
import Testing

/// The install id: generated once, kept across launches (a new store on the same file), and
/// replaced, with a diagnostic, when what is stored is corrupt or can't be read.
@Suite struct InstallIDTests {
    private static func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("ffk-install-\(UUID().uuidString)/install-id.txt")
    }

    private static func store(_ recorded: Protected<[FlagDiagnostic]>) -> FlagStore<FeatureFlag> {
        FlagStore<FeatureFlag>(configuration: .debug) { diagnostic in
            recorded.withValue { $0.append(diagnostic) }
        }
    }

    @Test func survivesRelaunchInAFile() throws {
        let file = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let first = FlagStore<FeatureFlag>().installID(storedAt: file)
        let second = FlagStore<FeatureFlag>().installID(storedAt: file)
        #expect(UUID(uuidString: first) != nil)
        #expect(second == first)
        #expect(try String(contentsOf: file, encoding: .utf8) == first + "\n")
    }

    @Test func corruptFileIsReplacedAndReported() throws {
        let file = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("half-written\u{0}".utf8).write(to: file)
        let recorded = Protected<[FlagDiagnostic]>([])
        let id = Self.store(recorded).installID(storedAt: file)
        #expect(UUID(uuidString: id) != nil)
        #expect(try String(contentsOf: file, encoding: .utf8) == id + "\n")
        let diagnostics = recorded.withValue { $0 }
        #expect(diagnostics.map(\.origin) == [.targeting])
        #expect(
            diagnostics.first?.message.hasPrefix(
                "The stored install id \"half-written\\u0000\" is not a UUID; a new install id replaced it") == true)
    }

    @Test func unreadableStorageGivesATemporaryIdAndKeepsWhatIsStored() throws {
        let file = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        // A folder: unreadable as a file.
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        let recorded = Protected<[FlagDiagnostic]>([])
        let id = Self.store(recorded).installID(storedAt: file)
        #expect(UUID(uuidString: id) != nil)
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder) && isFolder.boolValue)
        #expect(recorded.withValue { $0.first?.message.hasPrefix("The install id couldn't be read") } == true)
    }

    @Test func aFileThatCannotBeLockedGivesATemporaryIdAndWritesNothing() throws {
        let (file, lockFile) = try Self.fileThatCannotBeLocked()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let recorded = Protected<[FlagDiagnostic]>([])
        let id = Self.store(recorded).installID(storedAt: file)
        #expect(UUID(uuidString: id) != nil)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        let diagnostics = recorded.withValue { $0 }
        #expect(diagnostics.map(\.origin) == [.targeting])
        #expect(
            diagnostics.first?.message.hasPrefix(
                "The install id couldn't be locked (cannot lock the install id file \(file.path): cannot open the lock file \(lockFile.path): Is a directory.)"
            ) == true, "\(diagnostics)")
    }

    @Test func aStoredIdIsStillReadWhenTheFileCannotBeLocked() throws {
        let (file, _) = try Self.fileThatCannotBeLocked()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let stored = UUID().uuidString
        try Data((stored + "\n").utf8).write(to: file)
        let recorded = Protected<[FlagDiagnostic]>([])
        let id = Self.store(recorded).installID(storedAt: file)
        #expect(id == stored)
        #expect(try String(contentsOf: file, encoding: .utf8) == stored + "\n")
        let diagnostics = recorded.withValue { $0 }
        #expect(diagnostics.count == 1)
        #expect(
            diagnostics.first?.message.hasSuffix(
                "the stored install id is used, and nothing is saved until it can be locked.") == true, "\(diagnostics)"
        )
    }

    @Test func userDefaultsKeepOneIdAndReplaceACorruptOne() throws {
        let suite = "ffk-install-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        defaults.set("not-a-uuid", forKey: "installID")
        let recorded = Protected<[FlagDiagnostic]>([])
        let first = Self.store(recorded).installID(in: defaults, key: "installID")
        #expect(UUID(uuidString: first) != nil)
        #expect(defaults.string(forKey: "installID") == first)
        #expect(Self.store(recorded).installID(in: defaults, key: "installID") == first)
        #expect(recorded.withValue { $0.map(\.origin) } == [.targeting])
    }

    @Test func aValueInUserDefaultsThatIsNotTextIsReplacedAndReported() throws {
        let suite = "ffk-install-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        defaults.set(Data([1, 2, 3]), forKey: "installID")
        let recorded = Protected<[FlagDiagnostic]>([])
        let id = Self.store(recorded).installID(in: defaults, key: "installID")
        #expect(defaults.string(forKey: "installID") == id)
        let diagnostics = recorded.withValue { $0 }
        #expect(diagnostics.count == 1)
        #expect(
            diagnostics.first?.description.contains("is not a UUID; a new install id replaced it") == true,
            "\(diagnostics)")
    }

    /// An install id file in a new folder whose lock file is a folder: it can't be opened to lock.
    private static func fileThatCannotBeLocked() throws -> (file: URL, lockFile: URL) {
        let file = temporaryFile()
        let lockFile = file.deletingLastPathComponent().appendingPathComponent("install-id.txt.lock")
        try FileManager.default.createDirectory(at: lockFile, withIntermediateDirectories: true)
        return (file, lockFile)
    }

    /// Runs `readID` on 8 threads at once, each with its own store; returns the ids they got,
    /// or `nil` if a thread hung.
    private static func idsFromThreadsStartingAtOnce(
        _ readID: @escaping @Sendable (FlagStore<FeatureFlag>) -> String
    ) -> Set<String>? {
        let ids = Protected<Set<String>>([])
        let ready = DispatchGroup()
        let start = DispatchSemaphore(value: 0)
        let finished = DispatchGroup()
        for _ in 0..<8 {
            ready.enter()
            finished.enter()
            Thread {
                let store = FlagStore<FeatureFlag>()
                ready.leave()
                start.wait()  // all released together, so their reads overlap
                let id = readID(store)
                ids.withValue { _ = $0.insert(id) }
                finished.leave()
            }.start()
        }
        guard ready.wait(timeout: .now() + BoundedWait.limit) == .success else { return nil }
        for _ in 0..<8 { start.signal() }
        guard finished.wait(timeout: .now() + BoundedWait.limit) == .success else { return nil }
        return ids.withValue { $0 }
    }

    @Test func threadsStartingAtOnceOnOneFileAllUseTheSavedID() throws {
        for _ in 0..<3 {
            let file = Self.temporaryFile()
            defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
            let ids = try #require(
                Self.idsFromThreadsStartingAtOnce { $0.installID(storedAt: file) }, "a thread hung")
            let stored = try String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .newlines)
            #expect(ids == [stored])
        }
    }

    @Test func aStorageWithoutALockOfItsOwnIsReadAndCreatedAsOneStepInTheProcess() throws {
        let storage = SlowInstallIDStorage()
        let ids = try #require(Self.idsFromThreadsStartingAtOnce { $0.installID(from: storage) }, "a thread hung")
        let stored = try #require(storage.loadInstallID())
        #expect(ids == [stored])
    }
}

/// An install id storage with no lock of its own (as the `UserDefaults` one), whose reads take
/// 20 ms after reading: wide enough for two stores to both find nothing.
private final class SlowInstallIDStorage: InstallIDStorage {
    private let stored = Protected<String?>(nil)

    func loadInstallID() -> String? {
        let value = stored.withValue { $0 }
        Thread.sleep(forTimeInterval: 0.02)
        return value
    }

    func saveInstallID(_ id: String) {
        stored.withValue { $0 = id }
    }
}
