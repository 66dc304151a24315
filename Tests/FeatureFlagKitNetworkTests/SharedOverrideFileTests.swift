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
}
