import FlagGenerator
import Foundation

/// Reads a manifest file, prints its diagnostics, and hands back the manifest if usable.
enum ManifestLoader {
    struct Loaded {
        /// The manifest, or `nil` if it has errors.
        var manifest: Manifest?
        /// Every diagnostic, including expiry ones.
        var diagnostics: [Diagnostic]
    }

    /// Loads `path`, checking expiry against `today`; prints every diagnostic to standard error.
    ///
    /// - Parameter strict: report expired flags as errors.
    static func load(_ path: String, today: CalendarDate, strict: Bool = false) -> Loaded? {
        guard let data = FileManager.default.contents(atPath: path) else {
            Output.standardError("flaggen: error: cannot read '\(path)': \(reason(path)).\n")
            return nil
        }
        let result = ManifestDecoder.decode(Array(data))
        var diagnostics = result.diagnostics
        if let manifest = result.manifest {
            diagnostics += ExpiryCheck.diagnostics(for: manifest, today: today, strict: strict)
        }
        print(diagnostics, path: path)
        return Loaded(manifest: diagnostics.containsErrors ? nil : result.manifest, diagnostics: diagnostics)
    }

    /// Prints diagnostics in file order, one `path:line:column: severity: message` line each.
    static func print(_ diagnostics: [Diagnostic], path: String) {
        let ordered = diagnostics.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
        let text = ordered.map { $0.element.formatted(path: path) + "\n" }.joined()
        Output.standardError(text)
    }

    private static func reason(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) { return "no such file" }
        return isDirectory.boolValue ? "it is a directory" : "permission denied or unreadable"
    }

    /// The files `generate` writes for the MANIFEST and `--output DIR` of `arguments`, or `nil`
    /// if the manifest has errors (they are printed).
    static func generatedFiles(_ arguments: Arguments) throws(UsageError) -> (files: [GeneratedFile], output: String)? {
        guard let output = arguments.value("--output") else { throw UsageError(message: "missing --output DIR.") }
        let path = arguments.positionals[0]
        let today = try today(arguments)
        guard let manifest = load(path, today: today)?.manifest else { return nil }
        return (CodeGenerator.generate(manifest, sourceName: URL(fileURLWithPath: path).lastPathComponent, today: today), output)
    }

    /// The `--today` option, or the current date.
    static func today(_ arguments: Arguments) throws(UsageError) -> CalendarDate {
        guard let text = arguments.value("--today") else { return .today() }
        guard let date = CalendarDate(text) else {
            throw UsageError(message: "--today must be a date written YYYY-MM-DD, not '\(text)'.")
        }
        return date
    }
}
