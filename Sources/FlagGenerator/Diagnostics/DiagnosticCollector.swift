import FlagJSON

/// Collects diagnostics while a document is checked, turning byte offsets into locations: one
/// per document, shared by every decoder that reads part of it.
final class DiagnosticCollector {
    private let lineIndex: LineIndex
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var errorCount = 0

    init(bytes: [UInt8]) {
        lineIndex = LineIndex(bytes)
    }

    func location(ofOffset offset: Int) -> SourceLocation {
        lineIndex.location(ofOffset: offset)
    }

    /// The line of the byte at `offset`, for messages such as "first at line 9".
    func line(ofOffset offset: Int) -> Int {
        location(ofOffset: offset).line
    }

    func error(_ message: String, at offset: Int) {
        append(.error, message, at: location(ofOffset: offset))
    }

    func warning(_ message: String, at offset: Int) {
        append(.warning, message, at: location(ofOffset: offset))
    }

    /// Records a diagnostic at an already resolved location.
    func append(_ severity: Diagnostic.Severity, _ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(severity, message, at: location))
        if severity == .error { errorCount += 1 }
    }
}
