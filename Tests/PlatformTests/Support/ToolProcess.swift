import Foundation

/// A tool (swiftc, clang, bash) run from the package's root to its end, for the checks that hand
/// it code or a script; stopped after five minutes, a hang detector.
enum ToolProcess {
    /// What the tool did.
    struct Result {
        let status: Int32
        let output: String
        let errors: String
    }

    /// Runs `arguments` through `/usr/bin/env`, with `environment` added to this process's.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = PackageFiles.root
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        // Standard error goes to a file, so a tool that writes much to both never waits on a full pipe.
        let errorsFile = FileManager.default.temporaryDirectory.appendingPathComponent("tool-\(UUID().uuidString)")
        try Data().write(to: errorsFile)
        defer { try? FileManager.default.removeItem(at: errorsFile) }
        let errors = try FileHandle(forWritingTo: errorsFile)
        defer { try? errors.close() }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let deadline = DispatchWorkItem { process.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 300, execute: deadline)
        defer { deadline.cancel() }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: (try? Data(contentsOf: errorsFile)) ?? Data(), as: UTF8.self))
    }
}
