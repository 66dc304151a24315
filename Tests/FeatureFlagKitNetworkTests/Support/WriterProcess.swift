import Foundation
import Testing

/// An `override-writer` child process: it makes its store (or takes its lock), reports "ready",
/// and does the work of its mode after ``go()``.
final class WriterProcess {
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let child: HarnessChildProcess

    /// Starts `executable` (the built `override-writer`) with `arguments`.
    init(executable: URL, arguments: [String]) throws {
        child = try HarnessChildProcess(
            executable: executable, arguments: arguments, standardInput: input, standardOutput: output,
            standardError: errors)
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

    /// Lets the writer start its work.
    func go() {
        input.fileHandleForWriting.write(Data("go\n".utf8))
    }

    /// The exit status, or `nil` if the process is still running after `timeout` seconds.
    func waitForExit(timeout: TimeInterval) -> Int32? {
        child.waitForExit(timeout: timeout) ? child.terminationStatus : nil
    }

    /// What the writer printed to stdout after "ready" (call after it exited).
    var outputAfterReady: String {
        String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
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

extension WriterProcess {
    /// An `override-writer hold-lock` child that holds `lockFile` with `flock`, as another
    /// process's store does while it saves, from when this returns until ``go()``.
    static func holdingLock(_ lockFile: URL) throws -> WriterProcess {
        let executable = try #require(
            BuiltExecutable.url(named: "override-writer"), "override-writer was not built next to the tests")
        let holder = try WriterProcess(executable: executable, arguments: ["hold-lock", lockFile.path])
        guard holder.waitUntilReady(timeout: 60) else {
            holder.kill()
            throw HarnessError("override-writer hold-lock did not lock \(lockFile.path) within 60 s")
        }
        return holder
    }
}
