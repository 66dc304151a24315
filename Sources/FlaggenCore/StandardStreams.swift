import Foundation

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
