import Foundation

/// Runs flaggen with the plugin's standard output and error, for both command plugins.
enum FlaggenRun {
    /// Runs `executable` with `arguments` and returns its exit status.
    static func run(_ executable: URL, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
