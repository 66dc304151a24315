import Foundation

/// Runs the `flags-demo` executable that SwiftPM built next to the tests, with a bounded wait.
enum DemoProcess {
    struct Output {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs the demo with `arguments` and this process's environment with `environment` added,
    /// writes `input` to its standard input and closes it, and returns what it printed; fails if
    /// it doesn't exit within ``BoundedWait/limit``.
    static func run(arguments: [String], environment: [String: String] = [:], input: String) throws -> Output {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
        (process.standardInput, process.standardOutput, process.standardError) = (stdin, stdout, stderr)
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = Protected(Data())
        let errors = Protected(Data())
        let drained = BoundedWait.returns {
            output.withValue { $0 = stdout.fileHandleForReading.readDataToEndOfFile() }
            errors.withValue { $0 = stderr.fileHandleForReading.readDataToEndOfFile() }
        }
        guard drained, exited.wait(timeout: .now() + BoundedWait.limit) == .success else {
            process.terminate()
            throw Failure(description: "flags-demo did not exit within \(BoundedWait.limit) s")
        }
        return Output(
            status: process.terminationStatus,
            standardOutput: String(decoding: output.withValue { $0 }, as: UTF8.self),
            standardError: String(decoding: errors.withValue { $0 }, as: UTF8.self))
    }

    /// The built `flags-demo`, found in the folder of the test bundle.
    private static func executable() throws -> URL {
        let folders =
            [Bundle.main.executableURL?.deletingLastPathComponent()]
            + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        guard
            let url = folders.compactMap({ $0?.appendingPathComponent("flags-demo") })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else {
            throw Failure(
                description: "flags-demo was not built next to the tests; build with `swift build --build-tests`")
        }
        return url
    }
}
