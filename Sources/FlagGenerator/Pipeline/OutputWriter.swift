import Foundation

/// Writes generated files, leaving unchanged ones untouched so a no-op build recompiles nothing.
public enum OutputWriter {
    /// Writes `file` into `directory` (created if needed) unless it already has these bytes.
    ///
    /// - Returns: whether the file was written.
    @discardableResult
    public static func write(_ file: GeneratedFile, into directory: URL) throws -> Bool {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        guard !isUpToDate(file, in: directory) else { return false }
        try Data(file.contents.utf8).write(to: directory.appendingPathComponent(file.name), options: .atomic)
        return true
    }

    /// A Boolean value indicating whether `directory` already holds `file` with exactly these bytes.
    public static func isUpToDate(_ file: GeneratedFile, in directory: URL) -> Bool {
        (try? Data(contentsOf: directory.appendingPathComponent(file.name))) == Data(file.contents.utf8)
    }
}
