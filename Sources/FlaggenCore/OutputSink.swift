import Foundation

/// Where a command writes: the process's standard streams, or a buffer in tests.
package protocol OutputSink: Sendable {
    /// Writes `text` to standard output: what a command produces (generated text, help).
    func writeOutput(_ text: String)
    /// Writes `text` to standard error: diagnostics and tables for people.
    func writeError(_ text: String)
}

/// The process's standard output and standard error, unbuffered.
package struct StandardStreams: OutputSink {
    /// The standard streams.
    package init() {}

    package func writeOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    package func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
