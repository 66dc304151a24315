import FlagGenerator
import FlagJSON
import Foundation

/// Reads a manifest file, reports its diagnostics, and hands back the manifest if usable.
package struct ManifestLoader {
    /// Where diagnostics go.
    package let output: any OutputSink

    /// A loader that writes diagnostics to `output`.
    package init(output: any OutputSink) {
        self.output = output
    }

    /// Loads `path`, checking expiry against the `--today` of `arguments`; prints every
    /// diagnostic to standard error.
    ///
    /// - Parameter strict: report expired flags as errors.
    /// - Returns: the manifest, or `nil` if it has errors or can't be read.
    package func load(_ path: String, todayFrom arguments: Arguments, strict: Bool = false) throws(UsageError)
        -> Manifest?
    {
        run(path, today: try Self.today(arguments), strict: strict, rendersFiles: false)?.manifest
    }

    /// The files `generate` writes for the MANIFEST of `arguments`, or `nil` if the manifest
    /// has errors (they are printed).
    package func generatedFiles(_ arguments: Arguments) throws(UsageError) -> [GeneratedFile]? {
        try run(arguments.positionals[0], today: Self.today(arguments), strict: false, rendersFiles: true)?.files
    }

    /// Writes diagnostics to standard error in file order, one `path:line:column: severity: message` line each.
    package func report(_ diagnostics: [Diagnostic], path: String) {
        output.writeError(diagnostics.inFileOrder.map { $0.formatted(path: path) + "\n" }.joined())
    }

    /// Reads `path`, runs the generator on its bytes and prints the diagnostics; `nil` if the
    /// file can't be read or has errors.
    private func run(_ path: String, today: CalendarDate, strict: Bool, rendersFiles: Bool) -> GeneratorResult? {
        guard let data = Self.contents(of: path) else {
            output.writeError("flaggen: error: cannot read \(QuotedText.quoted(path)): \(Self.reason(path)).\n")
            return nil
        }
        let result = GeneratorPipeline.run(
            Array(data), sourceName: URL(fileURLWithPath: path).lastPathComponent, today: today, strictExpiry: strict,
            rendersFiles: rendersFiles)
        report(result.diagnostics, path: path)
        return result.manifest == nil ? nil : result
    }

    /// The bytes of the regular file at `path` (symbolic links followed), or `nil`: a FIFO or a
    /// device is not read, as reading one could wait forever.
    package static func contents(of path: String) -> Data? {
        guard case .regularFile = FileKind(atPath: path, followingLinks: true) else { return nil }
        return FileManager.default.contents(atPath: path)
    }

    /// Why `path` can't be read, for a "cannot read" message.
    package static func reason(_ path: String) -> String {
        switch FileKind(atPath: path, followingLinks: true) {
        case .missing: "no such file"
        case .folder: "it is a directory"
        case .regularFile, .symbolicLink: "permission denied or unreadable"
        case let kind: "it is \(kind.described), not a regular file"
        }
    }

    /// The `--today` option, or the current date.
    private static func today(_ arguments: Arguments) throws(UsageError) -> CalendarDate {
        guard let text = arguments.value(.today) else { return .today() }
        guard let date = CalendarDate(text) else {
            throw UsageError(message: "--today must be a date written YYYY-MM-DD, not \(QuotedText.quoted(text)).")
        }
        return date
    }
}
