import FeatureFlagKit
import Foundation
import Testing

/// Two processes (an app and its extension) saving local overrides to one file.
@Suite struct SharedOverrideFileTests {
    @Test func twoProcessesWritingDifferentKeysKeepEveryKey() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ffk-shared-file-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("overrides.json")
        let executable = try #require(BuiltExecutable.url(named: "override-writer"), "override-writer was not built next to the tests")
        let writers = try ["a", "b"].map { side in
            try WriterProcess(executable: executable, arguments: [file.path, side, "9"])
        }
        defer { writers.forEach { $0.kill() } }
        for writer in writers {
            try #require(writer.waitUntilReady(timeout: 60), "a writer did not load its store within 60 s")
        }
        writers.forEach { $0.go() }  // both stores loaded before either writes
        for writer in writers {
            let status = try #require(writer.waitForExit(timeout: 300), "a writer did not finish within 300 s")
            #expect(status == 0, "override-writer failed: \(writer.errorOutput)")
        }
        let everyKey = (0..<12).flatMap { ["a\($0)", "b\($0)"] }
        let stored = try FileOverrideStorage.file(file).loadOverrides()
        #expect(stored == Dictionary(uniqueKeysWithValues: everyKey.map { ($0, true) }))
    }
}

/// An `override-writer` child process: it loads, reports "ready", and writes after ``go()``.
private final class WriterProcess {
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let child: HarnessChildProcess

    init(executable: URL, arguments: [String]) throws {
        child = try HarnessChildProcess(
            executable: executable, arguments: arguments, standardInput: input, standardOutput: output, standardError: errors)
    }

    /// Waits up to `timeout` seconds for the "ready" line (or end of output); returns whether it came.
    func waitUntilReady(timeout: TimeInterval) -> Bool {
        let ready = DispatchSemaphore(value: 0)
        let reader = output.fileHandleForReading
        DispatchQueue.global().async {
            _ = reader.availableData
            ready.signal()
        }
        return ready.wait(timeout: .now() + timeout) == .success
    }

    /// Lets the writer start writing.
    func go() {
        input.fileHandleForWriting.write(Data("go\n".utf8))
    }

    /// The exit status, or `nil` if the process is still running after `timeout` seconds.
    func waitForExit(timeout: TimeInterval) -> Int32? {
        child.waitForExit(timeout: timeout) ? child.terminationStatus : nil
    }

    /// What the writer printed to stderr (call after it exited).
    var errorOutput: String {
        String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    /// Ends the process if it is still running: SIGTERM, then SIGKILL.
    func kill() {
        child.stop()
    }
}
