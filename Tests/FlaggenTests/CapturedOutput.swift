import FlaggenCommandLine
import FlaggenCommands
import Foundation

/// An output sink that keeps what a command writes, for in-process tests.
///
/// `@unchecked Sendable`: every access to the two buffers holds `lock`.
final class CapturedOutput: OutputSink, @unchecked Sendable {
    private let lock = NSLock()
    private var output = ""
    private var error = ""

    func writeOutput(_ text: String) {
        lock.withLock { output += text }
    }

    func writeError(_ text: String) {
        lock.withLock { error += text }
    }

    /// Everything written to standard output so far.
    var standardOutput: String { lock.withLock { output } }
    /// Everything written to standard error so far.
    var standardError: String { lock.withLock { error } }
}
