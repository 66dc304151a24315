/// Where a command writes: the process's standard streams, or a buffer in tests.
package protocol OutputSink: Sendable {
    /// Writes `text` to standard output: what a command produces (generated text, help).
    func writeOutput(_ text: String)
    /// Writes `text` to standard error: diagnostics and tables for people.
    func writeError(_ text: String)
}
