import Foundation

/// Writes generated files, leaving unchanged ones untouched so a no-op build recompiles nothing.
public enum OutputWriter {
    /// Writes `file` into `directory` (created if needed) unless it already has these bytes.
    ///
    /// - Returns: whether the file was written.
    @discardableResult
    public static func write(_ file: GeneratedFile, into directory: URL) throws -> Bool {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(file.name)
        let bytes = Data(file.contents.utf8)
        if let existing = try? Data(contentsOf: url), existing == bytes { return false }
        try bytes.write(to: url, options: .atomic)
        return true
    }
}
