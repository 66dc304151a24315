import Foundation

/// The exit status and combined output of a finished command.
struct CommandResult: Sendable {
    let status: Int32
    let output: String

    /// Runs `executable` (looked up on `PATH` if it has no slash) and waits for it.
    static func run(_ executable: String, _ arguments: [String]) throws -> CommandResult {
        let process = Process()
        if executable.contains("/") {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [executable] + arguments
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
