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
}
