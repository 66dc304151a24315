import FlaggenCommands
import Foundation

/// Runs `flaggen` commands: in-process through FlaggenCommands, or as the executable built
/// alongside the tests (for exit codes and the wiring of `main.swift`).
enum Flaggen {
    struct Result {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    /// Runs a command in this process, capturing what it writes.
    static func run(_ arguments: [String]) -> Result {
        let output = CapturedOutput()
        let status = FlaggenTool.run(arguments, output: output)
        return Result(
            status: status.rawValue, standardOutput: output.standardOutput, standardError: output.standardError)
    }

    /// The executable `name` in the build folder of the tests: the product if `swift build` made
    /// it, else the `-tool` copy SwiftPM builds for a plugin (`flaggen-generate` is built only that way
    /// when nothing else asks for it).
    static func executable(named name: String) -> URL? {
        let folders =
            [Bundle.main.bundleURL, Bundle.main.executableURL?.deletingLastPathComponent()]
            + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        let candidates = [name, name + "-tool"].flatMap { name in
            folders.compactMap { $0?.appendingPathComponent(name) }
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs the executable `name` (`flaggen` unless said otherwise) as a child process.
    ///
    /// - Parameter standardOutput: a file of the caller's for the child's standard output, whose
    ///   output is then not collected.
    static func runProcess(
        _ arguments: [String], executable name: String = "flaggen", standardOutput: FileHandle? = nil
    ) throws -> Result {
        guard let executable = executable(named: name) else { throw MissingExecutable(name: name) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        return try collect(process, standardOutput: standardOutput)
    }

    /// Runs `process` to its end, with a watchdog, and returns what it wrote.
    private static func collect(_ process: Process, standardOutput: FileHandle? = nil) throws -> Result {
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = standardOutput ?? output
        process.standardError = error
        try process.run()
        // The unused pipe reads as empty once its writing end is closed here.
        if standardOutput != nil { try output.fileHandleForWriting.close() }
        let watchdog = Watchdog(process, limit: 300)
        defer { watchdog.cancel() }
        // Both pipes at once: a child that fills one while we wait on the other would block forever.
        let errorDrain = PipeDrain(error.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errorDrain.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }

    /// Runs `script` with `/bin/sh`, `$0` being the `flaggen` executable: for redirections a
    /// `Process` can't make, such as a closed descriptor (`>&-`) or `/dev/full`.
    static func runShell(_ script: String) throws -> Result {
        guard let executable = executable(named: "flaggen") else { throw MissingExecutable(name: "flaggen") }
        return try runProcess(["-c", script, executable.path], executablePath: "/bin/sh")
    }

    private static func runProcess(_ arguments: [String], executablePath: String) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executablePath)
        process.arguments = arguments
        return try collect(process)
    }

    /// Terminates a child that runs longer than any test should wait for, so a hung flaggen fails
    /// its test (with the status of SIGTERM) instead of hanging the suite.
    ///
    /// `@unchecked Sendable`: `Process` is thread-safe for `isRunning` and `terminate()`.
    private final class Watchdog: @unchecked Sendable {
        private let process: Process
        private let work: DispatchWorkItem

        init(_ process: Process, limit seconds: Double) {
            self.process = process
            let work = DispatchWorkItem { [process] in
                if process.isRunning { process.terminate() }
            }
            self.work = work
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: work)
        }

        func cancel() { work.cancel() }
    }

    /// Reads a pipe to its end on a background queue.
    ///
    /// `@unchecked Sendable`: `data` is written once on the queue before `done` is signalled,
    /// and read only after `wait()` has seen that signal.
    private final class PipeDrain: @unchecked Sendable {
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            DispatchQueue.global().async {
                self.data = handle.readDataToEndOfFile()
                self.done.signal()
            }
        }

        /// Waits for the end of the pipe and returns everything read from it.
        func wait() -> Data {
            done.wait()
            return data
        }
    }

    struct MissingExecutable: Error, CustomStringConvertible {
        let name: String
        var description: String { "\(name) was not built next to the tests; build with `swift build --build-tests`." }
    }
}

/// A temporary folder for one test, removed afterwards.
struct TemporaryDirectory: ~Copyable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("flaggen-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `text` to `name` in the folder and returns its path.
    func write(_ text: String, to name: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }
}
