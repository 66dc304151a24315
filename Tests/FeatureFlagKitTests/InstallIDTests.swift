import FeatureFlagKit
import Foundation
import Testing

/// The install id: generated once, kept across launches (a new store on the same file), and
/// replaced, with a diagnostic, when what is stored is corrupt or can't be read.
@Suite struct InstallIDTests {
    private static func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("ffk-install-\(UUID().uuidString)/install-id.txt")
    }

    private static func store(_ recorded: Protected<[FlagDiagnostic]>) -> FlagStore<FeatureFlag> {
        FlagStore<FeatureFlag>(configuration: .debug, notificationCenter: nil) { diagnostic in
            recorded.withValue { $0.append(diagnostic) }
        }
    }

    @Test func survivesRelaunchInAFile() throws {
        let file = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let first = FlagStore<FeatureFlag>(notificationCenter: nil).installID(from: FileInstallIDStorage(url: file))
        let second = FlagStore<FeatureFlag>(notificationCenter: nil).installID(from: FileInstallIDStorage(url: file))
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
        let id = Self.store(recorded).installID(from: FileInstallIDStorage(url: file))
        #expect(UUID(uuidString: id) != nil)
        #expect(try FileInstallIDStorage(url: file).loadInstallID() == id)
        let diagnostics = recorded.withValue { $0 }
        #expect(diagnostics.map(\.origin) == [.targeting])
        #expect(diagnostics.first?.message.hasPrefix("The stored install id \"half-written\\u0000\" is not a UUID; a new install id replaced it") == true)
    }

    @Test func unreadableStorageGivesATemporaryIdAndKeepsWhatIsStored() throws {
        let file = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)  // a folder: unreadable as a file
        let recorded = Protected<[FlagDiagnostic]>([])
        let id = Self.store(recorded).installID(from: FileInstallIDStorage(url: file))
        #expect(UUID(uuidString: id) != nil)
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder) && isFolder.boolValue)
        #expect(recorded.withValue { $0.first?.message.hasPrefix("The install id couldn't be read") } == true)
    }

    @Test func inMemoryStorageIsSharedAndValidated() {
        let storage = InMemoryInstallIDStorage(installID: "not-a-uuid")
        let recorded = Protected<[FlagDiagnostic]>([])
        let first = Self.store(recorded).installID(from: storage)
        #expect(first != "not-a-uuid")
        #expect(Self.store(recorded).installID(from: storage) == first)
        #expect(recorded.withValue { $0.count } == 1)
    }
}
